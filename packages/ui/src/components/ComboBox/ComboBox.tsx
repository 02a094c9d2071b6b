import { ChevronDown } from "lucide-react";
import type { ReactNode, Ref } from "react";
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
} from "react-aria-components";
import { useUiStrings } from "../../i18n/strings";
import {
  type FieldChromeProps,
  FieldFrame,
  fieldButton,
  fieldClassName,
  InputBox,
  splitFieldChrome,
} from "../Field";
import { Popover, type PopoverPlacement } from "../Popover";
import { listPopover } from "../Select/Select.css";
import { OptionList, SelectItem, type SelectItemProps, type SelectOption } from "../Select/SelectItem";
import { chevron, inputGroup } from "./ComboBox.css";

export type ComboBoxProps = Omit<
  AriaComboBoxProps<SelectOption, "single">,
  "children" | "items" | "defaultItems" | "selectionMode"
> &
  FieldChromeProps & {
    ref?: Ref<HTMLDivElement>;
    /**
     * Every option as data; the list shows those matching the typed text. To filter elsewhere (e.g. on
     * the server), pass the already filtered options and `defaultFilter={() => true}`.
     */
    items?: Iterable<SelectOption>;
    /** `ComboBoxItem` children, instead of `items`. */
    children?: ReactNode;
    /** Hint shown in the empty input. */
    placeholder?: string;
    /** Shown in the list when nothing matches; defaults to the localized "Nothing to show". */
    noResults?: string;
    placement?: PopoverPlacement;
  };

/**
 * A text input that filters a list of options as the user types. `allowsCustomValue` keeps text
 * that matches no option; otherwise the input reverts to the chosen option on blur.
 */
export function ComboBox(props: ComboBoxProps) {
  const [
    chrome,
    { items, children, placeholder, noResults, placement, allowsEmptyCollection = true, className, ...rest },
  ] = splitFieldChrome(props);
  const strings = useUiStrings();
  return (
    <AriaComboBox
      {...rest}
      defaultItems={items}
      allowsEmptyCollection={allowsEmptyCollection}
      className={fieldClassName(className)}
    >
      <FieldFrame {...chrome} isRequired={rest.isRequired}>
        <InputBox
          className={inputGroup}
          placeholder={placeholder}
          end={
            // react-aria names this button and keeps it out of the tab order (the input has the keys).
            <Button className={fieldButton}>
              <ChevronDown size={16} className={chevron} aria-hidden />
            </Button>
          }
        />
      </FieldFrame>
      <Popover placement={placement} className={listPopover}>
        <OptionList emptyText={noResults ?? strings.noResults}>{children}</OptionList>
      </Popover>
    </AriaComboBox>
  );
}

export type ComboBoxItemProps = SelectItemProps;

/** An option of a ComboBox: label, optional description, check mark when chosen. */
export function ComboBoxItem(props: ComboBoxItemProps) {
  return <SelectItem {...props} />;
}
