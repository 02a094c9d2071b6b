import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { cx } from "../../classNames";
import { field, label as labelClass } from "../NativeInput/NativeInput.css";
import { Text } from "../Text/Text";
import { select, width as widthClass } from "./NativeSelect.css";

export type NativeSelectProps = Omit<ComponentPropsWithRef<"select">, "multiple"> & {
  /** The visible label, naming the list. */
  label: ReactNode;
  /** A hint under the label's field (what to choose). */
  description?: ReactNode;
  /** What is wrong with the choice, shown under it; marks the list invalid. */
  error?: ReactNode;
  /** `short` for a few short options; by default the container's width. */
  width?: "full" | "short";
};

/**
 * A native drop-down list with the design system's field look and a label: drawn the same by the
 * server and in the browser, usable before any script runs, and the phone's own picker on a
 * phone. Pass the `<option>`s as children (a first empty one for "nothing chosen yet"). For the
 * signed-in areas prefer Select.
 */
export function NativeSelect({
  label,
  description,
  error,
  width = "full",
  id,
  className,
  style,
  children,
  "aria-describedby": describedBy,
  ...rest
}: NativeSelectProps) {
  const madeUpId = useId();
  const selectId = id ?? madeUpId;
  const descriptionId = `${selectId}-description`;
  const errorId = `${selectId}-error`;
  const invalid = error !== undefined && error !== null && error !== false;
  const described = description !== undefined && description !== null && description !== false;
  return (
    <div className={cx(field, className)} style={style}>
      <label htmlFor={selectId} className={labelClass}>
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        className={cx(select, widthClass[width])}
        aria-invalid={invalid || undefined}
        aria-describedby={
          cx(described ? descriptionId : undefined, invalid ? errorId : undefined, describedBy) || undefined
        }
      >
        {children}
      </select>
      {described ? (
        <Text as="p" size="sm" tone="muted" id={descriptionId}>
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
