import { Column, EmptyState, Table, TableBody, TableHeader, type TableProps } from "@varco/ui";
import type { ReactElement } from "react";
import { QueryFailure, readFailed, type ViewedQuery } from "./QueryView";

/** A column of a `ListTable`; `sorts`: the organiser may sort by it. */
export interface ListTableColumn {
  id: string;
  label: string;
  sorts?: boolean;
}

export interface ListTableProps<Item extends object>
  extends Pick<
    TableProps,
    "sortDescriptor" | "onSortChange" | "onRowAction" | "selectionMode" | "selectedKeys" | "onSelectionChange"
  > {
  /** The table's name: the screen's heading. */
  title: string;
  /** The read behind the rows, for its failure and "Try again". */
  read: ViewedQuery<unknown>;
  /** The rows, `undefined` while they load. */
  items: Item[] | undefined;
  failure: string;
  loadingLabel: string;
  /** The first column is the row header. */
  columns: ListTableColumn[];
  /** What the rows' cells read besides the row itself (formats, words). */
  dependencies: unknown[];
  /** What an empty table says. */
  empty?: { title: string; description: string };
  /** A row: a `Row` with one `Cell` a column. */
  children: (item: Item) => ReactElement;
}

/**
 * The table of a screen that lists what the organiser manages (orders, taxes, promo codes…):
 * placeholders while it loads, what could not be loaded with a way to try again, the rows, or
 * what an empty list means.
 */
export function ListTable<Item extends object>({
  title,
  read,
  items,
  failure,
  loadingLabel,
  columns,
  dependencies,
  empty,
  children,
  ...sorting
}: ListTableProps<Item>) {
  if (readFailed(read)) return <QueryFailure query={read} failure={failure} />;
  return (
    <Table aria-label={title} isLoading={items === undefined} loadingLabel={loadingLabel} {...sorting}>
      <TableHeader>
        {columns.map((column, index) => (
          <Column key={column.id} id={column.id} isRowHeader={index === 0} allowsSorting={column.sorts}>
            {column.label}
          </Column>
        ))}
      </TableHeader>
      <TableBody
        items={items ?? []}
        dependencies={dependencies}
        renderEmptyState={
          empty
            ? () => (
                <EmptyState size="sm" titleLevel="none" title={empty.title} description={empty.description} />
              )
            : undefined
        }
      >
        {children}
      </TableBody>
    </Table>
  );
}
