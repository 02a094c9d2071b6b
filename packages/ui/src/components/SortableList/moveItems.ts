import type { Key } from "react-aria-components";

/** Where dragged items land: before or after another item of the list. */
export type MovePosition = "before" | "after";

/**
 * The list with the items named by `keys` taken out and put, in their current order, before or
 * after the target item. Keys compare as strings, so a numeric id and its text are the same item.
 * The list itself is left unchanged; a move onto one of the moving items changes nothing.
 */
export function moveItems<T extends { id: Key }>(
  items: readonly T[],
  keys: Iterable<Key>,
  target: Key,
  position: MovePosition,
): T[] {
  const moving = new Set([...keys].map(String));
  if (moving.has(String(target))) return [...items];
  const moved = items.filter((item) => moving.has(String(item.id)));
  const staying = items.filter((item) => !moving.has(String(item.id)));
  const targetIndex = staying.findIndex((item) => String(item.id) === String(target));
  if (moved.length === 0 || targetIndex < 0) return [...items];
  const insertAt = position === "before" ? targetIndex : targetIndex + 1;
  return [...staying.slice(0, insertAt), ...moved, ...staying.slice(insertAt)];
}

/** Whether two lists hold the same items in the same order. */
export function sameOrder(a: readonly { id: Key }[], b: readonly { id: Key }[]): boolean {
  return a.length === b.length && a.every((item, index) => String(item.id) === String(b[index]!.id));
}
