import type { Ref } from "react";
import { Heading as AriaHeading, type HeadingProps as AriaHeadingProps } from "react-aria-components";
import { cx } from "../../classNames";
import { heading, headingSize } from "./Heading.css";
import { type HeadingLevel, type HeadingSize, headingSizeForLevel } from "./headingVariants";

export type HeadingProps = Omit<AriaHeadingProps, "level"> & {
  /** The level in the document outline: 1 renders an h1 … 6 an h6. */
  level?: HeadingLevel;
  /** How big it looks, independent of the level; follows the level by default. */
  size?: HeadingSize;
  ref?: Ref<HTMLHeadingElement>;
};

/**
 * A section heading. Level (structure) and size (looks) are separate so the outline stays right
 * whatever the design. Fills react-aria's heading slot inside dialogs and other components.
 */
export function Heading({ level = 2, size, className, ...rest }: HeadingProps) {
  return (
    <AriaHeading
      {...rest}
      level={level}
      className={cx(heading, headingSize[size ?? headingSizeForLevel[level]], className)}
    />
  );
}
