import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { type ComponentPropsWithRef, createContext, type ElementType, useContext } from "react";
import {
  Cell as AriaCell,
  type CellProps as AriaCellProps,
  Column as AriaColumn,
  type ColumnProps as AriaColumnProps,
  Row as AriaRow,
  type RowProps as AriaRowProps,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type TableBodyProps as AriaTableBodyProps,
  TableHeader as AriaTableHeader,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
  Collection,
  composeRenderProps,
  TableStateContext,
  useTableOptions,
} from "react-aria-components";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import { visuallyHidden } from "../../theme/theme.css";
import { EmptyState } from "../EmptyState";
import { Skeleton } from "../Skeleton";
import {
  body,
  cell,
  column,
  columnContent,
  emptyInView,
  header,
  loadingBody,
  loadingCell,
  loadingRow,
  loadingRows as loadingRowsClass,
  row,
  scrollArea,
  selectionCell,
  sortIcon,
  stickyColumn,
  table,
} from "./Table.css";
import { TableCheckbox } from "./TableCheckbox";

/** Key of the checkbox column the header adds when rows are selectable. */
const SELECTION_COLUMN = "varco-table-selection";

export const DEFAULT_LOADING_ROWS = 5;

type TableChrome = {
  isLoading: boolean;
  loadingRows: number;
  stickyHeader: boolean;
  selectAllLabel?: string;
  selectRowLabel?: string;
  loadingLabel?: string;
};

/** What the Table tells its parts; plain React context, so it reaches react-aria's collection too. */
const TableChromeContext = createContext<TableChrome>({
  isLoading: false,
  loadingRows: DEFAULT_LOADING_ROWS,
  stickyHeader: false,
});

/** The ref a react-aria part accepts (React 19 passes `ref` as a prop). */
type RefOf<C extends ElementType> = ComponentPropsWithRef<C> extends { ref?: infer R } ? R : never;

export type TableProps = Omit<AriaTableProps, "render"> & {
  /** Shows `loadingRows` placeholder rows instead of the body's rows and marks the table busy. */
  isLoading?: boolean;
  loadingRows?: number;
  /** Keeps the header in view while rows scroll; give the table a `maxHeight` to scroll within. */
  stickyHeader?: boolean;
  /** Height limit of the table's scroll area (number of pixels or a CSS length). */
  maxHeight?: number | string;
  /** Overrides of the built-in words (by default in the locale). */
  selectAllLabel?: string;
  selectRowLabel?: string;
  loadingLabel?: string;
  ref?: RefOf<typeof AriaTable>;
};

/**
 * Rows of data with sortable columns (`allowsSorting`, `sortDescriptor`/`onSortChange`), row
 * selection with checkboxes (`selectionMode`), row actions (`onRowAction`), a loading state and an
 * empty state. Needs an `aria-label` (or `aria-labelledby`) and one column with `isRowHeader`.
 */
export function Table({
  isLoading = false,
  loadingRows = DEFAULT_LOADING_ROWS,
  stickyHeader = false,
  maxHeight,
  selectAllLabel,
  selectRowLabel,
  loadingLabel,
  className,
  ...rest
}: TableProps) {
  return (
    <TableChromeContext.Provider
      value={{ isLoading, loadingRows, stickyHeader, selectAllLabel, selectRowLabel, loadingLabel }}
    >
      <div className={scrollArea} style={maxHeight !== undefined ? { maxHeight } : undefined}>
        <AriaTable
          {...rest}
          className={composeRenderProps(className, (custom) => cx(table, custom))}
          // react-aria does not pass aria-busy through, so the table element gets it here.
          render={(domProps) => (
            <table {...(domProps as ComponentPropsWithRef<"table">)} aria-busy={isLoading || undefined} />
          )}
        />
      </div>
    </TableChromeContext.Provider>
  );
}

export type TableHeaderProps<T> = AriaTableHeaderProps<T> & { ref?: RefOf<typeof AriaTableHeader> };

