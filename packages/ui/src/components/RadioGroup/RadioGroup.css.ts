import { style } from "@vanilla-extract/css";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";
import { alignWithFirstLine, choiceControl, choiceRoot } from "../Checkbox/choiceStyles";

const circleSize = "18px";

export const radioRoot = style(choiceRoot);

/** The clickable label: circle and text. */
export const control = style(choiceControl);

export const circle = style({
  ...alignWithFirstLine(circleSize),
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: circleSize,
  height: circleSize,
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  // The dot: drawn in the foreground colour of the fill, so it shows in every brand.
  "::after": {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary.onSolid,
    transform: "scale(0)",
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  },
  selectors: {
    [`${control}[data-hovered] &`]: { borderColor: vars.color.primary.borderStrong },
    [`${control}[data-selected] &`]: {
      backgroundColor: vars.color.primary.solid,
      borderColor: vars.color.primary.borderStrong,
    },
    [`${control}[data-selected] &::after`]: { transform: "scale(1)" },
    [`${control}[data-invalid] &`]: { borderColor: vars.color.danger.text },
    [`${control}[data-invalid][data-selected] &`]: {
      backgroundColor: vars.color.danger.solid,
      borderColor: vars.color.danger.solid,
    },
    [`${control}[data-invalid][data-selected] &::after`]: { backgroundColor: vars.color.danger.onSolid },
    [`${control}[data-focus-visible] &`]: focusRing,
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      transition: "none",
      selectors: { "&::after": { transition: "none" } },
    },
  },
});

export const labelText = style({ minWidth: 0 });

/** Help text aligned with the label text rather than the circle. */
export const details = style({ paddingInlineStart: `calc(${circleSize} + ${vars.space.sm})` });
