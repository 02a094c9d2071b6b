import { createVar, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { spreadRow, stacked } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";
import { type ProgressBarTone, progressBarTones } from "./progressBarVariants";

/** How far the fill reaches, 0%–100%; set inline from react-aria's percentage. */
export const fillWidth = createVar();

export const progressBar = style({
  ...stacked(vars.space.xs),
  width: "100%",
  minWidth: 0,
});

export const header = style({
  ...spreadRow("baseline", vars.space.sm),
  fontSize: vars.font.size.sm,
});

export const label = style({
  color: vars.color.text.default,
  fontWeight: vars.font.weight.medium,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const valueText = style({
  color: vars.color.text.muted,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  marginInlineStart: "auto",
});

export const track = style({
  position: "relative",
  overflow: "hidden",
  width: "100%",
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.subtleActive,
});

export const trackSizes = styleVariants({ sm: { height: 4 }, md: { height: 8 } });

const slide = keyframes({
  from: { transform: "translateX(-100%)" },
  to: { transform: "translateX(250%)" },
});

export const fill = style({
  height: "100%",
  width: fillWidth,
  borderRadius: "inherit",
  transition: `width ${vars.motion.duration.default} ${vars.motion.easing.standard}`,
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

/** A band sliding along the track while the amount is unknown; slower under reduced motion. */
export const fillIndeterminate = style({
  width: "40%",
  animation: `${slide} 1.5s ${vars.motion.easing.standard} infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "4s" } },
});

export const fillTones = styleVariants(
  Object.fromEntries(
    progressBarTones.map((tone) => [tone, { backgroundColor: vars.color[tone].solid }]),
  ) as Record<ProgressBarTone, { backgroundColor: string }>,
);