/** The header row. Adds the selection column ("select all" when several rows can be selected). */
export function TableHeader<T extends object>({
  columns,
  children,
  className,
  ...rest
}: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  const { selectAllLabel, selectRowLabel, stickyHeader } = useContext(TableChromeContext);
  const strings = useUiStrings();
  return (
    <AriaTableHeader {...rest} className={composeRenderProps(className, (custom) => cx(header, custom))}>
      {selectionBehavior === "toggle" ? (
        <AriaColumn id={SELECTION_COLUMN} className={cx(column, selectionCell, stickyHeader && stickyColumn)}>
          {selectionMode === "multiple" ? (
            <TableCheckbox aria-label={selectAllLabel ?? strings.selectAll} />
          ) : (
            <span className={visuallyHidden}>{selectRowLabel ?? strings.selectRow}</span>
          )}
        </AriaColumn>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

export type ColumnProps = AriaColumnProps & { ref?: RefOf<typeof AriaColumn> };

/** A column header. With `allowsSorting` it shows the sort direction (react-aria sets aria-sort). */
export function Column({ className, children, ...rest }: ColumnProps) {
  const { stickyHeader } = useContext(TableChromeContext);
  return (
    <AriaColumn
      // The children become a function below, so keep a plain-text name for react-aria.
      textValue={typeof children === "string" ? children : undefined}
      {...rest}
      className={composeRenderProps(className, (custom) => cx(column, stickyHeader && stickyColumn, custom))}
    >
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className={columnContent}>
          {content}
          {allowsSorting ? (
            <span className={sortIcon} aria-hidden>
              {sortDirection === "ascending" ? (
                <ArrowUp size={14} />
              ) : sortDirection === "descending" ? (
                <ArrowDown size={14} />
              ) : (
                <ChevronsUpDown size={14} />
              )}
            </span>
          ) : null}
        </span>
      ))}
    </AriaColumn>
  );
}

export type TableBodyProps<T> = AriaTableBodyProps<T> & { ref?: RefOf<typeof AriaTableBody> };

/**
 * The rows. When there are none it shows `renderEmptyState` ("Nothing to show" in the locale by
 * default); while the table is loading it shows placeholder rows instead of its own.
 */
export function TableBody<T extends object>({
  items,
  children,
  renderEmptyState,
  className,
  ...rest
}: TableBodyProps<T>) {
  const { isLoading, loadingRows } = useContext(TableChromeContext);
  const strings = useUiStrings();
  if (isLoading) {
    return (
      <AriaTableBody
        {...rest}
        items={[]}
        className={composeRenderProps(className, (custom) => cx(body, loadingBody, custom))}
        renderEmptyState={() => <LoadingRows count={loadingRows} />}
      >
        {[]}
      </AriaTableBody>
    );
  }
  return (
    <AriaTableBody
      {...rest}
      items={items}
      className={composeRenderProps(className, (custom) => cx(body, custom))}
      renderEmptyState={(props) => (
        <div className={emptyInView}>
          {renderEmptyState ? (
            renderEmptyState(props)
          ) : (
            <EmptyState size="sm" titleLevel="none" title={strings.noResults} />
          )}
        </div>
      )}
    >
      {children}
    </AriaTableBody>
  );
}

const skeletonWidths = ["70%", "50%", "85%", "60%"];

/**
 * Placeholder rows, drawn inside react-aria's empty-state cell (which then steps out of the
 * layout) so they always have one cell per current column without entering the collection:
 * nothing to focus, select, or count.
 */
function LoadingRows({ count }: { count: number }) {
  const state = useContext(TableStateContext);
  const { loadingLabel } = useContext(TableChromeContext);
  const strings = useUiStrings();
  const columns = state?.collection.columns ?? [];
  return (
    <div className={loadingRowsClass} data-loading-rows>
      <span className={visuallyHidden}>{loadingLabel ?? strings.loading}</span>
      {Array.from({ length: Math.max(0, count) }, (_, rowIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows are identical and never reorder
        <div key={rowIndex} className={loadingRow} aria-hidden data-loading-row>
          {columns.map((columnNode, columnIndex) => (
            <div key={String(columnNode.key)} className={loadingCell}>
              {columnNode.key === SELECTION_COLUMN ? (
                <Skeleton shape="rect" width={18} height={18} />
              ) : (
                <Skeleton
                  shape="text"
                  width={skeletonWidths[(rowIndex + columnIndex) % skeletonWidths.length]}
                />
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export type RowProps<T> = AriaRowProps<T> & { ref?: RefOf<typeof AriaRow> };

/** A row. Adds the selection checkbox cell when rows are selectable. */
export function Row<T extends object>({ id, columns, children, className, ...rest }: RowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  const { selectRowLabel } = useContext(TableChromeContext);
  const strings = useUiStrings();
  return (
    <AriaRow id={id} {...rest} className={composeRenderProps(className, (custom) => cx(row, custom))}>
      {selectionBehavior === "toggle" ? (
        <AriaCell className={cx(cell, selectionCell)}>
          <TableCheckbox aria-label={selectRowLabel ?? strings.selectRow} />
        </AriaCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

export type CellProps = AriaCellProps & { ref?: RefOf<typeof AriaCell> };

export function Cell({ className, ...rest }: CellProps) {
  return <AriaCell {...rest} className={composeRenderProps(className, (custom) => cx(cell, custom))} />;
}
