import type { ComponentPropsWithRef } from "react";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import { spinner, spinnerSizes, spinnerTones } from "./Spinner.css";

export const spinnerSizeNames = ["sm", "md", "lg"] as const;
export const spinnerToneNames = ["current", "brand", "muted"] as const;

export type SpinnerProps = Omit<ComponentPropsWithRef<"span">, "children"> & {
  size?: (typeof spinnerSizeNames)[number];
  tone?: (typeof spinnerToneNames)[number];
  /** Accessible label; defaults to "Loading" in the current locale. Pass `null` when decorative. */
  label?: string | null;
};

/** An indeterminate activity indicator. */
export function Spinner({ size = "md", tone = "current", label, className, ...rest }: SpinnerProps) {
  const strings = useUiStrings();
  const name = label === null ? undefined : (label ?? strings.loading);
  const classes = cx(spinner, spinnerSizes[size], spinnerTones[tone], className);
  // An indeterminate progress bar (no aria-valuenow) is how assistive technology reads a spinner.
  if (!name) return <span {...rest} aria-hidden className={classes} />;
  return <span {...rest} role="progressbar" aria-label={name} className={classes} />;
}
