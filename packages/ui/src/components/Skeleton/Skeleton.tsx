import { assignInlineVars } from "@vanilla-extract/dynamic";
import type { ComponentPropsWithRef } from "react";
import { cx } from "../../classNames";
import { type Space, spaceScale } from "../../theme/tokens";
import { vars } from "../../theme/vars.css";
import { skeleton, skeletonHeight, skeletonShapeStyles, skeletonText, skeletonWidth } from "./Skeleton.css";
import type { SkeletonShape } from "./skeletonShapes";

/** A step of the space scale ("md"), a number of pixels, or any CSS length ("60%", "12rem"). */
export type SkeletonLength = Space | number | (string & {});

const isSpace = (value: string): value is Space => (spaceScale as readonly string[]).includes(value);

/** Turns a design length into a CSS length. */
export function skeletonLength(value: SkeletonLength): string {
  if (typeof value === "number") return `${value}px`;
  return isSpace(value) ? vars.space[value] : value;
}

export type SkeletonProps = Omit<ComponentPropsWithRef<"div">, "children"> & {
  shape?: SkeletonShape;
  width?: SkeletonLength;
  /** Defaults to the shape's height; a circle without a height is as tall as it is wide. */
  height?: SkeletonLength;
};

/**
 * A placeholder block shown while content loads. Always hidden from assistive technology: the
 * region that loads should say so itself (aria-busy, or a "Loading" text).
 */
export function Skeleton({ shape = "text", width, height, className, style, ...rest }: SkeletonProps) {
  const resolvedHeight = height ?? (shape === "circle" ? width : undefined);
  const sizeVars = assignInlineVars({
    ...(width !== undefined ? { [skeletonWidth]: skeletonLength(width) } : {}),
    ...(resolvedHeight !== undefined ? { [skeletonHeight]: skeletonLength(resolvedHeight) } : {}),
  });
  return (
    <div
      {...rest}
      aria-hidden
      data-shape={shape}
      className={cx(skeleton, skeletonShapeStyles[shape], className)}
      style={{ ...sizeVars, ...style }}
    />
  );
}

export type SkeletonTextProps = Omit<ComponentPropsWithRef<"div">, "children"> & {
  /** How many lines of text to stand in for. */
  lines?: number;
  /** Width of the last line, so the block reads as a paragraph. */
  lastLineWidth?: SkeletonLength;
};

/** A paragraph-shaped stack of text skeletons. */
export function SkeletonText({ lines = 3, lastLineWidth = "60%", className, ...rest }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <div {...rest} aria-hidden className={cx(skeletonText, className)}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: identical lines that never reorder
          key={index}
          shape="text"
          width={index === count - 1 && count > 1 ? lastLineWidth : "100%"}
        />
      ))}
    </div>
  );
}
