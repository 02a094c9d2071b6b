import { Search, X } from "lucide-react";
import type { Ref } from "react";
import {
  Button as AriaButton,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
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
import { box, clearButton, fieldRoot, icon, input } from "./SearchField.css";

export type SearchFieldProps = Omit<AriaSearchFieldProps, "children"> &
  FieldChromeProps & {
    placeholder?: string;
    /** Name of the clear button; react-aria names it in the current locale by default. */
    clearLabel?: string;
    ref?: Ref<HTMLDivElement>;
    inputRef?: Ref<HTMLInputElement>;
  };

/**
 * A search input: Enter calls `onSubmit`, Escape or the clear button empties it (the clear
 * button shows only when there is something to clear and is skipped by Tab, as Escape does the same).
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  clearLabel,
  inputRef,
  className,
  ...rest
}: SearchFieldProps) {
  return (
    <AriaSearchField
      {...rest}
      className={composeRenderProps(className, (custom) => cx(field, fieldRoot, custom))}
    >
      {({ isEmpty, isDisabled, isInvalid, isReadOnly, isRequired }) => (
        <>
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          {/* The box only draws the border around icon, input and button: no role of its own. */}
          <Group
            role="presentation"
            isDisabled={isDisabled}
            isInvalid={isInvalid}
            isReadOnly={isReadOnly}
            className={cx(inputBox, box)}
          >
            <span className={icon} aria-hidden>
              <Search size={18} />
            </span>
            <Input ref={inputRef} placeholder={placeholder} className={cx(bareInput, input)} />
            {isEmpty || isDisabled || isReadOnly ? null : (
              <AriaButton
                className={cx(fieldButton, clearButton)}
                {...(clearLabel ? { "aria-label": clearLabel } : {})}
              >
                <X size={16} aria-hidden />
              </AriaButton>
            )}
          </Group>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </>
      )}
    </AriaSearchField>
  );
}
