import type { ReactNode, Ref } from "react";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { Spinner } from "../Spinner";
import { button, content, icon, pendingOverlay, positioned } from "./Button.css";
import type { ButtonSize, ButtonTone, ButtonVariant } from "./buttonVariants";

export type ButtonProps = AriaButtonProps & {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** An icon before the label (decorative: the label names the button). */
  iconStart?: ReactNode;
  /** An icon after the label. */
  iconEnd?: ReactNode;
};

/**
 * The main action element. While `isPending` the label stays (so the width holds) but is hidden,
 * a spinner shows, and presses are ignored; react-aria announces the pending state.
 */
export function Button({
  variant = "solid",
  tone = "primary",
  size = "md",
  fullWidth = false,
  iconStart,
  iconEnd,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      className={composeRenderProps(className, (custom) =>
        cx(button({ variant, tone, size, fullWidth }), positioned, custom),
      )}
    >
      {composeRenderProps(children, (label, { isPending }) => (
        <>
          <span className={content}>
            {iconStart ? (
              <span className={icon} aria-hidden>
                {iconStart}
              </span>
            ) : null}
            {label}
            {iconEnd ? (
              <span className={icon} aria-hidden>
                {iconEnd}
              </span>
            ) : null}
          </span>
          {isPending ? (
            <span className={pendingOverlay}>
              <Spinner size={size === "lg" ? "md" : "sm"} label={null} />
            </span>
          ) : null}
        </>
      ))}
    </AriaButton>
  );
}
