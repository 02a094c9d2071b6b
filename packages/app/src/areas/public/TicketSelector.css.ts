import { style } from "@vanilla-extract/css";
// The theme's tokens straight from their module: through "@varco/ui" the stylesheet compiler would
// evaluate every component's styles and the public pages' one stylesheet would carry them all.
import { vars } from "../../../../ui/src/theme/vars.css";

// The ticket selector's own controls are plain HTML (they work before the page's script runs and
// cost the public page next to nothing), drawn with the design system's tokens.

/** The design system's focus ring. */
const focusRing = { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 } as const;

/** A product on the list: a bordered block, its highlight in the brand's colour. */
export const product = style({
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface.raised,
});

export const highlighted = style({
  borderColor: vars.color.primary.borderStrong,
  boxShadow: `inset 4px 0 0 ${vars.color.primary.solid}`,
});

/** A highlighted product's message: the design system's subtle primary badge. */
export const highlight = style({
  display: "inline-flex",
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary.subtle,
  color: vars.color.primary.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

/** The price and the quantity side by side; the quantity wraps under the price on a narrow screen. */
export const priceRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

/** − [n] +: large enough for a thumb (44 px). */
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
    "&:focus-visible": { ...focusRing, outlineOffset: -2 },
    "&:disabled": { color: vars.color.text.disabled, cursor: "not-allowed" },
  },
});

export const quantityInput = style({
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
    "&:focus-visible": { ...focusRing, outlineOffset: -2 },
  },
});

/** A donation's amount: the field's box of the design system, in plain HTML. */
export const amountInput = style({
  width: "100%",
  maxWidth: "12em",
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  font: "inherit",
  selectors: {
    "&:focus-visible": { ...focusRing, outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
  },
});

export const fieldLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

/** The running total: a two-column list of figures. */
export const totals = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontVariantNumeric: "tabular-nums",
});

export const totalsValue = style({ margin: 0, textAlign: "end" });

export const totalsStrong = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });

/** The continue button: the design system's solid primary button, in plain HTML. */
export const continueButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  minHeight: 48,
  paddingInline: vars.space.xl,
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
  fontFamily: "inherit",
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
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

/** The line under the price: what it includes, muted and smaller. */
export const fine = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });
