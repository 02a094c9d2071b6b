import { cx } from "../../classNames";
import type { Space } from "../../theme/tokens";
import { Box, type BoxProps } from "../Box/Box";
import { gap as gapClass } from "../Box/Box.css";
import { stack, stackAlign, stackJustify } from "./Stack.css";
import type { StackAlign, StackJustify } from "./stackVariants";

export type StackProps = BoxProps & {
  /** Space between children, from the space scale. */
  gap?: Space;
  /** How children line up across the column; `stretch` makes them full width. */
  align?: StackAlign;
  /** How children spread down the column when it is taller than they are; `start` by default. */
  justify?: StackJustify;
};

/** Lays children out in a column with even space between them. Takes every Box prop too. */
export function Stack({ gap = "md", align = "stretch", justify, className, ...rest }: StackProps) {
  const classes = cx(stack, gapClass[gap], stackAlign[align], justify && stackJustify[justify], className);
  return <Box {...rest} className={classes} />;
}
