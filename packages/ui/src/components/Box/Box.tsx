import { createElement, type HTMLAttributes, type Ref } from "react";
import type { Radius, Space } from "../../theme/tokens";
import * as styles from "./Box.css";
import type { BoxBackground, BoxBorder, BoxElement } from "./boxVariants";

type SpaceProps = {
  padding?: Space;
  /** Left and right (start and end in right-to-left languages). */
  paddingX?: Space;
  /** Top and bottom. */
  paddingY?: Space;
  paddingTop?: Space;
  paddingBottom?: Space;
  paddingStart?: Space;
  paddingEnd?: Space;
  margin?: Space;
  marginX?: Space;
  marginY?: Space;
  marginTop?: Space;
  marginBottom?: Space;
  marginStart?: Space;
  marginEnd?: Space;
};

const spaceProps = [
  "padding",
  "paddingX",
  "paddingY",
  "paddingTop",
  "paddingBottom",
  "paddingStart",
  "paddingEnd",
  "margin",
  "marginX",
  "marginY",
  "marginTop",
  "marginBottom",
  "marginStart",
  "marginEnd",
] as const satisfies readonly (keyof SpaceProps)[];

export type BoxProps = HTMLAttributes<HTMLElement> &
  SpaceProps & {
    /** The element to render; `div` by default. */
    as?: BoxElement;
    background?: BoxBackground;
    radius?: Radius;
    border?: BoxBorder;
    ref?: Ref<HTMLElement>;
  };

function boxClassNames(props: SpaceProps & Pick<BoxProps, "background" | "radius" | "border">) {
  const classes: string[] = [styles.box];
  for (const name of spaceProps) {
    const step = props[name];
    // Specific sides win over shorthands because Box.css.ts defines their classes later.
    if (step) classes.push(styles[name][step]);
  }
  if (props.background) classes.push(styles.background[props.background]);
  if (props.radius) classes.push(styles.radius[props.radius]);
  if (props.border) classes.push(styles.border[props.border]);
  return classes;
}

/**
 * The base layout primitive: an element with padding, margin, a surface, a radius and a border,
 * all taken from the theme's scales.
 */
export function Box({
  as = "div",
  padding,
  paddingX,
  paddingY,
  paddingTop,
  paddingBottom,
  paddingStart,
  paddingEnd,
  margin,
  marginX,
  marginY,
  marginTop,
  marginBottom,
  marginStart,
  marginEnd,
  background,
  radius,
  border,
  className,
  ...rest
}: BoxProps) {
  const classes = boxClassNames({
    padding,
    paddingX,
    paddingY,
    paddingTop,
    paddingBottom,
    paddingStart,
    paddingEnd,
    margin,
    marginX,
    marginY,
    marginTop,
    marginBottom,
    marginStart,
    marginEnd,
    background,
    radius,
    border,
  });
  if (className) classes.push(className);
  return createElement(as, { ...rest, className: classes.join(" ") });
}
