import { style } from "@vanilla-extract/css";
import { stacked } from "../../theme/styleRules";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";

/** The column a field lays out: label, control, description, error. */
export const field = style({
  ...stacked(vars.space.xs),
  minWidth: 0,
  // Long unbroken labels and messages wrap instead of overflowing the field.
  overflowWrap: "anywhere",
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const requiredMark = style({ color: vars.color.danger.text, marginInlineStart: vars.space.xxs });

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const fieldError = style({ fontSize: vars.font.size.sm, color: vars.color.danger.text });

/**
 * The box around a text-like control (input, group of date segments, select trigger). Styled
 * through react-aria's data attributes on itself or on the field that contains it.
 */
export const inputBox = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 40,
  width: "100%",
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  fontFamily: "inherit",
  fontSize: vars.font.size.md,
  outline: "none",
  transition: `border-color ${vars.motion.duration.fast}, box-shadow ${vars.motion.duration.fast}`,
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.primary.borderStrong },
    "&[data-focus-visible], &[data-focus-within], &[data-focused]": {
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
    },
    "&[data-invalid]": { borderColor: vars.color.danger.text },
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
    "&::placeholder": { color: vars.color.text.muted },
  },
});

/** An <input> that fills an inputBox (the box draws the border). */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 38,
  padding: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  outline: "none",
  selectors: { "&::placeholder": { color: vars.color.text.muted } },
});

/** A small square button inside a field (clear, reveal, step). */
export const fieldButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 28,
  minHeight: 28,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text.muted,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.neutral.subtleHover, color: vars.color.text.default },
    "&[data-pressed]": { backgroundColor: vars.color.neutral.subtleActive },
    "&[data-focus-visible]": focusRing,
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
  },
});
