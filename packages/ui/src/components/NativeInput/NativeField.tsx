import { type CSSProperties, type ReactNode, useId } from "react";
import { cx } from "../../classNames";
import { Text } from "../Text/Text";
import { field, label as labelClass } from "./NativeInput.css";

const shows = (node: ReactNode) => node !== undefined && node !== null && node !== false;

/** What a plain control gets from its field: its id, and whether and by what it is described. */
export interface NativeControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * The frame of a plain control (NativeInput, NativeSelect, NativeTextArea): its label above, its
 * hint and what is wrong with it below, tied to the control for assistive technology.
 */
export function NativeField({
  label,
  description,
  error,
  id,
  describedBy,
  className,
  style,
  children,
}: {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  id?: string | undefined;
  describedBy?: string | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
  children: (control: NativeControlProps) => ReactNode;
}) {
  const madeUpId = useId();
  const controlId = id ?? madeUpId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = shows(error);
  const described = shows(description);
  return (
    <div className={cx(field, className)} style={style}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": invalid || undefined,
        "aria-describedby":
          cx(described ? hintId : undefined, invalid ? errorId : undefined, describedBy) || undefined,
      })}
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
