import type { ReactNode, Ref } from "react";
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components";
import { type FieldProps, fieldClassName, splitFieldChrome, TextInputFrame } from "../Field";
import { box, icon, input } from "./TextField.css";
import type { TextFieldSize } from "./textFieldSizes";

/** A one-line text input field: react-aria's props for it, the frame, a placeholder, the input's ref. */
export type TextInputProps<AriaProps> = FieldProps<AriaProps> & {
  /** A hint shown inside the empty input; never a replacement for the label. */
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
};

export type TextFieldProps = TextInputProps<AriaTextFieldProps> & {
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
      {(state) => (
        <TextInputFrame
          {...chrome}
          state={state}
          className={box({ size })}
          inputClassName={input({ size })}
          inputRef={inputRef}
          placeholder={placeholder}
          start={
            iconStart ? (
              <span className={icon} aria-hidden>
                {iconStart}
              </span>
            ) : null
          }
          end={action}
        />
      )}
    </AriaTextField>
  );
}
