import { createElement, type HTMLAttributes, type Ref } from "react";
import { cx } from "../../classNames";
import type { Radius, Space } from "../../theme/tokens";
import {
  background as backgroundClass,
  border as borderClass,
  box,
  marginBottom as marginBottomClass,
  margin as marginClass,
  marginEnd as marginEndClass,
  marginStart as marginStartClass,
  marginTop as marginTopClass,
  marginX as marginXClass,
  marginY as marginYClass,
  paddingBottom as paddingBottomClass,
  padding as paddingClass,
  paddingEnd as paddingEndClass,
  paddingStart as paddingStartClass,
  paddingTop as paddingTopClass,
  paddingX as paddingXClass,
  paddingY as paddingYClass,
  radius as radiusClass,
} from "./Box.css";
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

const spaceClasses: Record<keyof SpaceProps, Record<Space, string>> = {
  padding: paddingClass,
  paddingX: paddingXClass,
  paddingY: paddingYClass,
  paddingTop: paddingTopClass,
  paddingBottom: paddingBottomClass,
  paddingStart: paddingStartClass,
  paddingEnd: paddingEndClass,
  margin: marginClass,
  marginX: marginXClass,
  marginY: marginYClass,
  marginTop: marginTopClass,
  marginBottom: marginBottomClass,
  marginStart: marginStartClass,
  marginEnd: marginEndClass,
};

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
  const classes: string[] = [box];
  for (const name of Object.keys(spaceClasses) as (keyof SpaceProps)[]) {
    const step = props[name];
    // Specific sides win over shorthands because Box.css.ts defines their classes later.
    if (step) classes.push(spaceClasses[name][step]);
  }
  if (props.background) classes.push(backgroundClass[props.background]);
  if (props.radius) classes.push(radiusClass[props.radius]);
  if (props.border) classes.push(borderClass[props.border]);
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
  return createElement(as, { ...rest, className: cx(...classes, className) });
}
