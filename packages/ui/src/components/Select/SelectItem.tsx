import { Check } from "lucide-react";
import type { ReactNode, Ref } from "react";
import {
  composeRenderProps,
  Header,
  type Key,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  ListBoxSection,
  type ListBoxSectionProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { ItemText } from "./ItemText";
import {
  check,
  emptyState,
  item,
  itemDescription,
  itemText,
  listBox,
  section,
  sectionHeader,
} from "./Select.css";

/** One choice of a Select or ComboBox given as data. */
export type SelectOption = {
  id: Key;
  label: string;
  /** A second, muted line under the label. */
  description?: string;
  isDisabled?: boolean;
};

export type SelectItemProps = Omit<ListBoxItemProps<SelectOption>, "children"> & {
  ref?: Ref<HTMLDivElement>;
  /** The option's label. Give `textValue` too when it is not plain text (for typeahead and the trigger). */
  children: ReactNode;
  description?: ReactNode;
};

/** An option of a Select (or ComboBox): label, optional description, and a check mark when chosen. */
export function SelectItem({ children, description, textValue, className, ...rest }: SelectItemProps) {
  return (
    <ListBoxItem
      {...rest}
      textValue={textValue ?? (typeof children === "string" ? children : undefined)}
      className={composeRenderProps(className, (custom) => cx(item, custom))}
    >
      {({ isSelected }) => (
        <>
          <ItemText description={description} className={itemText} descriptionClassName={itemDescription}>
            {children}
          </ItemText>
          <span className={check} aria-hidden>
            {isSelected ? <Check size={16} /> : null}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}

export type SelectSectionProps = Omit<ListBoxSectionProps<SelectOption>, "children"> & {
  /** The group's visible heading. */
  title: ReactNode;
  children: ReactNode;
};

/** A titled group of options. */
export function SelectSection({ title, children, className, ...rest }: SelectSectionProps) {
  return (
    <ListBoxSection {...rest} className={cx(section, className)}>
      <Header className={sectionHeader}>{title}</Header>
      {children}
    </ListBoxSection>
  );
}

export const renderOption = (option: SelectOption) => (
  <SelectItem
    id={option.id}
    description={option.description}
    isDisabled={option.isDisabled}
    textValue={option.label}
  >
    {option.label}
  </SelectItem>
);

/**
 * The list inside a Select's or ComboBox's popover. Options come from `items` (rendered the standard
 * way), from the field's own items (ComboBox filters them), or from `SelectItem` children.
 */
export function OptionList({
  items,
  children,
  emptyText,
}: {
  items?: Iterable<SelectOption>;
  children?: ReactNode;
  /** Shown instead of options when there are none (e.g. nothing matches the typed text). */
  emptyText?: ReactNode;
}) {
  const renderEmptyState = emptyText ? () => <div className={emptyState}>{emptyText}</div> : undefined;
  return (
    <ListBox<SelectOption> items={items} className={listBox} renderEmptyState={renderEmptyState}>
      {children ?? renderOption}
    </ListBox>
  );
}
