import { type StyleRule, style, styleVariants } from "@vanilla-extract/css";
import { radiusScale, type Space, spaceScale } from "../../theme/tokens";
import { vars } from "../../theme/vars.css";
import { type BoxBackground, type BoxBorder, boxBackgrounds } from "./boxVariants";

export const box = style({ boxSizing: "border-box", minWidth: 0 });

/** One static class per (property, space step): the scale never reaches inline styles. */
const spaceClasses = (rule: (value: string) => StyleRule) =>
  styleVariants(Object.fromEntries(spaceScale.map((step) => [step, step])) as Record<Space, Space>, (step) =>
    rule(vars.space[step]),
  );

export const padding = spaceClasses((v) => ({ padding: v }));
export const paddingX = spaceClasses((v) => ({ paddingInline: v }));
export const paddingY = spaceClasses((v) => ({ paddingBlock: v }));
export const paddingTop = spaceClasses((v) => ({ paddingBlockStart: v }));
export const paddingBottom = spaceClasses((v) => ({ paddingBlockEnd: v }));
export const paddingStart = spaceClasses((v) => ({ paddingInlineStart: v }));
export const paddingEnd = spaceClasses((v) => ({ paddingInlineEnd: v }));

export const margin = spaceClasses((v) => ({ margin: v }));
export const marginX = spaceClasses((v) => ({ marginInline: v }));
export const marginY = spaceClasses((v) => ({ marginBlock: v }));
export const marginTop = spaceClasses((v) => ({ marginBlockStart: v }));
export const marginBottom = spaceClasses((v) => ({ marginBlockEnd: v }));
export const marginStart = spaceClasses((v) => ({ marginInlineStart: v }));
export const marginEnd = spaceClasses((v) => ({ marginInlineEnd: v }));

/** Shared with Stack and Inline. */
export const gap = spaceClasses((v) => ({ gap: v }));

const backgroundFill: Record<BoxBackground, string> = {
  base: vars.color.surface.base,
  raised: vars.color.surface.raised,
  sunken: vars.color.surface.sunken,
  overlay: vars.color.surface.overlay,
  neutralSubtle: vars.color.neutral.subtle,
  primarySubtle: vars.color.primary.subtle,
  secondarySubtle: vars.color.secondary.subtle,
};

// Each fill also resets the text colour to the one guaranteed to read on it.
export const background = styleVariants(
  Object.fromEntries(boxBackgrounds.map((name) => [name, name])) as Record<BoxBackground, BoxBackground>,
  (name) => ({ backgroundColor: backgroundFill[name], color: vars.color.text.default }),
);

export const radius = styleVariants(
  Object.fromEntries(radiusScale.map((step) => [step, step])) as Record<
    (typeof radiusScale)[number],
    (typeof radiusScale)[number]
  >,
  (step) => ({ borderRadius: vars.radius[step] }),
);

export const border = styleVariants({
  none: { border: "none" },
  default: { border: `1px solid ${vars.color.border.default}` },
  strong: { border: `1px solid ${vars.color.border.strong}` },
} satisfies Record<BoxBorder, StyleRule>);
