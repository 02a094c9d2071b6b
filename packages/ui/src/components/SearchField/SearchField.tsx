import { Search, X } from "lucide-react";
import {
  Button as AriaButton,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { fieldButton, fieldClassName, splitFieldChrome, TextInputFrame } from "../Field";
import type { TextInputProps } from "../TextField/TextField";
import { box, clearButton, icon, input } from "./SearchField.css";

export type SearchFieldProps = TextInputProps<AriaSearchFieldProps> & {
  /** Name of the clear button; react-aria names it in the current locale by default. */
  clearLabel?: string;
};

/**
 * A search input: Enter calls `onSubmit`, Escape or the clear button empties it (the clear
 * button shows only when there is something to clear and is skipped by Tab, as Escape does the same).
 */
export function SearchField(props: SearchFieldProps) {
  const [chrome, { placeholder, clearLabel, inputRef, className, ...rest }] = splitFieldChrome(props);
  return (
    <AriaSearchField {...rest} className={fieldClassName(className)}>
      {(state) => (
        <TextInputFrame
          {...chrome}
          state={state}
          className={box}
          inputClassName={input}
          inputRef={inputRef}
          placeholder={placeholder}
          start={
            <span className={icon} aria-hidden>
              <Search size={18} />
            </span>
          }
          end={
            state.isEmpty || state.isDisabled || state.isReadOnly ? null : (
              <AriaButton
                className={cx(fieldButton, clearButton)}
                {...(clearLabel ? { "aria-label": clearLabel } : {})}
              >
                <X size={16} aria-hidden />
              </AriaButton>
            )
          }
        />
      )}
    </AriaSearchField>
  );
}
