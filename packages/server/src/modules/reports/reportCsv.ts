import { type CsvCell, csvOfTable } from "../exports/csv";
import { codeWord, type ExportColumnLabel, type ExportStrings } from "../exports/exportStrings";

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

/** A report's CSV: `columns` (JSON keys, in order) headed and worded in `words`. */
export function reportCsv(
  columns: readonly string[],
  rows: readonly Record<string, CsvCell>[],
  words: ExportStrings,
): string {
  const headings = columns.map((column) => {
    const label = (reportColumnLabels as Record<string, ExportColumnLabel>)[column];
    return label ? words.columns[label] : column;
  });
  const cells = rows.map((row) =>
    columns.map((column) => (codedColumns.has(column) ? codeWord(words, row[column]) : row[column])),
  );
  return csvOfTable(headings, cells);
}
