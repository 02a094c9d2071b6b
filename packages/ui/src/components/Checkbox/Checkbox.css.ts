import { keyframes, style } from "@vanilla-extract/css";
import { stacked } from "../../theme/styleRules";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";
import { alignWithFirstLine, choiceControl, choiceRoot } from "./choiceStyles";

const boxSize = "18px";

export const root = style({ ...choiceRoot, overflowWrap: "anywhere" });

/** The clickable label: box and text. */
export const control = style(choiceControl);

const pop = keyframes({
  from: { transform: "scale(0.5)", opacity: 0 },
  to: { transform: "scale(1)", opacity: 1 },
});

export const box = style({
  ...alignWithFirstLine(boxSize),
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: boxSize,
  height: boxSize,
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.primary.onSolid,
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    [`${control}[data-hovered] &`]: { borderColor: vars.color.primary.borderStrong },
    [`${control}[data-selected] &, ${control}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary.solid,
      borderColor: vars.color.primary.borderStrong,
    },
    [`${control}[data-selected][data-pressed] &, ${control}[data-indeterminate][data-pressed] &`]: {
      backgroundColor: vars.color.primary.solidActive,
    },
    [`${control}[data-invalid] &`]: { borderColor: vars.color.danger.text },
    [`${control}[data-invalid][data-selected] &, ${control}[data-invalid][data-indeterminate] &`]: {
      backgroundColor: vars.color.danger.solid,
      borderColor: vars.color.danger.solid,
      color: vars.color.danger.onSolid,
    },
    [`${control}[data-focus-visible] &`]: focusRing,
  },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const mark = style({
  animation: `${pop} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const labelText = style({ minWidth: 0 });

/** Help text and error, aligned with the label text rather than the box. */
export const details = style({
  ...stacked(vars.space.xxs),
  paddingInlineStart: `calc(${boxSize} + ${vars.space.sm})`,
  selectors: { "&:empty": { display: "none" } },
});
