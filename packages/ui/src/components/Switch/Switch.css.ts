import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";
import { alignWithFirstLine, choiceControl, choiceRoot } from "../Checkbox/choiceStyles";

const trackWidth = "36px";
const trackHeight = "20px";
const thumbSize = "14px";
const thumbInset = "2px";

export const root = style({ ...choiceRoot, overflowWrap: "anywhere" });

/** The clickable label: track and text. */
export const control = recipe({
  base: choiceControl,
  variants: {
    labelPlacement: {
      end: {},
      start: { display: "flex", flexDirection: "row-reverse", justifyContent: "space-between" },
    },
  },
  defaultVariants: { labelPlacement: "end" },
});

const controlClass = control.classNames.base;

export const track = style({
  ...alignWithFirstLine(trackHeight),
  position: "relative",
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.neutral.subtleActive,
  transition: `background-color ${vars.motion.duration.default} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.default} ${vars.motion.easing.standard}`,
  selectors: {
    [`${controlClass}[data-hovered] &`]: { borderColor: vars.color.primary.borderStrong },
    [`${controlClass}[data-selected] &`]: {
      backgroundColor: vars.color.primary.solid,
      borderColor: vars.color.primary.borderStrong,
    },
    [`${controlClass}[data-selected][data-pressed] &`]: { backgroundColor: vars.color.primary.solidActive },
    [`${controlClass}[data-invalid] &`]: { borderColor: vars.color.danger.text },
    [`${controlClass}[data-focus-visible] &`]: focusRing,
  },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const thumb = style({
  position: "absolute",
  top: "50%",
  insetInlineStart: thumbInset,
  width: thumbSize,
  height: thumbSize,
  marginBlockStart: `calc(${thumbSize} / -2)`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text.muted,
  boxShadow: vars.shadow.sm,
  // inset-inline-start (not a transform) so the thumb slides the right way in right-to-left locales.
  transition: `inset-inline-start ${vars.motion.duration.default} ${vars.motion.easing.standard}, background-color ${vars.motion.duration.default}`,
  selectors: {
    [`${controlClass}[data-selected] &`]: {
      insetInlineStart: `calc(100% - ${thumbSize} - ${thumbInset})`,
      backgroundColor: vars.color.primary.onSolid,
    },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const labelText = style({ minWidth: 0 });

/** Help text and error, aligned with the label text. */
export const details = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.xxs,
    selectors: { "&:empty": { display: "none" } },
  },
  variants: {
    labelPlacement: {
      end: { paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})` },
      start: {},
    },
  },
  defaultVariants: { labelPlacement: "end" },
});
