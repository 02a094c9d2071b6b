import { style, styleVariants } from "@vanilla-extract/css";
import { supportingText } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";

export const emptyState = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  marginInline: "auto",
  maxWidth: "42ch",
  minWidth: 0,
});

export const emptyStateSizeStyles = styleVariants({
  sm: { gap: vars.space.xs, paddingBlock: vars.space.lg, paddingInline: vars.space.md },
  md: { gap: vars.space.sm, paddingBlock: vars.space.xxl, paddingInline: vars.space.lg },
});

export const icon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.subtle,
  color: vars.color.neutral.text,
  marginBottom: vars.space.xs,
});

export const iconSizes = styleVariants({
  sm: { width: 40, height: 40 },
  md: { width: 56, height: 56 },
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  overflowWrap: "anywhere",
});

export const titleSizes = styleVariants({
  sm: { fontSize: vars.font.size.md },
  md: { fontSize: vars.font.size.lg },
});

export const description = style(supportingText);

export const action = style({
  marginTop: vars.space.sm,
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  justifyContent: "center",
});
