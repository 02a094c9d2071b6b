import { style } from "@vanilla-extract/css";
import { spreadRow } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";

export const codeBlock = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
});

export const header = style({
  ...spreadRow("center", vars.space.sm),
  minHeight: 40,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.xs,
});

export const languageLabel = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  overflowWrap: "anywhere",
});

export const pre = style({
  margin: 0,
  paddingBlockStart: 0,
  paddingBlockEnd: vars.space.lg,
  paddingInline: vars.space.lg,
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.sm,
  lineHeight: 1.6,
  whiteSpace: "pre",
  tabSize: 2,
});

export const code = style({ fontFamily: "inherit" });
