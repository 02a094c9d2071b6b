import { style, styleVariants } from "@vanilla-extract/css";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";

/** The solid primary Button's look, in plain HTML (its states by pseudo-classes, not data attributes). */
export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
  fontFamily: "inherit",
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { backgroundColor: vars.color.primary.solidHover },
    "&:focus-visible": focusRing,
    "&:disabled": {
      backgroundColor: vars.color.neutral.subtle,
      color: vars.color.text.muted,
      borderColor: vars.color.border.default,
      cursor: "not-allowed",
    },
  },
});

export const size = styleVariants({
  md: { minHeight: 40, paddingInline: vars.space.lg, fontSize: vars.font.size.md },
  lg: { minHeight: 48, paddingInline: vars.space.xl, fontSize: vars.font.size.lg },
});

export const fullWidth = style({ width: "100%" });

/** The outline Button's look: a secondary action beside the main one. */
export const variant = styleVariants({
  solid: {},
  outline: {
    backgroundColor: "transparent",
    color: vars.color.primary.text,
    borderColor: vars.color.primary.borderStrong,
    selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.primary.subtle } },
  },
});
