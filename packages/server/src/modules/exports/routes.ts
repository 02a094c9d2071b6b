import { defineRoute, fileResponse } from "../../http/route";
import { eventIdParams, member } from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated, authOf } from "../auth/session";
import { findEvent } from "../events/service";
import { csvHeaders, csvStream } from "./csv";
import { exportStringsOf } from "./exportStrings";
import { attendeesExport, ordersExport } from "./service";

const tags = ["exports"];

const streamedDescription =
  "CSV, UTF-8 with a byte-order mark, written as it is read (a page of rows at a time), headings and statuses in the signed-in user's language (their `locale`), one column per question by its title; amounts with a dot before the decimals and times in the event's time zone, as `YYYY-MM-DD HH:MM` (docs/rules/reports.md).";

export const exportOrdersRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/orders/export",
  summary: "The event's orders as a CSV file",
  description: `Every order but reservations and abandoned carts: number, statuses, buyer, when, totals, promo code, and each order question's answer. ${streamedDescription}`,
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams },
  responses: { 200: fileResponse(["text/csv"]), ...member },
  async handler({ params }, c) {
    const { db, accountId } = callerOf(c);
    const event = await findEvent(db, accountId, params.event_id);
    const { columns, pages } = ordersExport(db, event, exportStringsOf(authOf(c).user.locale));
    return new Response(csvStream(columns, pages), { status: 200, headers: csvHeaders("orders.csv") });
  },
});

export const exportAttendeesRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/attendees/export",
  summary: "The event's attendees as a CSV file",
  description: `Attendees of completed, cancelled and awaiting-payment orders: number, name, email, product, price, status, order, checked in, and each product question's answer. ${streamedDescription}`,
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams },
  responses: { 200: fileResponse(["text/csv"]), ...member },
  async handler({ params }, c) {
    const { db, accountId } = callerOf(c);
    const event = await findEvent(db, accountId, params.event_id);
    const { columns, pages } = attendeesExport(db, event, exportStringsOf(authOf(c).user.locale));
    return new Response(csvStream(columns, pages), { status: 200, headers: csvHeaders("attendees.csv") });
  },
});

export const exportRoutes = [exportOrdersRoute, exportAttendeesRoute];
