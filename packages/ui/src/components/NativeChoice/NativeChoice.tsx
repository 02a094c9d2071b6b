import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { cx } from "../../classNames";
import { Text } from "../Text/Text";
import { choices, control, details, group, legend, mark, root } from "./NativeChoice.css";

const shows = (node: ReactNode) => node !== undefined && node !== null && node !== false;

export type NativeCheckboxProps = Omit<ComponentPropsWithRef<"input">, "type" | "children"> & {
  /** What ticking it means, as the visible label. */
  children: ReactNode;
  /** A hint under it (a link to what is accepted). */
  description?: ReactNode;
  /** What is wrong, shown under it; marks it invalid. */
  error?: ReactNode;
};

/**
 * A native checkbox with its label, in the brand's colour: drawn the same by the server and in the
 * browser, usable before any script runs. Keeps no state (pass `checked` and `onChange`, or
 * `defaultChecked`). For the signed-in areas prefer Checkbox.
 */
export function NativeCheckbox({
  children,
  description,
  error,
  id,
  className,
  style,
  "aria-describedby": describedBy,
  ...rest
}: NativeCheckboxProps) {
  const madeUpId = useId();
  const inputId = id ?? madeUpId;
  const invalid = shows(error);
  const described = shows(description);
  return (
    <div className={cx(root, className)} style={style}>
      <label className={control}>
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          className={mark}
          aria-invalid={invalid || undefined}
          aria-describedby={
            cx(
              described ? `${inputId}-hint` : undefined,
              invalid ? `${inputId}-error` : undefined,
              describedBy,
            ) || undefined
          }
        />
        <span>{children}</span>
      </label>
      {described || invalid ? (
        <div className={details}>
          {described ? (
            <Text as="p" size="sm" tone="muted" id={`${inputId}-hint`}>
              {description}
            </Text>
          ) : null}
          {invalid ? (
            <Text as="p" size="sm" tone="danger" id={`${inputId}-error`}>
              {error}
            </Text>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

interface ChoiceGroupCommon {
  /** The group's name, as the form sends it. */
  name: string;
  /** The question, as the group's legend. */
  label: ReactNode;
  /** The options, each its value and visible label. */
  options: readonly { value: string; label: ReactNode }[];
  description?: ReactNode;
  error?: ReactNode;
  /** An answer is required: said to assistive technology and the browser for radio buttons. */
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export type NativeChoiceGroupProps =
  | (ChoiceGroupCommon & {
      /** One of the options (radio buttons). */
      type: "radio";
      value: string;
      onChange: (value: string) => void;
    })
  | (ChoiceGroupCommon & {
      /** Any of the options (checkboxes). */
      type: "checkbox";
      value: readonly string[];
      onChange: (value: string[]) => void;
    });

/**
 * A question answered by choosing among options, in plain HTML: a fieldset with its legend and
 * native radio buttons (one) or checkboxes (any), arrow keys and Space as the browser gives them.
 * For the signed-in areas prefer RadioGroup and CheckboxGroup.
 */
export function NativeChoiceGroup(props: NativeChoiceGroupProps) {
  const { name, label, options, description, error, required, disabled, className } = props;
  const groupId = useId();
  const invalid = shows(error);
  const described = shows(description);
  const chosen = (value: string) =>
    props.type === "radio" ? props.value === value : props.value.includes(value);
  const toggle = (value: string, checked: boolean) => {
    if (props.type === "radio") props.onChange(value);
    else props.onChange(checked ? [...props.value, value] : props.value.filter((one) => one !== value));
  };
  return (
    // A radio group says it is one, and whether an answer is required; a checkbox group is a group.
    <fieldset
      className={cx(group, className)}
      {...(props.type === "radio" ? { role: "radiogroup", "aria-required": required || undefined } : {})}
      aria-invalid={invalid || undefined}
      aria-describedby={
        cx(described ? `${groupId}-hint` : undefined, invalid ? `${groupId}-error` : undefined) || undefined
      }
      disabled={disabled}
    >
      <legend className={legend}>{label}</legend>
      {described ? (
        <Text as="p" size="sm" tone="muted" id={`${groupId}-hint`}>
          {description}
        </Text>
      ) : null}
      <div className={choices}>
        {options.map((option) => (
          <label key={option.value} className={control}>
            <input
              type={props.type}
              name={name}
              value={option.value}
              className={mark}
              checked={chosen(option.value)}
              onChange={(change) => toggle(option.value, change.currentTarget.checked)}
              required={props.type === "radio" ? required : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {invalid ? (
        <Text as="p" size="sm" tone="danger" id={`${groupId}-error`}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
