import { Minus, Plus } from "lucide-react";
import {
  Button as AriaButton,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { FieldFrame, fieldButton, fieldClassName, InputBox, splitFieldChrome } from "../Field";
import type { TextInputProps } from "../TextField/TextField";
import { group, input, stepButton } from "./NumberField.css";

export type NumberFieldProps = TextInputProps<AriaNumberFieldProps>;

/**
 * A number input formatted for the locale (`formatOptions`: currency, percent, units), with
 * step buttons. Arrow keys, Page Up/Down, Home and End step too; react-aria names the buttons.
 */
export function NumberField(props: NumberFieldProps) {
  const [chrome, { placeholder, inputRef, className, ...rest }] = splitFieldChrome(props);
  return (
    <AriaNumberField {...rest} className={fieldClassName(className)}>
      {({ isRequired, isReadOnly }) => (
        <FieldFrame {...chrome} isRequired={isRequired}>
          <InputBox
            isReadOnly={isReadOnly}
            className={group}
            inputClassName={input}
            inputRef={inputRef}
            placeholder={placeholder}
            end={
              <>
                <AriaButton slot="decrement" className={cx(fieldButton, stepButton)}>
                  <Minus size={16} aria-hidden />
                </AriaButton>
                <AriaButton slot="increment" className={cx(fieldButton, stepButton)}>
                  <Plus size={16} aria-hidden />
                </AriaButton>
              </>
            }
          />
        </FieldFrame>
      )}
    </AriaNumberField>
  );
}
