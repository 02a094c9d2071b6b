import { useLingui } from "@lingui/react/macro";
import type { ExportFormat, Paginated, Product } from "@varco/domain";
import {
  Box,
  Button,
  Cell,
  Heading,
  Inline,
  Pagination,
  Row,
  SearchField,
  Select,
  Stack,
  type TableProps,
} from "@varco/ui";
import type { ReactNode } from "react";
import { ListTable, type ListTableColumn } from "../../shell/ListTable";
import type { ViewedQuery } from "../../shell/QueryView";
import { ExportMenu } from "./ExportMenu";
import { type ListScreen, listPerPage } from "./useListScreen";

export interface ListScreenFrameProps<Item extends object> {
  /** The screen's heading, also the table's name. */
  title: string;
  /** The screen's state, from `useListScreen`. */
  list: ListScreen;
  /** The export menu's download, from `useExportDownload`; no export menu without it. */
  exporting?: { download: (format: ExportFormat) => void; isPending: boolean };
  /** More buttons beside the export one. */
  actions?: ReactNode;
  /** What comes between the heading and the search (the list's figures). */
  summary?: ReactNode;
  /** The search form's name, the search field's label and what it searches. */
  find: { name: string; label: string; description: string };
  /** The filters beside the search field, each in its own `Box`. */
  filters: ReactNode;
  read: ViewedQuery<Paginated<Item>>;
  failure: string;
  loadingLabel: string;
  /** The table's columns (`sorts`: the organiser may sort by it); the first is the row header. */
  columns: ListTableColumn[];
  /** What the rows' cells read besides the row itself (formats, words). */
  dependencies: unknown[];
  empty: { title: string; description: string };
  /** False: the rows open no drawer, their first cell is text (they act by buttons of their own). */
  opensRows?: boolean;
  /** A row: its id (opened in the drawer), its first cell's words and its other `Cell`s. */
  row: (item: Item) => { id: string | number; name: string; cells: ReactNode };
  /** Rows picked with a checkbox each (and all of the page with one), to act on them together. */
  selection?: Pick<TableProps, "selectedKeys" | "onSelectionChange">;
  /** The drawer of the open row, dialogs. */
  children?: ReactNode;
}

/**
 * An event's list screen (orders, attendees): heading and export, search and filters, the sortable
 * table with its empty state, paging, and the open row's drawer. A row opens with its first cell's
 * button, or Enter (or a click) anywhere on it.
 */
export function ListScreenFrame<Item extends object>({
  title,
  list,
  exporting,
  actions,
  summary,
  find,
  filters,
  read,
  failure,
  loadingLabel,
  columns,
  dependencies,
  empty,
  row,
  selection,
  opensRows = true,
  children,
}: ListScreenFrameProps<Item>) {
  const { t } = useLingui();
  const exportButton = exporting ? (
    <ExportMenu label={t`Export`} onExport={exporting.download} isPending={exporting.isPending} />
  ) : null;
  return (
    <Stack gap="lg" padding="lg">
      <Inline gap="md" align="center" justify="between" wrap>
        <Heading level={1}>{title}</Heading>
        {actions ? (
          <Inline gap="sm" wrap>
            {exportButton}
            {actions}
          </Inline>
        ) : (
          exportButton
        )}
      </Inline>
      {summary}
      <Inline
        as="form"
        role="search"
        gap="md"
        align="end"
        wrap
        aria-label={find.name}
        onSubmit={(submitted) => submitted.preventDefault()}
      >
        <Box grow minWidth="xs">
          <SearchField
            label={find.label}
            description={find.description}
            value={list.query}
            onChange={list.setQuery}
          />
        </Box>
        {filters}
      </Inline>
      <Stack gap="md">
        <ListTable
          title={title}
          read={read}
          items={read.data?.data}
          failure={failure}
          loadingLabel={loadingLabel}
          columns={columns}
          dependencies={dependencies}
          empty={empty}
          sortDescriptor={list.sort}
          onRowAction={opensRows ? list.open : undefined}
          onSortChange={list.setSort}
          {...(selection ? { selectionMode: "multiple" as const, ...selection } : {})}
        >
          {(item: Item) => {
            const { id, name, cells } = row(item);
            return (
              <Row id={id}>
                <Cell>
                  {opensRows ? (
                    <Button variant="subtle" size="sm" onPress={() => list.open(id)}>
                      {name}
                    </Button>
                  ) : (
                    name
                  )}
                </Cell>
                {cells}
              </Row>
            );
          }}
        </ListTable>
        {read.data && (read.data.meta.total ?? 0) > listPerPage ? (
          <Pagination
            page={list.page}
            total={read.data.meta.total}
            perPage={listPerPage}
            onPageChange={list.setPage}
            showSummary
          />
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}

/** What a list filter means when nothing is picked. */
export const allChoices = "all";

/** A list's filter: a select whose first choice (`allChoices`) filters nothing. */
export function ListFilter({
  label,
  allLabel,
  choices,
  selected,
  onChange,
}: {
  label: string;
  allLabel: string;
  choices: { id: string; label: string }[];
  selected: string;
  onChange: (choice: string) => void;
}) {
  return (
    <Box minWidth="xxs">
      <Select
        label={label}
        items={[{ id: allChoices, label: allLabel }, ...choices]}
        selectedKey={selected}
        onSelectionChange={(key) => onChange(String(key))}
      />
    </Box>
  );
}

/** The filter by product: the event's products, or all of them. */
export function ProductFilter({
  products,
  selected,
  onChange,
}: {
  products: Product[];
  selected: string;
  onChange: (choice: string) => void;
}) {
  const { t } = useLingui();
  return (
    <ListFilter
      label={t`Product`}
      allLabel={t`All products`}
      choices={products.map((item) => ({ id: String(item.id), label: item.title }))}
      selected={selected}
      onChange={onChange}
    />
  );
}

/** The filter by status: the statuses given, or all of them. */
export function StatusFilter(props: {
  choices: { id: string; label: string }[];
  selected: string;
  onChange: (choice: string) => void;
}) {
  const { t } = useLingui();
  return <ListFilter label={t`Status`} allLabel={t`All statuses`} {...props} />;
}
