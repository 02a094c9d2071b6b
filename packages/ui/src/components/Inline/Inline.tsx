import { cx } from "../../classNames";
import type { Space } from "../../theme/tokens";
import { Box, type BoxProps } from "../Box/Box";
import { gap as gapClass } from "../Box/Box.css";
import { inline, inlineAlign, inlineCollapse, inlineJustify, inlineWrap } from "./Inline.css";
import type { InlineAlign, InlineBreakpoint, InlineJustify } from "./inlineVariants";

export type InlineProps = BoxProps & {
  /** Space between children, both across and between wrapped lines. */
  gap?: Space;
  align?: InlineAlign;
  justify?: InlineJustify;
  /** Let children flow onto more lines when they do not fit; on by default. */
  wrap?: boolean;
  /** Below this viewport width the children stack in a full-width column instead. */
  collapseBelow?: InlineBreakpoint;
};

/** Lays children out in a row that wraps, with even space between them. Takes every Box prop too. */
export function Inline({
  gap = "sm",
  align = "center",
  justify = "start",
  wrap = true,
  collapseBelow,
  className,
  ...rest
}: InlineProps) {
  const classes = cx(
    inline,
    gapClass[gap],
    inlineAlign[align],
    inlineJustify[justify],
    inlineWrap[wrap ? "true" : "false"],
    collapseBelow ? inlineCollapse[collapseBelow] : undefined,
    className,
  );
  return <Box {...rest} className={classes} />;
}
