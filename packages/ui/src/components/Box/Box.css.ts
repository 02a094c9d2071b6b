import { type StyleRule, style, styleVariants } from "@vanilla-extract/css";
import { radiusScale, type Space, spaceScale } from "../../theme/tokens";
import { vars } from "../../theme/vars.css";
import {
  type BoxBackground,
  type BoxBorder,
  type BoxGrow,
  type BoxMinHeight,
  type BoxWidth,
  boxBackgrounds,
  boxWidthValues,
} from "./boxVariants";

export const box = style({ boxSizing: "border-box", minWidth: 0 });

/** A list laid out by a Box is a layout, not a bulleted text list; space props still apply after this. */
export const listReset = style({ listStyle: "none", margin: 0, padding: 0 });

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

/** Like spaceClasses, plus `auto`: the margin takes the spare room (centring, pushing to the end). */
const inlineMarginClasses = (rule: (value: string) => StyleRule) =>
  ({ ...spaceClasses(rule), auto: style(rule("auto")) }) as Record<Space | "auto", string>;

export const margin = spaceClasses((v) => ({ margin: v }));
export const marginX = inlineMarginClasses((v) => ({ marginInline: v }));
export const marginY = spaceClasses((v) => ({ marginBlock: v }));
export const marginTop = spaceClasses((v) => ({ marginBlockStart: v }));
export const marginBottom = spaceClasses((v) => ({ marginBlockEnd: v }));
export const marginStart = inlineMarginClasses((v) => ({ marginInlineStart: v }));
export const marginEnd = inlineMarginClasses((v) => ({ marginInlineEnd: v }));

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

const widthClasses = (rule: (value: string) => StyleRule) =>
  styleVariants(boxWidthValues, (value) => rule(value)) as Record<BoxWidth, string>;

export const width = { ...widthClasses((v) => ({ width: v })), full: style({ width: "100%" }) };
/** Never more than the container, so a narrow screen squeezes the box instead of overflowing. */
export const minWidth = widthClasses((v) => ({ minWidth: `min(${v}, 100%)` }));
export const maxWidth = widthClasses((v) => ({ maxWidth: v }));

/** A share of the spare room, from nothing: boxes with the same factor end up the same size. */
export const grow = styleVariants({ 1: { flex: "1 1 0%" }, 2: { flex: "2 1 0%" } } satisfies Record<
  BoxGrow,
  StyleRule
>);

export const minHeight = styleVariants({
  screen: { minHeight: "100vh" },
  tall: { minHeight: "60vh" },
} satisfies Record<BoxMinHeight, StyleRule>);

/** Content is cut at the box's edge, rounded corners included (a cover photo in a rounded box). */
export const clip = style({ overflow: "hidden" });

/** Long unbroken words and addresses wrap instead of running out of the box. */
export const breakWords = style({ overflowWrap: "anywhere" });
