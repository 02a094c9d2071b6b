import { style } from "@vanilla-extract/css";
import { spreadRow, stacked } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";

export const statCard = style({ gap: vars.space.sm });

export const top = style(spreadRow("flex-start", vars.space.md));

export const figures = style({
  ...stacked(vars.space.xs),
  margin: 0,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
  overflowWrap: "anywhere",
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  fontVariantNumeric: "tabular-nums",
  overflowWrap: "anywhere",
});

export const change = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const icon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary.subtle,
  color: vars.color.primary.text,
});
