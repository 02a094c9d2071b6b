import { z } from "zod";
import { exportFormats } from "../rules/exportFileName";
import { currencyCode, isoDate, isoDateTime, rowId, wholeNumber } from "./fields";
import { productPriceTypeSchema } from "./product";
import { promoCodeDiscountTypeSchema } from "./promoCode";
import { reasonIssue } from "./reasons";

/** Event reports. */
export const reportTypes = ["product_sales", "daily_sales_report", "promo_codes_report"] as const;
export type ReportType = (typeof reportTypes)[number];
export const reportTypeSchema = z.enum(reportTypes);

export const organizerReportTypes = [
  "revenue_summary",
  "events_performance",
  "tax_summary",
  "check_in_summary",
  "platform_fees",
] as const;
export type OrganizerReportType = (typeof organizerReportTypes)[number];
export const organizerReportTypeSchema = z.enum(organizerReportTypes);

/** A report covers at most this many days. */
export const maxReportRangeDays = 370;

const withinReportRange = (body: { start_date?: string | null; end_date?: string | null }) =>
  !body.start_date ||
  !body.end_date ||
  (Date.parse(body.end_date) >= Date.parse(body.start_date) &&
    Date.parse(body.end_date) - Date.parse(body.start_date) <= maxReportRangeDays * 86_400_000);

const dateOrDateTime = (label: string) => z.union([isoDate(label), isoDateTime(label)]);

const eventReportFields = {
  start_date: dateOrDateTime("Start date").optional(),
  end_date: dateOrDateTime("End date").optional(),
};
type Dated = z.ZodType<{ start_date?: string | undefined; end_date?: string | undefined }>;
const withinRange = <Schema extends Dated>(schema: Schema) =>
  schema.refine(withinReportRange, {
    path: ["end_date"],
    ...reasonIssue({ code: "report_range", max_days: maxReportRangeDays }),
  });

/** `GET events/{id}/reports/{type}?start_date&end_date` (default: the last 30 days). */
export const eventReportQuerySchema = withinRange(z.object(eventReportFields));
export type EventReportQuery = z.input<typeof eventReportQuerySchema>;

/** A report's download: CSV unless asked for a spreadsheet (`xlsx`). */
const reportFormat = z.enum(exportFormats).default("csv").meta({
  description: "`csv` (the default) or `xlsx`: a spreadsheet with number and date cells.",
});

/** `GET events/{id}/reports/{type}/export`: the report's range, and the file's format. */
export const eventReportExportQuerySchema = withinRange(
  z.object({ ...eventReportFields, format: reportFormat }),
);
export type EventReportExportQuery = z.input<typeof eventReportExportQuerySchema>;

const organizerReportFields = {
  start_date: dateOrDateTime("Start date").optional(),
  end_date: dateOrDateTime("End date").optional(),
  currency: currencyCode().optional(),
  event_id: rowId("Event").optional(),
  page: wholeNumber("Page", { min: 1 }).optional(),
  per_page: wholeNumber("Per page", { min: 1, max: 1000 }).optional(),
};
const organizerRangeOf = <Schema extends Dated>(schema: Schema) =>
  withinRange(
    schema.refine((query) => (query.start_date === undefined) === (query.end_date === undefined), {
      path: ["end_date"],
      ...reasonIssue({ code: "report_dates_paired" }),
    }),
  );

/** `GET organizers/{id}/reports/{type}`: both dates or neither. */
export const organizerReportQuerySchema = organizerRangeOf(z.object(organizerReportFields));
export type OrganizerReportQuery = z.input<typeof organizerReportQuerySchema>;

/** `GET organizers/{id}/reports/{type}/export`: the report's query, and the file's format. */
export const organizerReportExportQuerySchema = organizerRangeOf(
  z.object({ ...organizerReportFields, format: reportFormat }),
);
export type OrganizerReportExportQuery = z.input<typeof organizerReportExportQuerySchema>;

export const productSalesRowSchema = z.object({
  product_id: z.number(),
  product_title: z.string(),
  product_type: productPriceTypeSchema,
  number_sold: z.number(),
  total_gross: z.number(),
  total_tax: z.number(),
  total_service_fees: z.number(),
});
export type ProductSalesRow = z.infer<typeof productSalesRowSchema>;

export const dailySalesRowSchema = z.object({
  date: z.string(),
  sales_total_gross: z.number(),
  total_tax: z.number(),
  sales_total_before_additions: z.number(),
  products_sold: z.number(),
  orders_created: z.number(),
  total_fee: z.number(),
  total_refunded: z.number(),
  total_views: z.number(),
});
export type DailySalesRow = z.infer<typeof dailySalesRowSchema>;

export const promoCodeReportStatuses = ["Expired", "Limit Reached", "Deleted", "Active"] as const;

export const promoCodeReportRowSchema = z.object({
  promo_code: z.string(),
  times_used: z.number(),
  unique_customers: z.number(),
  total_gross_sales: z.number(),
  total_before_discounts: z.number(),
  total_discount_amount: z.number(),
  first_used_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  configured_discount: z.number(),
  discount_type: promoCodeDiscountTypeSchema,
  max_allowed_usages: z.number().nullable(),
  remaining_uses: z.number().nullable(),
  expiry_date: z.string().nullable(),
  status: z.enum(promoCodeReportStatuses),
});
export type PromoCodeReportRow = z.infer<typeof promoCodeReportRowSchema>;

/** The rows each event report answers with (a bare JSON array). */
export interface ReportRows {
  product_sales: ProductSalesRow[];
  daily_sales_report: DailySalesRow[];
  promo_codes_report: PromoCodeReportRow[];
}

/** Organizer reports: rows are report-specific; paged ones carry `pagination`. */
export const organizerReportSchema = z.object({
  data: z.unknown(),
  pagination: z
    .object({ total: z.number(), page: z.number(), per_page: z.number(), last_page: z.number() })
    .optional(),
});
export type OrganizerReport = z.infer<typeof organizerReportSchema>;
