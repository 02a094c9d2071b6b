import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";

const fade = keyframes({ from: { opacity: 0 } });

// Neutral solid with its on-solid text: the theme guarantees 4.5:1 for that pair in every brand.
export const tooltip = style({
  maxWidth: 280,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutral.solid,
  color: vars.color.neutral.onSolid,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
  pointerEvents: "none",
  selectors: {
    "&[data-entering]": { animation: `${fade} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
    "&[data-exiting]": {
      animation: `${fade} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse forwards`,
    },
  },
});

export const arrow = style({ display: "flex" });

export const arrowShape = style({
  display: "block",
  fill: vars.color.neutral.solid,
  selectors: {
    [`${arrow}[data-placement=bottom] &`]: { transform: "rotate(180deg)" },
    [`${arrow}[data-placement=left] &`]: { transform: "rotate(-90deg)" },
    [`${arrow}[data-placement=right] &`]: { transform: "rotate(90deg)" },
  },
});
