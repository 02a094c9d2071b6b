import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { cx } from "../../classNames";
import { field, label as labelClass } from "../NativeInput/NativeInput.css";
import { Text } from "../Text/Text";
import { textArea } from "./NativeTextArea.css";

export type NativeTextAreaProps = Omit<ComponentPropsWithRef<"textarea">, "children"> & {
  /** The visible label, naming the text. */
  label: ReactNode;
  /** A hint under the label's field. */
  description?: ReactNode;
  /** What is wrong with the text, shown under it; marks it invalid. */
  error?: ReactNode;
};

/**
 * A native multi-line text field with the design system's field look and a label: drawn the same
 * by the server and in the browser. Keeps no state. For the signed-in areas prefer TextArea.
 */
export function NativeTextArea({
  label,
  description,
  error,
  id,
  rows = 3,
  className,
  style,
  "aria-describedby": describedBy,
  ...rest
}: NativeTextAreaProps) {
  const madeUpId = useId();
  const areaId = id ?? madeUpId;
  const invalid = error !== undefined && error !== null && error !== false;
  const described = description !== undefined && description !== null && description !== false;
  return (
    <div className={cx(field, className)} style={style}>
      <label htmlFor={areaId} className={labelClass}>
        {label}
      </label>
      <textarea
        {...rest}
        id={areaId}
        rows={rows}
        className={textArea}
        aria-invalid={invalid || undefined}
        aria-describedby={
          cx(
            described ? `${areaId}-hint` : undefined,
            invalid ? `${areaId}-error` : undefined,
            describedBy,
          ) || undefined
        }
      />
      {described ? (
        <Text as="p" size="sm" tone="muted" id={`${areaId}-hint`}>
          {description}
        </Text>
      ) : null}
      {invalid ? (
        <Text as="p" size="sm" tone="danger" id={`${areaId}-error`}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
