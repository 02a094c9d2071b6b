import { createElement, type HTMLAttributes, type Ref } from "react";
import { cx } from "../../classNames";
import type { Radius, Space } from "../../theme/tokens";
import {
  background as backgroundClass,
  border as borderClass,
  box,
  breakWords as breakWordsClass,
  clip as clipClass,
  grow as growClass,
  listReset,
  margin,
  marginBottom,
  marginEnd,
  marginStart,
  marginTop,
  marginX,
  marginY,
  maxWidth as maxWidthClass,
  minHeight as minHeightClass,
  minWidth as minWidthClass,
  padding,
  paddingBottom,
  paddingEnd,
  paddingStart,
  paddingTop,
  paddingX,
  paddingY,
  radius as radiusClass,
  width as widthClass,
} from "./Box.css";
import type { BoxBackground, BoxBorder, BoxElement, BoxGrow, BoxMinHeight, BoxWidth } from "./boxVariants";

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
  /** `auto` centres the box in its container's width. */
  marginX?: Space | "auto";
  marginY?: Space;
  marginTop?: Space;
  marginBottom?: Space;
  /** `auto` pushes the box to the end of a row. */
  marginStart?: Space | "auto";
  /** `auto` pushes the box to the start of a row. */
  marginEnd?: Space | "auto";
};

// Specific sides win over shorthands because Box.css.ts defines their classes later.
const spaceClasses: Record<keyof SpaceProps, Partial<Record<Space | "auto", string>>> = {
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
};
// A literal list rather than Object.keys, so that bundlers can drop Box from pages that never use it.
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

type LayoutProps = {
  /** `full` fills the container's width; the other steps are fixed widths. */
  width?: BoxWidth | "full";
  /** Keeps at least this wide (never wider than the container), e.g. tiles that wrap when squeezed. */
  minWidth?: BoxWidth;
  /** Never wider than this, e.g. a column of text or a form. */
  maxWidth?: BoxWidth;
  /** Takes a share of the row's (or column's) spare room: `true` or 1 an equal share, 2 twice that. */
  grow?: boolean | BoxGrow;
  minHeight?: BoxMinHeight;
  /** Cuts content at the box's edge and rounded corners. */
  clip?: boolean;
  /** Lets long unbroken words and addresses wrap inside the box. */
  breakWords?: boolean;
};

export type BoxProps = HTMLAttributes<HTMLElement> &
  SpaceProps &
  LayoutProps & {
    /** The element to render; `div` by default. A `ul` or `ol` drops its bullets and indent. */
    as?: BoxElement;
    background?: BoxBackground;
    radius?: Radius;
    border?: BoxBorder;
    ref?: Ref<HTMLElement>;
  };

/**
 * The base layout primitive: an element with padding, margin, size, a surface, a radius and a
 * border, all taken from the theme's scales; never an inline style.
 */
export function Box(props: BoxProps) {
  const {
    as = "div",
    background,
    radius,
    border,
    width,
    minWidth,
    maxWidth,
    grow,
    minHeight,
    clip,
    breakWords,
    className,
    ...rest
  } = props;
  const elementProps: Record<string, unknown> = { ...rest };
  const spaceClassNames = spaceProps.map((name) => {
    delete elementProps[name];
    const step = props[name];
    return step && spaceClasses[name][step];
  });
  const growFactor = grow === true ? 1 : grow || undefined;
  const classes = cx(
    box,
    (as === "ul" || as === "ol") && listReset,
    ...spaceClassNames,
    background && backgroundClass[background],
    radius && radiusClass[radius],
    border && borderClass[border],
    width && widthClass[width],
    minWidth && minWidthClass[minWidth],
    maxWidth && maxWidthClass[maxWidth],
    growFactor && growClass[growFactor],
    minHeight && minHeightClass[minHeight],
    clip && clipClass,
    breakWords && breakWordsClass,
    className,
  );
  return createElement(as, { ...elementProps, className: classes });
}
