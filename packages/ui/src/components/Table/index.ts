/** How a table is sorted (its column and direction), as `onSortChange` gives it. */
export type { SortDescriptor } from "react-aria-components";
export {
  Cell,
  type CellProps,
  Column,
  type ColumnProps,
  DEFAULT_LOADING_ROWS,
  Row,
  type RowProps,
  Table,
  TableBody,
  type TableBodyProps,
  TableHeader,
  type TableHeaderProps,
  type TableProps,
} from "./Table";
