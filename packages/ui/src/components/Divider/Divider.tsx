import type { CSSProperties, ReactNode, Ref } from "react";
import { Separator, type SeparatorProps } from "react-aria-components";
import { cx } from "../../classNames";
import type { Space } from "../../theme/tokens";
import {
  divider,
  horizontalSpacing,
  label as labelClass,
  labelled,
  labelledLine,
  verticalSpacing,
} from "./Divider.css";
import type { DividerOrientation } from "./dividerVariants";

export type DividerProps = Omit<SeparatorProps, "elementType" | "orientation" | "className" | "style"> & {
  orientation?: DividerOrientation;
  /** Short text in the middle of the line ("or", a date). */
  label?: ReactNode;
  /** Space on both sides of the line. */
  spacing?: Space;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLElement>;
};

/**
 * A line between groups of content (react-aria's Separator, so it is announced as one). With a
 * label, the line runs on both sides of it and the label is read as ordinary text.
 */
export function Divider({
  orientation = "horizontal",
  label,
  spacing = "none",
  className,
  style,
  ref,
  ...rest
}: DividerProps) {
  const spacingClass = orientation === "vertical" ? verticalSpacing[spacing] : horizontalSpacing[spacing];
  if (label == null || label === false) {
    return (
      <Separator
        {...rest}
        ref={ref}
        orientation={orientation}
        style={style}
        className={cx(divider[orientation], spacingClass, className)}
      />
    );
  }
  return (
    <div
      ref={ref as Ref<HTMLDivElement>}
      style={style}
      className={cx(labelled[orientation], spacingClass, className)}
    >
      <Separator {...rest} orientation={orientation} className={labelledLine[orientation]} />
      <span className={labelClass}>{label}</span>
      <span aria-hidden className={labelledLine[orientation]} />
    </div>
  );
}
