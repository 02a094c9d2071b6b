export { type MovePosition, moveItems } from "./moveItems";
export { SortableList, type SortableListItem, type SortableListProps } from "./SortableList";
