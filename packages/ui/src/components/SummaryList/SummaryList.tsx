import { type ComponentPropsWithRef, Fragment, type Key, type ReactNode } from "react";
import { cx } from "../../classNames";
import { list, strong, term, value as valueClass } from "./SummaryList.css";

export type SummaryRow = {
  /** React's key; the label when it is a string. */
  key?: Key;
  label: ReactNode;
  value: ReactNode;
};

export type SummaryListProps = Omit<ComponentPropsWithRef<"dl">, "children"> & {
  rows: SummaryRow[];
  /** A last row in bold and larger (an order's total). */
  total?: SummaryRow;
};

/** Figures by name, as a `<dl>`: labels at the start, values aligned to the end. Plain HTML, no state. */
export function SummaryList({ rows, total, className, ...rest }: SummaryListProps) {
  return (
    <dl {...rest} className={cx(list, className)}>
      {rows.map((row, index) => (
        <Fragment key={row.key ?? (typeof row.label === "string" ? row.label : index)}>
          <dt className={term}>{row.label}</dt>
          <dd className={valueClass}>{row.value}</dd>
        </Fragment>
      ))}
      {total ? (
        <>
          <dt className={cx(term, strong)}>{total.label}</dt>
          <dd className={cx(valueClass, strong)}>{total.value}</dd>
        </>
      ) : null}
    </dl>
  );
}
