import { ChevronDown } from "lucide-react";
import type { ReactNode, Ref } from "react";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  SelectValue,
} from "react-aria-components";
import { cx } from "../../classNames";
import { type FieldChromeProps, FieldFrame, fieldClassName, inputBox, splitFieldChrome } from "../Field";
import type { PopoverPlacement } from "../Popover";
import { Popover } from "../Popover";
import { chevron, listPopover, selectRoot, trigger, value } from "./Select.css";
import { OptionList, type SelectOption } from "./SelectItem";

export type SelectProps = Omit<AriaSelectProps<SelectOption, "single">, "children" | "selectionMode"> &
  FieldChromeProps & {
    ref?: Ref<HTMLDivElement>;
    /** The options as data. Use `SelectItem` (and `SelectSection`) children instead for custom content. */
    items?: Iterable<SelectOption>;
    children?: ReactNode;
    /** Where the list opens. */
    placement?: PopoverPlacement;
  };

/**
 * Picks one option from a list. The trigger shows the chosen label (or the placeholder, localized by
 * react-aria by default); the list opens with Enter, Space or the arrow keys and supports typeahead.
 */
export function Select(props: SelectProps) {
  const [chrome, { items, children, placement = "bottom start", className, ...rest }] =
    splitFieldChrome(props);
  return (
    <AriaSelect {...rest} className={fieldClassName(className, selectRoot)}>
      <FieldFrame {...chrome} isRequired={rest.isRequired}>
        <Button className={cx(inputBox, trigger)}>
          <SelectValue<SelectOption> className={value}>
            {/* Only the label text: an option's description and check mark belong in the list. */}
            {({ isPlaceholder, selectedText, defaultChildren }) =>
              isPlaceholder ? defaultChildren : selectedText
            }
          </SelectValue>
          <ChevronDown size={16} className={chevron} aria-hidden />
        </Button>
      </FieldFrame>
      <Popover placement={placement} className={listPopover}>
        <OptionList items={items}>{children}</OptionList>
      </Popover>
    </AriaSelect>
  );
}
