import { useState } from "react";

/**
 * What a screen that adds, changes and deletes the items of a list keeps: the item open in its
 * dialog (`"new"` while one is being added) and the one whose deletion is being confirmed.
 */
export function useEditableList<Item>() {
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const edit = (item: Item) => setEditing(item);
  const askToDelete = (item: Item) => setDeleting(item);
  return {
    editing,
    deleting,
    add: () => setEditing("new"),
    edit,
    closeEditor: () => setEditing(null),
    askToDelete,
    closeDeletion: () => setDeleting(null),
    /** A row's Edit and Delete buttons (`EditAndDelete`). */
    rowActions: (item: Item) => ({ onEdit: () => edit(item), onDelete: () => askToDelete(item) }),
  };
}

export type EditableList<Item> = ReturnType<typeof useEditableList<Item>>;
