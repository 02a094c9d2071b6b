import type { Executor } from "../../db/connect";
import { defineRoute, fileResponse } from "../../http/route";
import { eventIdParams, member } from "../../http/routeParts";
import { authenticated, authOf } from "../auth/session";
import type { EventRow } from "../events/eventResource";
import { callerAndEvent } from "../events/routeEvent";
import { type CsvColumn, csvHeaders, csvStream } from "./csv";
import { type ExportStrings, exportStringsOf } from "./exportStrings";
import { attendeesExport, ordersExport } from "./service";

const tags = ["exports"];

const streamedDescription =
  "CSV, UTF-8 with a byte-order mark, written as it is read (a page of rows at a time), headings and statuses in the signed-in user's language (their `locale`), one column per question by its title; amounts with a dot before the decimals and times in the event's time zone, as `YYYY-MM-DD HH:MM` (docs/rules/reports.md).";

/** `POST <path>`: one of the account's events' rows as a CSV file named `fileName`, streamed. */
function csvExportRoute<Row>(spec: {
  path: string;
  summary: string;
  /** What the file holds; the route's description adds how it is written. */
  contents: string;
  fileName: string;
  exportOf: (
    db: Executor,
    event: EventRow,
    words: ExportStrings,
  ) => { columns: () => Promise<CsvColumn<Row>[]>; pages: AsyncIterable<Row[]> };
}) {
  return defineRoute({
    method: "post",
    path: spec.path,
    summary: spec.summary,
    description: `${spec.contents} ${streamedDescription}`,
    tags,
    middleware: [authenticated()],
    request: { params: eventIdParams },
    responses: { 200: fileResponse(["text/csv"]), ...member },
    async handler({ params }, c) {
      const { caller, event } = await callerAndEvent(c, params.event_id);
      const { columns, pages } = spec.exportOf(caller.db, event, exportStringsOf(authOf(c).user.locale));
      return new Response(csvStream(columns, pages), { status: 200, headers: csvHeaders(spec.fileName) });
    },
  });
}

export const exportOrdersRoute = csvExportRoute({
  path: "/events/:event_id/orders/export",
  summary: "The event's orders as a CSV file",
  contents:
    "Every order but reservations and abandoned carts: number, statuses, buyer, when, totals, promo code, and each order question's answer.",
  fileName: "orders.csv",
  exportOf: ordersExport,
});

export const exportAttendeesRoute = csvExportRoute({
  path: "/events/:event_id/attendees/export",
  summary: "The event's attendees as a CSV file",
  contents:
    "Attendees of completed, cancelled and awaiting-payment orders: number, name, email, product, price, status, order, checked in, and each product question's answer.",
  fileName: "attendees.csv",
  exportOf: attendeesExport,
});

export const exportRoutes = [exportOrdersRoute, exportAttendeesRoute];
