import { style, styleVariants } from "@vanilla-extract/css";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";
import type { LinkVariant } from "./linkVariants";

export const link = style({
  color: vars.color.text.link,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  textUnderlineOffset: "0.2em",
  overflowWrap: "anywhere",
  transition: `text-decoration-color ${vars.motion.duration.fast}`,
  selectors: {
    // A plain anchor with this look (no react-aria attributes) shows focus and hover by CSS alone.
    "&[data-focus-visible], &:not([data-rac]):focus-visible": {
      ...focusRing,
      textDecorationLine: "underline",
    },
    "&[data-disabled]": { cursor: "default" },
    "&[data-disabled]:not([data-current])": { opacity: 0.5, cursor: "not-allowed" },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const linkVariant = styleVariants({
  // In running text colour alone must not tell a link apart (WCAG 1.4.1), so it is always underlined;
  // hover thickens the line.
  inline: {
    textDecorationLine: "underline",
    textDecorationThickness: "1px",
    selectors: {
      "&[data-hovered], &[data-focus-visible], &:not([data-rac]):is(:hover, :focus-visible)": {
        textDecorationThickness: "2px",
      },
    },
  },
  // On its own (navigation, "see all") a link is recognisable by place; the underline shows on hover/focus.
  standalone: {
    textDecorationLine: "none",
    fontWeight: vars.font.weight.medium,
    selectors: { "&[data-hovered], &:not([data-rac]):hover": { textDecorationLine: "underline" } },
  },
} satisfies Record<LinkVariant, object>);

export const externalIcon = style({
  display: "inline-block",
  verticalAlign: "-0.125em",
  width: "0.9em",
  height: "0.9em",
});
