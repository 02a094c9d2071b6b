import { Check, ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode, Ref } from "react";
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  MenuTrigger as AriaMenuTrigger,
  type MenuTriggerProps as AriaMenuTriggerProps,
  SubmenuTrigger as AriaSubmenuTrigger,
  type SubmenuTriggerProps as AriaSubmenuTriggerProps,
  composeRenderProps,
  Header,
  Keyboard,
  Separator,
  type SeparatorProps,
  useLocale,
} from "react-aria-components";
import { cx } from "../../classNames";
import { Popover, type PopoverPlacement } from "../Popover";
import { ItemText } from "../Select/ItemText";
import {
  checkSlot,
  icon as iconClass,
  item,
  itemDescription,
  itemText,
  itemTones,
  menu,
  menuPopover,
  section,
  sectionHeader,
  separator,
  shortcut as shortcutClass,
} from "./Menu.css";
import type { MenuItemTone } from "./menuItemTones";

export type MenuTriggerProps = AriaMenuTriggerProps;

/** Wraps the pressable that opens the menu (e.g. a Button) and the `Menu`. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export type SubmenuTriggerProps = AriaSubmenuTriggerProps;

/** Wraps a `MenuItem` and the nested `Menu` it opens (ArrowRight, Enter or hover). */
export function SubmenuTrigger(props: SubmenuTriggerProps) {
  return <AriaSubmenuTrigger {...props} />;
}

export type MenuProps<T extends object = object> = AriaMenuProps<T> & {
  ref?: Ref<HTMLDivElement>;
  /** Where the menu opens; by default below the trigger (beside it for a submenu). */
  placement?: PopoverPlacement;
};

/**
 * A list of actions in a popover. react-aria gives it the menu keyboard model: arrows move, Enter or
 * Space acts, typeahead jumps, Escape closes and focus goes back to the trigger.
 */
export function Menu<T extends object = object>({ placement, className, ...rest }: MenuProps<T>) {
  return (
    <Popover placement={placement} className={menuPopover}>
      <AriaMenu<T> {...rest} className={composeRenderProps(className, (custom) => cx(menu, custom))} />
    </Popover>
  );
}

export type MenuItemProps<T extends object = object> = Omit<AriaMenuItemProps<T>, "children"> & {
  ref?: Ref<HTMLDivElement>;
  /** The item's label. Give `textValue` too when it is not plain text (for typeahead). */
  children: ReactNode;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** `danger` for destructive actions (delete, cancel an event). */
  tone?: MenuItemTone;
  /** A second, smaller line under the label. */
  description?: ReactNode;
  /** The keyboard shortcut shown at the end, e.g. "⌘E" (display only: the app binds the keys). */
  shortcut?: string;
};

export function MenuItem<T extends object = object>({
  children,
  icon,
  tone = "neutral",
  description,
  shortcut,
  textValue,
  className,
  ...rest
}: MenuItemProps<T>) {
  const { direction } = useLocale();
  const SubmenuChevron = direction === "rtl" ? ChevronLeft : ChevronRight;
  return (
    <AriaMenuItem<T>
      {...rest}
      textValue={textValue ?? (typeof children === "string" ? children : undefined)}
      className={composeRenderProps(className, (custom) => cx(item, itemTones[tone], custom))}
    >
      {({ hasSubmenu, isSelected, selectionMode }) => (
        <>
          {selectionMode === "none" ? null : (
            <span className={checkSlot} aria-hidden>
              {isSelected ? <Check size={16} /> : null}
            </span>
          )}
          {icon ? (
            <span className={iconClass} aria-hidden>
              {icon}
            </span>
          ) : null}
          <ItemText description={description} className={itemText} descriptionClassName={itemDescription}>
            {children}
          </ItemText>
          {shortcut ? <Keyboard className={shortcutClass}>{shortcut}</Keyboard> : null}
          {hasSubmenu ? (
            <span className={iconClass} aria-hidden>
              <SubmenuChevron size={16} />
            </span>
          ) : null}
        </>
      )}
    </AriaMenuItem>
  );
}

export type MenuSectionProps<T extends object = object> = Omit<AriaMenuSectionProps<T>, "children"> & {
  /** A visible heading naming the group; without it, give the section an `aria-label`. */
  title?: ReactNode;
  children: ReactNode;
};

/** A group of items, optionally titled; it can carry its own selection (e.g. a sort order). */
export function MenuSection<T extends object = object>({
  title,
  children,
  className,
  ...rest
}: MenuSectionProps<T>) {
  return (
    <AriaMenuSection<T> {...rest} className={cx(section, className)}>
      {title ? <Header className={sectionHeader}>{title}</Header> : null}
      {children}
    </AriaMenuSection>
  );
}

export type MenuSeparatorProps = Omit<SeparatorProps, "orientation">;

/** A line between groups of items. */
export function MenuSeparator({ className, ...rest }: MenuSeparatorProps) {
  return <Separator {...rest} className={cx(separator, className)} />;
}
