import { style } from "@vanilla-extract/css";
import { pressFills, quickTransition, spreadRow } from "../../theme/styleRules";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";

export const pagination = style({
  ...spreadRow("center", vars.space.md),
  flexWrap: "wrap",
  minWidth: 0,
});

export const list = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const pageButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 36,
  minHeight: 36,
  paddingInline: vars.space.sm,
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  backgroundColor: "transparent",
  color: vars.color.text.default,
  fontFamily: "inherit",
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: "tabular-nums",
  lineHeight: 1,
  cursor: "pointer",
  outline: "none",
  userSelect: "none",
  WebkitTapHighlightColor: "transparent",
  ...quickTransition("background-color", "color"),
  selectors: {
    ...pressFills(vars.color.neutral.subtleHover, vars.color.neutral.subtleActive),
    "&[data-focus-visible]": focusRing,
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.5, backgroundColor: "transparent" },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary.solid,
      color: vars.color.primary.onSolid,
    },
    '&[aria-current="page"][data-hovered]': { backgroundColor: vars.color.primary.solidHover },
  },
});

/** Chevrons point the way pages go, so they turn round in right-to-left text. */
export const directionIcon = style({
  display: "inline-flex",
  selectors: { '[dir="rtl"] &': { transform: "scaleX(-1)" } },
});

export const ellipsis = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 28,
  color: vars.color.text.muted,
  userSelect: "none",
});

export const summary = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: "tabular-nums",
});
