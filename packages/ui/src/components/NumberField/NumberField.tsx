import { Minus, Plus } from "lucide-react";
import type { Ref } from "react";
import {
  Button as AriaButton,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
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
  fieldButton,
  inputBox,
} from "../Field";
import { fieldRoot, group, input, stepButton } from "./NumberField.css";

export type NumberFieldProps = Omit<AriaNumberFieldProps, "children"> &
  FieldChromeProps & {
    placeholder?: string;
    ref?: Ref<HTMLDivElement>;
    inputRef?: Ref<HTMLInputElement>;
  };

/**
 * A number input formatted for the locale (`formatOptions`: currency, percent, units), with
 * step buttons. Arrow keys, Page Up/Down, Home and End step too; react-aria names the buttons.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  ...rest
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...rest}
      className={composeRenderProps(className, (custom) => cx(field, fieldRoot, custom))}
    >
      {({ isRequired, isReadOnly }) => (
        <>
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          <Group isReadOnly={isReadOnly} className={cx(inputBox, group)}>
            <Input ref={inputRef} placeholder={placeholder} className={cx(bareInput, input)} />
            <AriaButton slot="decrement" className={cx(fieldButton, stepButton)}>
              <Minus size={16} aria-hidden />
            </AriaButton>
            <AriaButton slot="increment" className={cx(fieldButton, stepButton)}>
              <Plus size={16} aria-hidden />
            </AriaButton>
          </Group>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </>
      )}
    </AriaNumberField>
  );
}
