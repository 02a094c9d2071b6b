import { style, styleVariants } from "@vanilla-extract/css";
import { iconPixels } from "./iconSizes";

export const icon = style({
  display: "inline-flex",
  flexShrink: 0,
  alignItems: "center",
  justifyContent: "center",
  lineHeight: 0,
  color: "inherit",
});

export const iconSize = styleVariants(iconPixels, (px) => ({ width: px, height: px }));
