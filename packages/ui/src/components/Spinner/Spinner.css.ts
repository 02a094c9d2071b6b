import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-block",
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: "solid",
  borderColor: "currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 700ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2s" } },
});

export const spinnerSizes = styleVariants({
  sm: { width: 14, height: 14, borderWidth: 2 },
  md: { width: 20, height: 20, borderWidth: 2 },
  lg: { width: 32, height: 32, borderWidth: 3 },
});

export const spinnerTones = styleVariants({
  current: { color: "currentColor" },
  brand: { color: vars.color.primary.text },
  muted: { color: vars.color.text.muted },
});
