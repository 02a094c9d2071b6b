import { useLingui } from "@lingui/react/macro";
import { ConfirmDialog, Modal } from "@varco/ui";
import { Fragment, type Key, type ReactNode } from "react";
import { useToastedWrite } from "../forms/toastedWrite";

/**
 * The dialog that adds an item to a list (`existing` null) or changes one. It does not close on a
 * click outside, which would lose what was typed; each item gets a fresh form.
 */
export function EditorModal<Item extends { id: Key }>({
  editing,
  onClose,
  children,
}: {
  /** The item open, `"new"` for one being added, `null` when none is. */
  editing: Item | "new" | null;
  onClose: () => void;
  children: (existing: Item | null) => ReactNode;
}) {
  return (
    <Modal isOpen={editing !== null} onOpenChange={(open) => !open && onClose()} isDismissable={false}>
      {editing === null ? null : (
        <Fragment key={editing === "new" ? "new" : editing.id}>
          {children(editing === "new" ? null : editing)}
        </Fragment>
      )}
    </Modal>
  );
}

export interface DeleteConfirmProps<Item> {
  /** The item whose deletion is asked about, `null` when none is. */
  item: Item | null;
  onClose: () => void;
  /** What the item is called in the dialog and the toasts. */
  nameOf: (item: Item) => string;
  title: string;
  /** What deleting it means, with its name (empty while the dialog closes). */
  message: (name: string) => string;
  remove: (item: Item) => Promise<unknown>;
  /** The toast once it is deleted; "<name> was deleted." by default. */
  deleted?: (name: string) => string;
  /** What a refusal says (the server's reason by default); `null` when the screen answers it another way. */
  failure?: (error: unknown, item: Item) => string | null;
}

/**
 * Asks before deleting an item of a list, deletes it and says so in a toast; a refusal says why
 * and leaves the question open to try again or cancel.
 */
export function DeleteConfirm<Item>(props: DeleteConfirmProps<Item>) {
  const { t } = useLingui();
  const write = useToastedWrite();
  const { item, nameOf, remove, deleted, failure } = props;
  const name = item === null ? "" : nameOf(item);
  const confirm =
    item === null
      ? undefined
      : write(
          () => remove(item),
          deleted ? deleted(name) : t`${name} was deleted.`,
          failure && ((error) => failure(error, item)),
        );
  return (
    <ConfirmDialog
      isOpen={item !== null}
      onOpenChange={(open) => !open && props.onClose()}
      tone="danger"
      title={props.title}
      message={props.message(name)}
      confirmLabel={t`Delete`}
      cancelLabel={t`Cancel`}
      onConfirm={confirm}
    />
  );
}
