import type { CSSProperties, ReactNode, Ref } from "react";
import {
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  DropIndicator,
  type Key,
  useDragAndDrop,
} from "react-aria-components";
import { cx } from "../../classNames";
import { format, useUiStrings } from "../../i18n/strings";
import { EmptyState } from "../EmptyState";
import { iconPixels } from "../Icon/iconSizes";
import { GripVerticalIcon } from "../Icon/icons";
import { IconButton } from "../IconButton";
import { moveItems, sameOrder } from "./moveItems";
import { content, dropIndicator, handle, list, row } from "./SortableList.css";

/** What a sortable list holds: anything with an id that is unique in the list. */
export type SortableListItem = { id: Key };

export type SortableListProps<T extends SortableListItem> = {
  /** The rows, in their current order. The list is controlled: show the order `onReorder` gives. */
  items: readonly T[];
  /** A row's plain-text name: names its drag handle and the row, and serves type-ahead and announcements. */
  textValueOf: (item: T) => string;
  /** Called after a drop with the whole list in its new order (not called when nothing moved). */
  onReorder: (next: T[]) => void;
  /** A row's content beside its drag handle: title, badges, buttons, a menu… */
  children: (item: T) => ReactNode;
  /** Shown when there are no rows ("Nothing to show" in the locale by default). */
  renderEmptyState?: () => ReactNode;
  /** Turns reordering off (e.g. while the new order is being saved); the rows' own buttons still work. */
  isDisabled?: boolean;
  /** Overrides the drag handle's name ("Reorder {name}" in the locale by default). */
  reorderLabel?: (name: string) => string;
  /** The list needs a name: `aria-label`, or `aria-labelledby` pointing at a visible heading. */
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  id?: string;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A list the user puts in order by dragging rows, with a mouse, by touch or with the keyboard
 * alone (react-aria's drag and drop, announced to screen readers). Every row starts with a visible
 * drag handle named "Reorder {name}".
 *
 * Keyboard: Tab into the list (focus lands on a row), ArrowUp/ArrowDown to the row to move,
 * ArrowRight to its drag handle (ArrowLeft/ArrowRight also reach the row's other buttons), Enter
 * to pick the row up, ArrowUp/ArrowDown to move the drop line, Enter to drop the row there (focus
 * goes to the moved row) or Escape to put it back (focus stays on the handle). The drop line
 * starts just below the row picked up: each ArrowDown moves the row one place down, while moving
 * up takes one ArrowUp more than the places (the first puts the line just above the row); the
 * line goes round from the end of the list to its start. The mouse (and touch, where the browser
 * drags on touch) drags a row from anywhere that is not one of its buttons.
 *
 * Rows may hold buttons and menus; they keep working with mouse and keyboard. Do not put a
 * sortable list inside another one's row: give each list its own place on the screen.
 */
export function SortableList<T extends SortableListItem>({
  items,
  textValueOf,
  onReorder,
  children,
  renderEmptyState,
  isDisabled = false,
  reorderLabel,
  className,
  ref,
  ...rest
}: SortableListProps<T>) {
  const strings = useUiStrings();
  const nameOfHandle = (name: string) =>
    reorderLabel ? reorderLabel(name) : format(strings.reorderItem, { name });
  const byKey = new Map(items.map((item) => [String(item.id), item]));

  const { dragAndDropHooks } = useDragAndDrop<T>({
    isDisabled,
    getItems: (keys) =>
      [...keys].map((key) => {
        const item = byKey.get(String(key));
        return { "text/plain": item ? textValueOf(item) : String(key) };
      }),
    onReorder: (event) => {
      if (event.target.dropPosition === "on") return;
      const next = moveItems(items, event.keys, event.target.key, event.target.dropPosition);
      if (!sameOrder(next, items)) onReorder(next);
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={dropIndicator} />,
  });

  return (
    <AriaGridList<T>
      {...rest}
      ref={ref}
      items={items}
      dragAndDropHooks={dragAndDropHooks}
      // react-aria keeps each row as first drawn until its item object changes; a row also shows
      // what the app passes around it (state, callbacks, the locale), so draw rows afresh each time.
      dependencies={[children, textValueOf, reorderLabel, strings]}
      className={cx(list, className)}
      renderEmptyState={
        renderEmptyState ?? (() => <EmptyState size="sm" titleLevel="none" title={strings.noResults} />)
      }
    >
      {(item) => {
        const name = textValueOf(item);
        return (
          <AriaGridListItem id={item.id} textValue={name} className={row}>
            <IconButton slot="drag" aria-label={nameOfHandle(name)} size="sm" className={handle}>
              <GripVerticalIcon size={iconPixels.sm} />
            </IconButton>
            <div className={content}>{children(item)}</div>
          </AriaGridListItem>
        );
      }}
    </AriaGridList>
  );
}
