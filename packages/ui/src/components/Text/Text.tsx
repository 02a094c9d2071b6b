import type { Ref } from "react";
import { Text as AriaText, type TextProps as AriaTextProps } from "react-aria-components";
import { cx } from "../../classNames";
import { text, textSize, textTone, textWeight, truncated } from "./Text.css";
import type { TextElement, TextSize, TextTone, TextWeight } from "./textVariants";

export type TextProps = Omit<AriaTextProps, "elementType"> & {
  /** The element to render; `span` by default. */
  as?: TextElement;
  /** Inherits the surrounding size when omitted. */
  size?: TextSize;
  /** Inherits the surrounding colour when omitted (so Text works inside buttons and badges). */
  tone?: TextTone;
  weight?: TextWeight;
  /** Keep to one line and end with an ellipsis; the full text stays in the DOM for assistive technology. */
  truncate?: boolean;
  ref?: Ref<HTMLElement>;
};

/** Running text in the theme's sizes, weights and readable tones. Fills react-aria's text slots. */
export function Text({ as = "span", size, tone, weight, truncate = false, className, ...rest }: TextProps) {
  const classes = cx(
    text,
    size ? textSize[size] : undefined,
    tone ? textTone[tone] : undefined,
    weight ? textWeight[weight] : undefined,
    truncate ? truncated : undefined,
    className,
  );
  return <AriaText {...rest} elementType={as} className={classes} />;
}
