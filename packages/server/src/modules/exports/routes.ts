import { type ExportJob, exportJobSchema } from "@varco/domain";
import type { Context } from "hono";
import { z } from "zod";
import type { Executor } from "../../db/connect";
import type { AppEnv } from "../../http/appEnv";
import { HttpError } from "../../http/httpError";
import { defineRoute, errorBodySchema, fileResponse } from "../../http/route";
import { eventIdParams, invalidInput, member } from "../../http/routeParts";
import { authenticated, authOf } from "../auth/session";
import type { EventRow } from "../events/eventResource";
import { callerAndEvent } from "../events/routeEvent";
import { findEvent } from "../events/service";
import { type CsvColumn, csvHeaders, csvStream } from "./csv";
import { downloadLinkMinutes, readDownload, signDownload } from "./downloadLinks";
import { type ExportStrings, exportStringsOf } from "./exportStrings";
import { answersExport, attendeesExport, ordersExport } from "./service";

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

// --- The answers, as Hi.Events' screens ask for them ---------------------------------------------

const answersFileName = "answers.csv";
const jobUuidSchema = z.string().max(200).optional().meta({
  description: "The job's id, as the start answered it: then the answer says how the job stands.",
});

/**
 * Hi.Events' screens start an answers export, then ask how it stands until it is FINISHED and open
 * its `download_url`. Varco writes the file as it is downloaded, so a job is finished as soon as it
 * is started: its id is the signed download link's token, and asking again answers the same link
 * while it works (NOT_FOUND after, or for another event's).
 */
async function answersJob(
  c: Context<AppEnv>,
  eventId: number,
  jobUuid: string | undefined,
): Promise<ExportJob> {
  const { caller, event } = await callerAndEvent(c, eventId);
  let token = jobUuid;
  if (token === undefined) {
    token = await signDownload(
      caller.db,
      { accountId: caller.accountId, userId: caller.userId, eventId: event.id },
      caller.now,
    );
  } else {
    const grant = await readDownload(caller.db, token, caller.now);
    if (!grant || grant.accountId !== caller.accountId || grant.eventId !== event.id)
      return { message: "Export not found or expired", status: "NOT_FOUND", job_uuid: token };
  }
  return {
    message: "Export ready",
    status: "FINISHED",
    job_uuid: token,
    download_url: `${caller.appUrl}/api/events/${event.id}/questions/answers/export/${token}/${answersFileName}`,
  };
}

const answersJobDescription = `Every answer to the event's checkout questions, one row each (question, answer, order, attendee, name, email, product), grouped by question. The file is written as it is downloaded, so the job is FINISHED at once; its \`download_url\` needs no session and works for ${downloadLinkMinutes} minutes, while its user is a member of the account. ${streamedDescription}`;

export const startAnswersExportRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/questions/answers/export",
  summary: "Start an export of the event's question answers, or (with `job_uuid`) ask how it stands",
  description: answersJobDescription,
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams, body: z.object({ job_uuid: jobUuidSchema }) },
  responses: { 200: exportJobSchema, ...member, ...invalidInput },
  handler: async ({ params, body }, c) => c.json(await answersJob(c, params.event_id, body.job_uuid), 200),
});

export const answersExportStatusRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/questions/answers/export",
  summary: "How an export of the event's question answers stands",
  description: answersJobDescription,
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams, query: z.object({ job_uuid: jobUuidSchema }) },
  responses: { 200: exportJobSchema, ...member, ...invalidInput },
  // A job is started by POST only: without an id there is no job to tell about.
  handler: async ({ params, query }, c) =>
    c.json(await answersJob(c, params.event_id, query.job_uuid ?? ""), 200),
});

export const downloadAnswersRoute = defineRoute({
  method: "get",
  path: `/events/:event_id/questions/answers/export/:job_uuid/${answersFileName}`,
  summary: "The answers file of an export job: a signed link, no session",
  description: `404 when the link is altered, more than ${downloadLinkMinutes} minutes old, for another event, or its user is no longer an active member of the account. ${streamedDescription}`,
  tags,
  request: { params: eventIdParams.extend({ job_uuid: z.string().max(200) }) },
  responses: { 200: fileResponse(["text/csv"]), 404: errorBodySchema, ...invalidInput },
  async handler({ params }, c) {
    const grant = await readDownload(c.var.db, params.job_uuid, new Date());
    if (!grant || grant.eventId !== params.event_id) throw HttpError.notFound();
    const event = await findEvent(c.var.db, grant.accountId, grant.eventId);
    const { columns, pages } = answersExport(c.var.db, event, exportStringsOf(grant.locale));
    return new Response(csvStream(columns, pages), { status: 200, headers: csvHeaders(answersFileName) });
  },
});

export const exportRoutes = [
  exportOrdersRoute,
  exportAttendeesRoute,
  startAnswersExportRoute,
  answersExportStatusRoute,
  downloadAnswersRoute,
];
