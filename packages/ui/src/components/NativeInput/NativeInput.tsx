import type { ComponentPropsWithRef, ReactNode } from "react";
import { cx } from "../../classNames";
import { NativeField } from "./NativeField";
import { input, width as widthClass } from "./NativeInput.css";

export type NativeInputProps = Omit<ComponentPropsWithRef<"input">, "children"> & {
  /** The visible label, naming the input. */
  label: ReactNode;
  /** A hint under the input (what the value is for). */
  description?: ReactNode;
  /** What is wrong with the value, shown under it; marks the input invalid. */
  error?: ReactNode;
  /** `short` for an amount or a code (12 characters or so); by default the container's width. */
  width?: "full" | "short";
};

/**
 * A native text input with the design system's field look and a label: drawn the same by the
 * server and in the browser, usable before any script runs. Keeps no state (pass `value` and
 * `onChange`, or `defaultValue`). For the signed-in areas prefer TextField.
 */
export function NativeInput({
  label,
  description,
  error,
  width = "full",
  id,
  type = "text",
  className,
  style,
  "aria-describedby": describedBy,
  ...rest
}: NativeInputProps) {
  return (
    <NativeField {...{ label, description, error, id, describedBy, className, style }}>
      {(control) => <input {...rest} {...control} type={type} className={cx(input, widthClass[width])} />}
    </NativeField>
  );
}
