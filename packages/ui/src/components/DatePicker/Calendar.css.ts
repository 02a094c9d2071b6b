import { style } from "@vanilla-extract/css";
import { insetFocusRing, spreadRow, stacked } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";

const CELL = 36;

export const calendar = style({
  ...stacked(vars.space.sm),
  width: "fit-content",
  color: vars.color.text.default,
});

export const header = style(spreadRow("center", vars.space.sm));

export const heading = style({
  flex: 1,
  margin: 0,
  textAlign: "center",
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
});

export const grid = style({
  borderCollapse: "separate",
  // No gap across a row, so a selected range reads as one band.
  borderSpacing: `0 ${vars.space.xxs}`,
});

export const weekday = style({
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
});

/** A day: the `td` is react-aria's gridcell; this is the focusable day inside it. */
export const cell = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: CELL,
  height: CELL,
  borderRadius: vars.radius.full,
  color: vars.color.text.default,
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-today]": {
      color: vars.color.primary.text,
      fontWeight: vars.font.weight.bold,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary.borderStrong}`,
    },
    "&[data-hovered]": { backgroundColor: vars.color.primary.subtle },
    "&[data-pressed]": { backgroundColor: vars.color.primary.subtleHover },
    // Unavailable days stay focusable, so they keep readable text and are struck through instead.
    "&[data-unavailable]": {
      color: vars.color.text.muted,
      textDecoration: "line-through",
      cursor: "not-allowed",
    },
    "&[data-disabled], &[data-outside-month]": { color: vars.color.text.disabled, cursor: "default" },
    "&[data-selected]": { backgroundColor: vars.color.primary.solid, color: vars.color.primary.onSolid },
    "&[data-selected][data-hovered]": { backgroundColor: vars.color.primary.solidHover },
    "&[data-selected][data-pressed]": { backgroundColor: vars.color.primary.solidActive },
    "&[data-invalid][data-selected]": {
      backgroundColor: vars.color.danger.solid,
      color: vars.color.danger.onSolid,
    },
    "&[data-focus-visible]": insetFocusRing,
    // On a solid fill the ring is drawn in the fill's own text colour, which contrasts with it.
    "&[data-selected][data-focus-visible]": { outlineColor: vars.color.primary.onSolid, outlineOffset: -4 },
  },
});

/**
 * Range cells: the middle of a range is a subtle band with default text; its two ends are solid and
 * rounded on their outer side.
 */
export const rangeCell = style({
  borderRadius: 0,
  selectors: {
    "&[data-selected]": { backgroundColor: vars.color.primary.subtle, color: vars.color.text.default },
    "&[data-selected][data-hovered]": { backgroundColor: vars.color.primary.subtleHover },
    "&[data-selected][data-pressed]": { backgroundColor: vars.color.primary.subtleActive },
    "&[data-selected][data-focus-visible]": { outlineColor: vars.color.border.focus, outlineOffset: -2 },
    "&[data-invalid][data-selected]": {
      backgroundColor: vars.color.danger.subtle,
      color: vars.color.text.default,
    },
    "&[data-selection-start], &[data-selection-end]": {
      backgroundColor: vars.color.primary.solid,
      color: vars.color.primary.onSolid,
    },
    "&[data-selection-start][data-hovered], &[data-selection-end][data-hovered]": {
      backgroundColor: vars.color.primary.solidHover,
    },
    "&[data-selection-start][data-focus-visible], &[data-selection-end][data-focus-visible]": {
      outlineColor: vars.color.primary.onSolid,
      outlineOffset: -4,
    },
    "&[data-invalid][data-selection-start], &[data-invalid][data-selection-end]": {
      backgroundColor: vars.color.danger.solid,
      color: vars.color.danger.onSolid,
    },
    "&[data-selection-start]": {
      borderStartStartRadius: vars.radius.full,
      borderEndStartRadius: vars.radius.full,
    },
    "&[data-selection-end]": {
      borderStartEndRadius: vars.radius.full,
      borderEndEndRadius: vars.radius.full,
    },
    // Unselected days in range mode keep the round hover of the single calendar.
    "&:not([data-selected])": { borderRadius: vars.radius.full },
  },
});

export const errorText = style({
  maxWidth: CELL * 7,
  fontSize: vars.font.size.sm,
  color: vars.color.danger.text,
});
