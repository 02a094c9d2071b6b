import { style } from "@vanilla-extract/css";
import { insetFocusRing } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";

/** − [n] +: each part large enough for a thumb (44 px). */
export const stepper = style({
  display: "inline-flex",
  alignItems: "stretch",
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  overflow: "hidden",
  flexShrink: 0,
});

export const stepButton = style({
  minWidth: 44,
  minHeight: 44,
  padding: 0,
  border: 0,
  background: "transparent",
  color: vars.color.primary.text,
  fontFamily: "inherit",
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { backgroundColor: vars.color.primary.subtle },
    "&:active:not(:disabled)": { backgroundColor: vars.color.primary.subtleHover },
    "&:focus-visible": insetFocusRing,
    "&:disabled": { color: vars.color.text.disabled, cursor: "not-allowed" },
  },
});

export const input = style({
  width: "3.5em",
  minHeight: 44,
  padding: 0,
  border: 0,
  borderInline: `1px solid ${vars.color.border.default}`,
  background: "transparent",
  color: vars.color.text.default,
  font: "inherit",
  fontVariantNumeric: "tabular-nums",
  textAlign: "center",
  MozAppearance: "textfield",
  selectors: {
    "&::-webkit-inner-spin-button, &::-webkit-outer-spin-button": { WebkitAppearance: "none", margin: 0 },
    "&:focus-visible": insetFocusRing,
    "&:disabled": { color: vars.color.text.disabled },
  },
});
