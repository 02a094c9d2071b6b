import {
  dailySalesRowSchema,
  type ExportFormat,
  eventReportExportQuerySchema,
  eventReportQuerySchema,
  exportFileName,
  organizerReportExportQuerySchema,
  organizerReportQuerySchema,
  organizerReportSchema,
  productSalesRowSchema,
  promoCodeReportRowSchema,
  reportTypeSchema,
} from "@varco/domain";
import { z } from "zod";
import { HttpError } from "../../http/httpError";
import { defineRoute, errorBodySchema, fileResponse } from "../../http/route";
import { idParam, invalidInput, member } from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated, authOf } from "../auth/session";
import { callerAndEvent } from "../events/routeEvent";
import { type CsvCell, csvMediaType, downloadHeaders } from "../exports/csv";
import { type ExportStrings, exportStringsOf } from "../exports/exportStrings";
import { xlsxMediaType } from "../exports/xlsx";
import { findOrganizer } from "../organizers/service";
import { eventReport, eventReportColumns, reportRange } from "./eventReports";
import {
  invalidReportTypeMessage,
  type OfferedOrganizerReport,
  organizerReport,
  organizerReportColumns,
} from "./organizerReports";
import { reportCsv, reportXlsx } from "./reportCsv";

const tags = ["reports"];
const badType = { 400: errorBodySchema } as const;
const invalidReportType = () => HttpError.badRequest(invalidReportTypeMessage);

const eventReportParams = z.object({ event_id: idParam, report_type: z.string() });
const organizerReportParams = z.object({ organizer_id: idParam, report_type: z.string() });

const eventReportRows = z.union([
  z.array(productSalesRowSchema),
  z.array(dailySalesRowSchema),
  z.array(promoCodeReportRowSchema),
]);

const eventRangeDescription =
  "`start_date`/`end_date` (a date, or an instant read as the day it falls on) are days in the event's time zone, both included; by default the last 30 days ending today. Counts COMPLETED orders by the day they were created (docs/rules/reports.md).";

async function eventReportOf(
  c: Parameters<typeof callerOf>[0],
  eventId: number,
  type: string,
  query: z.infer<typeof eventReportQuerySchema>,
) {
  // Another account's event is unknown (404) whatever the type asked for.
  const { caller, event } = await callerAndEvent(c, eventId);
  const reportType = reportTypeSchema.safeParse(type);
  if (!reportType.success) throw invalidReportType();
  const range = reportRange(query, event.timezone, caller.now);
  return {
    type: reportType.data,
    rows: await eventReport(caller.db, event, reportType.data, range, caller.now),
    event,
    now: caller.now,
  };
}

export const eventReportRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/reports/:report_type",
  summary: "An event report: product_sales, daily_sales_report or promo_codes_report",
  description: `A bare JSON array of rows (no \`data\` envelope); 400 for another type. ${eventRangeDescription}`,
  tags,
  middleware: [authenticated()],
  request: { params: eventReportParams, query: eventReportQuerySchema },
  responses: { 200: eventReportRows, ...badType, ...invalidInput, ...member },
  async handler({ params, query }, c) {
    const { rows } = await eventReportOf(c, params.event_id, params.report_type, query);
    return c.json(rows, 200);
  },
});

/**
 * A report's file: CSV, or with `format=xlsx` a spreadsheet, named after the event (or the
 * organizer), the report and the day (in `place.timeZone`).
 */
function reportFile(
  format: ExportFormat,
  report: { type: string; columns: readonly string[]; rows: readonly Record<string, CsvCell>[] },
  words: ExportStrings,
  place: { slug: string; title: string; currency: string; timeZone: string; now: Date },
): Response {
  const fileName = exportFileName(place.slug, report.type, place.now, place.timeZone, format);
  const body =
    format === "xlsx"
      ? reportXlsx(place.title, report.columns, report.rows, words, place)
      : reportCsv(report.columns, report.rows, words);
  return new Response(body, {
    status: 200,
    headers: downloadHeaders(format === "xlsx" ? xlsxMediaType : csvMediaType, fileName),
  });
}

