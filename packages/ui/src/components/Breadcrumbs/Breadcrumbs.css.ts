import { style } from "@vanilla-extract/css";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";

export const nav = style({ minWidth: 0 });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.font.size.sm,
});

export const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minWidth: 0,
});

export const crumbLink = style({
  color: vars.color.text.link,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  overflowWrap: "anywhere",
  outline: "none",
  cursor: "pointer",
  textUnderlineOffset: "0.2em",
  selectors: {
    "&[data-hovered]": { textDecorationLine: "underline" },
    "&[data-focus-visible]": { ...focusRing, textDecorationLine: "underline" },
    // The current page is plain text, not a link: it says where you are, it does not go anywhere.
    "&[data-current]": {
      color: vars.color.text.default,
      fontWeight: vars.font.weight.medium,
      cursor: "default",
      textDecorationLine: "none",
    },
  },
});

export const separator = style({
  display: "inline-flex",
  flexShrink: 0,
  color: vars.color.text.muted,
  selectors: {
    [`${item}[data-current] &`]: { display: "none" },
    // Chevrons point the reading direction.
    "[dir=rtl] &": { transform: "scaleX(-1)" },
  },
});
