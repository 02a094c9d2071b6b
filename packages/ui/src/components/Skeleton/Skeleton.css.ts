import { createVar, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";

export const skeletonWidth = createVar();
export const skeletonHeight = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: "100% 0" },
  to: { backgroundPosition: "-100% 0" },
});

export const skeleton = style({
  display: "block",
  flexShrink: 0,
  width: skeletonWidth,
  height: skeletonHeight,
  maxWidth: "100%",
  // A soft band of the hover step sweeping over the subtle step: visible in light and dark mode.
  backgroundColor: vars.color.neutral.subtle,
  backgroundImage: `linear-gradient(90deg, ${vars.color.neutral.subtle} 25%, ${vars.color.neutral.subtleActive} 50%, ${vars.color.neutral.subtle} 75%)`,
  backgroundSize: "200% 100%",
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  "@media": {
    "(prefers-reduced-motion: reduce)": { animation: "none", backgroundImage: "none" },
  },
});

export const skeletonShapeStyles = styleVariants({
  // Text lines are a little shorter than the line box, so stacked lines keep a gap like real text.
  text: {
    vars: { [skeletonWidth]: "100%", [skeletonHeight]: "0.8em" },
    borderRadius: vars.radius.sm,
    marginBlock: "0.35em",
  },
  rect: { vars: { [skeletonWidth]: "100%", [skeletonHeight]: "40px" }, borderRadius: vars.radius.md },
  circle: { vars: { [skeletonWidth]: "40px", [skeletonHeight]: "40px" }, borderRadius: vars.radius.full },
});

export const skeletonText = style({ display: "flex", flexDirection: "column", width: "100%" });
