import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { cx } from "../../classNames";
import { Text } from "../Text/Text";
import { field, input, label as labelClass, width as widthClass } from "./NativeInput.css";

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
  const madeUpId = useId();
  const inputId = id ?? madeUpId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const invalid = error !== undefined && error !== null && error !== false;
  const described = description !== undefined && description !== null && description !== false;
  return (
    <div className={cx(field, className)} style={style}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        type={type}
        className={cx(input, widthClass[width])}
        aria-invalid={invalid || undefined}
        aria-describedby={
          cx(described ? hintId : undefined, invalid ? errorId : undefined, describedBy) || undefined
        }
      />
      {described ? (
        <Text as="p" size="sm" tone="muted" id={hintId}>
          {description}
        </Text>
      ) : null}
      {invalid ? (
        <Text as="p" size="sm" tone="danger" id={errorId}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
