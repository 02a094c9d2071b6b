import type { ReactNode, Ref } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
  Input,
} from "react-aria-components";
import { cx } from "../../classNames";
import {
  bareInput,
  type FieldChromeProps,
  FieldFrame,
  fieldClassName,
  inputBox,
  splitFieldChrome,
} from "../Field";
import { box, icon, input } from "./TextField.css";
import type { TextFieldSize } from "./textFieldSizes";

/** What every single-line text input adds to the field frame: a placeholder and the input's ref. */
export type TextInputProps = FieldChromeProps & {
  /** A hint shown inside the empty input; never a replacement for the label. */
  placeholder?: string;
  ref?: Ref<HTMLDivElement>;
  inputRef?: Ref<HTMLInputElement>;
};

export type TextFieldProps = Omit<AriaTextFieldProps, "children"> &
  TextInputProps & {
    size?: TextFieldSize;
    /** An icon at the start of the box (decorative: the label names the field). */
    iconStart?: ReactNode;
    /** A control at the end of the box, such as a reveal or copy button; it needs its own name. */
    action?: ReactNode;
  };

/** A single-line text input with label, help text and error message. */
export function TextField(props: TextFieldProps) {
  const [chrome, { placeholder, size = "md", iconStart, action, inputRef, className, ...rest }] =
    splitFieldChrome(props);
  return (
    <AriaTextField {...rest} className={fieldClassName(className)}>
      {({ isDisabled, isInvalid, isReadOnly, isRequired }) => (
        <FieldFrame {...chrome} isRequired={isRequired}>
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
        </FieldFrame>
      )}
    </AriaTextField>
  );
}
