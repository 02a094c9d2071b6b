import {
  dailySalesRowSchema,
  eventReportQuerySchema,
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
import { csvHeaders } from "../exports/csv";
import { exportStringsOf } from "../exports/exportStrings";
import { eventReport, eventReportColumns, reportRange } from "./eventReports";
import {
  invalidReportTypeMessage,
  type OfferedOrganizerReport,
  organizerReport,
  organizerReportColumns,
} from "./organizerReports";
import { reportCsv } from "./reportCsv";

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

export const exportEventReportRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/reports/:report_type/export",
  summary: "An event report as a CSV file (UTF-8 with a byte-order mark)",
  description: `The same rows and columns as the JSON report, headed and with its statuses and types worded in the signed-in user's language (their \`locale\`); amounts with a dot before the decimals, dates as ISO dates. ${eventRangeDescription}`,
  tags,
  middleware: [authenticated()],
  request: { params: eventReportParams, query: eventReportQuerySchema },
  responses: { 200: fileResponse(["text/csv"]), ...badType, ...invalidInput, ...member },
  async handler({ params, query }, c) {
    const { type, rows } = await eventReportOf(c, params.event_id, params.report_type, query);
    const body = reportCsv(
      eventReportColumns[type],
      rows as unknown as Record<string, string | number | null>[],
      exportStringsOf(authOf(c).user.locale),
    );
    return new Response(body, { status: 200, headers: csvHeaders(`${type}.csv`) });
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
  summary: "An organizer report as a CSV file (UTF-8 with a byte-order mark), every row",
  description: `Headed and with its statuses and types worded in the signed-in user's language (their \`locale\`); amounts with a dot before the decimals, dates as ISO dates. ${organizerRangeDescription}`,
  tags,
  middleware: [authenticated()],
  request: { params: organizerReportParams, query: organizerReportQuerySchema },
  responses: { 200: fileResponse(["text/csv"]), ...badType, ...invalidInput, ...member },
  async handler({ params, query }, c) {
    const type = params.report_type as OfferedOrganizerReport;
    // Refuses another type (400) after another account's organizer (404).
    const report = await organizerReport(callerOf(c), params.organizer_id, type, {
      ...query,
      page: 1,
      per_page: maxExportRows,
    });
    const body = reportCsv(organizerReportColumns[type], report.data, exportStringsOf(authOf(c).user.locale));
    return new Response(body, {
      status: 200,
      headers: csvHeaders(`${type}.csv`),
    });
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