const fileDescription =
  "A CSV file (UTF-8 with a byte-order mark; amounts with a dot before the decimals, dates as ISO dates), or with `format=xlsx` a spreadsheet (amounts and counts as number cells, days and times as date cells in the time zone of the event or organizer); named `<slug>-<report-type>-<YYYY-MM-DD>.<format>`, the day it is made. Headed and with its statuses and types worded in the signed-in user's language (their `locale`).";

export const exportEventReportRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/reports/:report_type/export",
  summary: "An event report as a CSV file, or a spreadsheet (XLSX)",
  description: `The same rows and columns as the JSON report. ${fileDescription} ${eventRangeDescription}`,
  tags,
  middleware: [authenticated()],
  request: { params: eventReportParams, query: eventReportExportQuerySchema },
  responses: { 200: fileResponse(["text/csv", xlsxMediaType]), ...badType, ...invalidInput, ...member },
  async handler({ params, query }, c) {
    const { type, rows, event, now } = await eventReportOf(c, params.event_id, params.report_type, query);
    return reportFile(
      query.format,
      { type, columns: eventReportColumns[type], rows: rows as unknown as Record<string, CsvCell>[] },
      exportStringsOf(authOf(c).user.locale),
      { slug: event.slug, title: event.title, currency: event.currency, timeZone: event.timezone, now },
    );
  },
});

const organizerRangeDescription =
  "Over the organizer's events in `currency` (default: the organizer's), or only `event_id`; `start_date` and `end_date` together or neither (by default the last 30 days), as days in the organizer's time zone. revenue_summary, events_performance (paged: `page`, `per_page` ≤ 1000) and tax_summary; 400 for another type (docs/rules/reports.md).";

export const organizerReportRoute = defineRoute({
  method: "get",
  path: "/organizers/:organizer_id/reports/:report_type",
  summary: "An organizer report",
  description: organizerRangeDescription,
  tags,
  middleware: [authenticated()],
  request: { params: organizerReportParams, query: organizerReportQuerySchema },
  responses: { 200: organizerReportSchema, ...badType, ...invalidInput, ...member },
  async handler({ params, query }, c) {
    return c.json(await organizerReport(callerOf(c), params.organizer_id, params.report_type, query), 200);
  },
});

export const exportOrganizerReportRoute = defineRoute({
  method: "get",
  path: "/organizers/:organizer_id/reports/:report_type/export",
  summary: "An organizer report as a CSV file, or a spreadsheet (XLSX), every row",
  description: `${fileDescription} ${organizerRangeDescription}`,
  tags,
  middleware: [authenticated()],
  request: { params: organizerReportParams, query: organizerReportExportQuerySchema },
  responses: { 200: fileResponse(["text/csv", xlsxMediaType]), ...badType, ...invalidInput, ...member },
  async handler({ params, query }, c) {
    const type = params.report_type as OfferedOrganizerReport;
    const caller = callerOf(c);
    // Refuses another type (400) after another account's organizer (404).
    const report = await organizerReport(caller, params.organizer_id, type, {
      ...query,
      page: 1,
      per_page: maxExportRows,
    });
    const organizer = await findOrganizer(caller.db, caller.accountId, params.organizer_id);
    return reportFile(
      query.format,
      { type, columns: organizerReportColumns[type], rows: report.data },
      exportStringsOf(authOf(c).user.locale),
      {
        slug: organizer.slug,
        title: organizer.name,
        currency: query.currency ?? organizer.currency,
        timeZone: organizer.timezone,
        now: caller.now,
      },
    );
  },
});

/** The most rows an organizer report's CSV holds, as Hi.Events caps it. */
const maxExportRows = 15_000;

export const reportRoutes = [
  eventReportRoute,
  exportEventReportRoute,
  organizerReportRoute,
  exportOrganizerReportRoute,
];
