import { useLingui } from "@lingui/react/macro";
import { Button, type ButtonProps, Cell, Heading, Inline, PlusIcon, Row, Stack, Text } from "@varco/ui";
import type { ReactNode } from "react";
import { DeleteConfirm, type DeleteConfirmProps, EditorModal } from "./ListDialogs";
import { ListTable, type ListTableProps } from "./ListTable";
import type { EditableList } from "./useEditableList";

/** The heading of a screen whose list the organiser adds to, its add button, and what the list is for. */
export function ListHeading({
  title,
  addLabel,
  onAdd,
  addVariant,
  intro,
  level = 1,
  actions,
}: {
  title: string;
  /** The add button's words ("Add a tax or fee"). */
  addLabel: string;
  onAdd: () => void;
  addVariant?: ButtonProps["variant"];
  /** A line under the heading (a link may follow its words). */
  intro?: ReactNode;
  /** 2 inside an area whose frame names the page with its own heading (the organiser's). */
  level?: 1 | 2;
  /** More buttons before the add button (an export). */
  actions?: ReactNode;
}) {
  return (
    <>
      <Inline gap="md" align="center" justify="between" wrap>
        <Heading level={level}>{title}</Heading>
        <Inline gap="sm" align="center" wrap>
          {actions}
          <Button variant={addVariant} iconStart={<PlusIcon size={16} />} onPress={onAdd}>
            {addLabel}
          </Button>
        </Inline>
      </Inline>
      {intro ? (
        <Text as="p" tone="muted">
          {intro}
        </Text>
      ) : null}
    </>
  );
}

/** A row of an `EditableTable`: its name first (the row's header), its cells, its actions last. */
export interface EditableRow {
  /** The item's name… */
  name: string;
  /** …and a line under it (its description, an email). */
  detail?: string | null;
  /** The `Cell`s between the first and the actions. */
  cells: ReactNode;
  /** The last cell: `EditAndDelete`, a menu. */
  actions: ReactNode;
}

export interface EditableTableProps<Item extends { id: number }>
  extends Omit<ListTableProps<Item>, "children" | "loadingLabel" | "onRowAction"> {
  /** The list's state, from `useEditableList`. */
  list: EditableList<Item>;
  /** The add button's words ("Add a tax or fee"); it opens `editor` for a new one. */
  addLabel: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** More buttons next to the add button (an export). */
  actions?: ReactNode;
  /** Inside an area whose frame has the page's heading and margins (the organiser's). */
  nested?: boolean;
  row: (item: Item) => EditableRow;
  /** The dialog that adds (`existing` null) or changes an item; `done` closes it. */
  editor: (existing: Item | null, done: () => void) => ReactNode;
  /** Deleting an item, when a row offers it (`list.rowActions`). */
  deletion?: Omit<DeleteConfirmProps<Item>, "item" | "onClose">;
  /** Other dialogs. */
  children?: ReactNode;
}

/**
 * A screen listing what the organiser adds, changes and deletes (taxes and fees, capacities, promo
 * codes, users): the heading with its add button, the table (each row's name first, its actions
 * last), the dialog that adds or changes an item and the question before deleting one.
 */
export function EditableTable<Item extends { id: number }>({
  list,
  addLabel,
  intro,
  actions,
  row,
  editor,
  deletion,
  children,
  columns,
  nested = false,
  ...table
}: EditableTableProps<Item>) {
  const { t } = useLingui();
  return (
    <Stack gap="lg" padding={nested ? undefined : "lg"}>
      <ListHeading
        title={table.title}
        addLabel={addLabel}
        onAdd={list.add}
        intro={intro}
        actions={actions}
        level={nested ? 2 : 1}
      />
      <ListTable
        {...table}
        loadingLabel={t`Loading`}
        columns={[...columns, { id: "actions", label: t`Actions` }]}
      >
        {(item) => {
          const { name, detail, cells, actions } = row(item);
          return (
            <Row id={item.id}>
              <Cell>
                <Stack gap="none">
                  <Text weight="medium">{name}</Text>
                  {detail ? (
                    <Text size="sm" tone="muted">
                      {detail}
                    </Text>
                  ) : null}
                </Stack>
              </Cell>
              {cells}
              <Cell>{actions}</Cell>
            </Row>
          );
        }}
      </ListTable>
      <EditorModal editing={list.editing} onClose={list.closeEditor}>
        {(existing) => editor(existing, list.closeEditor)}
      </EditorModal>
      {deletion ? <DeleteConfirm {...deletion} item={list.deleting} onClose={list.closeDeletion} /> : null}
      {children}
    </Stack>
  );
}
