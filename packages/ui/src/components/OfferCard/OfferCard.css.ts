import { style } from "@vanilla-extract/css";
import { stacked } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";

/** A bordered block; highlighted, in the brand's colour with a bar on its starting side. */
export const card = style({
  ...stacked(vars.space.sm),
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface.raised,
  listStyle: "none",
});

export const highlighted = style({
  borderColor: vars.color.primary.borderStrong,
  boxShadow: `inset 4px 0 0 ${vars.color.primary.solid}`,
});

export const header = style({ ...stacked(vars.space.xxs), minWidth: 0 });

export const titleRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

/** The highlight's message: the subtle primary badge's look. */
export const pill = style({
  display: "inline-flex",
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary.subtle,
  color: vars.color.primary.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

/** A folded card: its parts keep the card's spacing once opened. */
export const disclosure = style(stacked(vars.space.sm));

/** The folded card's title row opens it: the whole row is the target, with the native marker. */
export const summary = style({
  cursor: "pointer",
  display: "list-item",
  borderRadius: vars.radius.sm,
  ":focus-visible": { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
});
