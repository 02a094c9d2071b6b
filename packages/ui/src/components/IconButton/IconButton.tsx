import type { ReactNode, Ref } from "react";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { glyph, iconButton } from "./IconButton.css";
import type { IconButtonSize, IconButtonTone, IconButtonVariant } from "./iconButtonVariants";

export type IconButtonProps = Omit<AriaButtonProps, "children" | "aria-label"> & {
  /** The button's name. An icon alone says nothing to assistive technology, so it is required. */
  "aria-label": string;
  /** The icon (decorative: the label names the button). Size it with `iconPixels[size]` or 16/20/24. */
  children: ReactNode;
  variant?: IconButtonVariant;
  tone?: IconButtonTone;
  size?: IconButtonSize;
  /** Also show the label as the browser's native tooltip on hover. */
  showTitle?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** A square button holding only an icon. */
export function IconButton({
  variant = "ghost",
  tone = "neutral",
  size = "md",
  showTitle = false,
  className,
  children,
  ...rest
}: IconButtonProps) {
  return (
    <AriaButton
      {...rest}
      // react-aria does not pass `title` through, so the native tooltip goes on the rendered element.
      render={showTitle ? (props) => <button {...props} title={rest["aria-label"]} /> : rest.render}
      className={composeRenderProps(className, (custom) => cx(iconButton({ variant, tone, size }), custom))}
    >
      <span className={glyph} aria-hidden>
        {children}
      </span>
    </AriaButton>
  );
}
