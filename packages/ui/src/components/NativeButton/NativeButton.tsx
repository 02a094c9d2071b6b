import type { ComponentPropsWithRef } from "react";
import { cx } from "../../classNames";
import {
  button,
  fullWidth as fullWidthClass,
  size as sizeClass,
  variant as variantClass,
} from "./NativeButton.css";

export type NativeButtonProps = ComponentPropsWithRef<"button"> & {
  size?: "md" | "lg";
  /** `solid`: the main action; `outline`: a secondary one beside it. */
  variant?: "solid" | "outline";
  /** As wide as its container (a page's main action on a phone). */
  fullWidth?: boolean;
};

/**
 * A native `<button>` with the primary Button's look (solid or outline), disabled state included: drawn the
 * same by the server and in the browser, a form's submit button before any script runs. For the
 * signed-in areas prefer Button.
 */
export function NativeButton({
  size = "md",
  variant = "solid",
  fullWidth = false,
  type = "button",
  className,
  ...rest
}: NativeButtonProps) {
  return (
    <button
      type={type}
      {...rest}
      className={cx(button, sizeClass[size], variantClass[variant], fullWidth && fullWidthClass, className)}
    />
  );
}
