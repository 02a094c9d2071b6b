import { style } from "@vanilla-extract/css";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";

const circleSize = "18px";

export const radioRoot = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The clickable label: circle and text. */
export const control = style({
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  selectors: {
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
    "&[data-readonly]": { cursor: "default" },
  },
});

export const circle = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: circleSize,
  height: circleSize,
  marginBlockStart: `calc((${vars.font.lineHeight.normal} * 1em - ${circleSize}) / 2)`,
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
