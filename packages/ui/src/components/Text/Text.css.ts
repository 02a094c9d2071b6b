import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";
import type { TextTone } from "./textVariants";

export const text = style({ margin: 0, overflowWrap: "anywhere" });

export const textSize = styleVariants({
  xs: { fontSize: vars.font.size.xs },
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.lg },
  xl: { fontSize: vars.font.size.xl },
});

// Text colours the theme guarantees on every page surface.
export const textTone = styleVariants({
  default: { color: vars.color.text.default },
  muted: { color: vars.color.text.muted },
  danger: { color: vars.color.danger.text },
  success: { color: vars.color.success.text },
} satisfies Record<TextTone, object>);

export const textWeight = styleVariants({
  regular: { fontWeight: vars.font.weight.regular },
  medium: { fontWeight: vars.font.weight.medium },
  bold: { fontWeight: vars.font.weight.bold },
});

export const truncated = style({
  display: "block",
  maxWidth: "100%",
  overflow: "hidden",
  whiteSpace: "nowrap",
  textOverflow: "ellipsis",
  overflowWrap: "normal",
});
