import { currencyMinorDigits, isoInZone } from "@varco/domain";
import { type CellKind, type CsvCell, csvOfTable } from "../exports/csv";
import { codeWord, type ExportColumnLabel, type ExportStrings } from "../exports/exportStrings";
import { xlsxOfTable } from "../exports/xlsx";

/**
 * A report's CSV download in the reader's language: each JSON column under its heading, and the
 * coded values (statuses, types) as words. Amounts, counts and dates are written as the JSON has
 * them (a dot before the decimals, ISO dates), so a spreadsheet reads them as numbers and dates
 * in any language (docs/rules/reports.md).
 */

/** The heading of each report column (the JSON's key). */
export const reportColumnLabels = {
  product_id: "productId",
  product_title: "product",
  product_type: "priceType",
  number_sold: "sold",
  total_gross: "grossSales",
  total_tax: "taxes",
  total_service_fees: "fees",
  date: "day",
  sales_total_gross: "grossSales",
  sales_total_before_additions: "beforeAdditions",
  products_sold: "productsSold",
  orders_created: "orders",
  total_fee: "fees",
  total_refunded: "refunded",
  total_views: "pageViews",
  promo_code: "promoCode",
  times_used: "uses",
  unique_customers: "buyers",
  total_gross_sales: "grossSales",
  total_before_discounts: "beforeDiscounts",
  total_discount_amount: "discountsGiven",
  first_used_at: "firstUsed",
  last_used_at: "lastUsed",
  configured_discount: "discount",
  discount_type: "discountType",
  max_allowed_usages: "maxUses",
  remaining_uses: "remainingUses",
  expiry_date: "expires",
  status: "status",
  gross_sales: "grossSales",
  net_revenue: "netRevenue",
  total_refunds: "refunded",
  order_count: "orders",
  event_id: "eventId",
  event_title: "event",
  event_status: "eventStatus",
  start_date: "starts",
  currency: "currency",
  attendees_registered: "attendees",
  orders_count: "orders",
  gross_revenue: "grossSales",
  type: "type",
  name: "name",
  calculation_type: "calculation",
  rate: "rate",
  total_collected: "collected",
} as const satisfies Record<string, ExportColumnLabel>;

/** The columns whose values are codes (statuses, types) rather than names or figures. */
const codedColumns = new Set([
  "product_type",
  "discount_type",
  "status",
  "event_status",
  "type",
  "calculation_type",
]);

/** What a spreadsheet keeps as a number or a date, by column; any other column is text. */
const kindByColumn: Record<string, CellKind> = {
  ...Object.fromEntries(
    [
      "total_gross",
      "total_tax",
      "total_service_fees",
      "sales_total_gross",
      "sales_total_before_additions",
      "total_fee",
      "total_refunded",
      "total_gross_sales",
      "total_before_discounts",
      "total_discount_amount",
      "gross_sales",
      "net_revenue",
      "total_refunds",
      "gross_revenue",
      "total_collected",
    ].map((column) => [column, "amount"]),
  ),
  ...Object.fromEntries(
    [
      "product_id",
      "number_sold",
      "products_sold",
      "orders_created",
      "total_views",
      "times_used",
      "unique_customers",
      "configured_discount",
      "max_allowed_usages",
      "remaining_uses",
      "order_count",
      "event_id",
      "attendees_registered",
      "orders_count",
      "rate",
    ].map((column) => [column, "count"]),
  ),
  date: "day",
  ...Object.fromEntries(
    ["first_used_at", "last_used_at", "expiry_date", "start_date"].map((column) => [column, "dateTime"]),
  ),
};

const headingsOf = (columns: readonly string[], words: ExportStrings) =>
  columns.map((column) => {
    const label = (reportColumnLabels as Record<string, ExportColumnLabel>)[column];
    return label ? words.columns[label] : column;
  });

const cellOf = (row: Record<string, CsvCell>, column: string, words: ExportStrings) =>
  codedColumns.has(column) ? codeWord(words, row[column]) : row[column];

/** A report's CSV: `columns` (JSON keys, in order) headed and worded in `words`. */
export function reportCsv(
  columns: readonly string[],
  rows: readonly Record<string, CsvCell>[],
  words: ExportStrings,
): string {
  return csvOfTable(
    headingsOf(columns, words),
    rows.map((row) => columns.map((column) => cellOf(row, column, words))),
  );
}

/**
 * A report as a spreadsheet, headed and worded as its CSV: amounts as numbers with their
 * currency's decimals (a row's own `currency`, else `place.currency`), counts as numbers, days as
 * dates, and instants as date cells on the wall clock of `place.timeZone` (the event's or the
 * organizer's).
 */
export function reportXlsx(
  name: string,
  columns: readonly string[],
  rows: readonly Record<string, CsvCell>[],
  words: ExportStrings,
  place: { currency: string; timeZone: string },
): ReadableStream<Uint8Array> {
  const headings = headingsOf(columns, words);
  const cells = rows.map((row) =>
    columns.map((column) => {
      const value = cellOf(row, column, words);
      const kind = kindByColumn[column];
      if (kind === "amount" && typeof value === "number")
        return value.toFixed(currencyMinorDigits(String(row.currency ?? place.currency)));
      if (kind === "dateTime" && typeof value === "string" && value.length > 10)
        return isoInZone(value, place.timeZone).slice(0, 16);
      return value;
    }),
  );
  return xlsxOfTable(
    name,
    headings.map((header, index) => ({ header, kind: kindByColumn[columns[index] ?? ""] })),
    cells,
  );
}
