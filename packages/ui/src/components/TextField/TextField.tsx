import type { ReactNode, Ref } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
  Group,
  Input,
} from "react-aria-components";
import { cx } from "../../classNames";
import {
  bareInput,
  type FieldChromeProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  field,
  inputBox,
} from "../Field";
import { box, fieldRoot, icon, input } from "./TextField.css";
import type { TextFieldSize } from "./textFieldSizes";

export type TextFieldProps = Omit<AriaTextFieldProps, "children"> &
  FieldChromeProps & {
    /** A hint shown inside the empty input; never a replacement for the label. */
    placeholder?: string;
    size?: TextFieldSize;
    /** An icon at the start of the box (decorative: the label names the field). */
    iconStart?: ReactNode;
    /** A control at the end of the box, such as a reveal or copy button; it needs its own name. */
    action?: ReactNode;
    ref?: Ref<HTMLDivElement>;
    inputRef?: Ref<HTMLInputElement>;
  };

/** A single-line text input with label, help text and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  size = "md",
  iconStart,
  action,
  inputRef,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      className={composeRenderProps(className, (custom) => cx(field, fieldRoot, custom))}
    >
      {({ isDisabled, isInvalid, isReadOnly, isRequired }) => (
        <>
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          {/* The box only draws the border around icon, input and action: no role of its own. */}
          <Group
            role="presentation"
            isDisabled={isDisabled}
            isInvalid={isInvalid}
            isReadOnly={isReadOnly}
            className={cx(inputBox, box({ size }))}
          >
            {iconStart ? (
              <span className={icon} aria-hidden>
                {iconStart}
              </span>
            ) : null}
            <Input ref={inputRef} placeholder={placeholder} className={cx(bareInput, input({ size }))} />
            {action}
          </Group>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </>
      )}
    </AriaTextField>
  );
}
