import {
  type ExportFormat,
  type ExportJob,
  exportFileName,
  exportFormats,
  exportJobSchema,
} from "@varco/domain";
import type { Context } from "hono";
import { z } from "zod";
import type { Executor } from "../../db/connect";
import type { AppEnv } from "../../http/appEnv";
import { HttpError } from "../../http/httpError";
import { defineRoute, errorBodySchema, fileResponse } from "../../http/route";
import { eventIdParams, invalidInput, member } from "../../http/routeParts";
import { affiliatesExport } from "../affiliates/affiliatesExport";
import { authenticated, authOf } from "../auth/session";
import type { EventRow } from "../events/eventResource";
import { callerAndEvent } from "../events/routeEvent";
import { findEvent } from "../events/service";
import { csvMediaType, csvStream, downloadHeaders, type ExportColumn } from "./csv";
import { downloadLinkMinutes, readDownload, signDownload } from "./downloadLinks";
import { type ExportStrings, exportStringsOf } from "./exportStrings";
import { answersExport, attendeesExport, ordersExport } from "./service";
import { xlsxMediaType, xlsxStream } from "./xlsx";

const tags = ["exports"];

const streamedDescription =
  "An XLSX spreadsheet by default, or with `format=csv` a CSV (UTF-8 with a byte-order mark); named `<event-slug>-<what>-<YYYY-MM-DD>.<format>`, the day it is made in the event's time zone. Written as it is read (a page of rows at a time), headings and statuses in the signed-in user's language (their `locale`), one column per question by its title. In the spreadsheet amounts and counts are number cells, times date cells in the event's time zone; in the CSV amounts have a dot before the decimals and times read `YYYY-MM-DD HH:MM` (docs/rules/reports.md).";

const formatSchema = z.enum(exportFormats).default("xlsx").meta({
  description: "`xlsx` (the default): a spreadsheet; `csv`: plain CSV.",
});
const formatQuery = z.object({ format: formatSchema });

const mediaTypes = { xlsx: xlsxMediaType, csv: csvMediaType } as const;

/** A streamed export as the file `fileName` in `format`, its sheet named `sheet`. */
function exportResponse<Row>(
  format: ExportFormat,
  fileName: string,
  sheet: string,
  file: { columns: () => Promise<ExportColumn<Row>[]>; pages: AsyncIterable<Row[]> },
): Response {
  const body =
    format === "xlsx" ? xlsxStream(sheet, file.columns, file.pages) : csvStream(file.columns, file.pages);
  return new Response(body, { status: 200, headers: downloadHeaders(mediaTypes[format], fileName) });
}

/** `POST <path>`: one of the account's events' rows as a file named after the event, streamed. */
function exportRoute<Row>(spec: {
  path: string;
  summary: string;
  /** What the file holds; the route's description adds how it is written. */
  contents: string;
  /** The file's kind, in its name (`attendees`). */
  what: string;
  exportOf: (
    db: Executor,
    event: EventRow,
    words: ExportStrings,
  ) => { columns: () => Promise<ExportColumn<Row>[]>; pages: AsyncIterable<Row[]> };
}) {
  return defineRoute({
    method: "post",
    path: spec.path,
    summary: spec.summary,
    description: `${spec.contents} ${streamedDescription}`,
    tags,
    middleware: [authenticated()],
    request: { params: eventIdParams, query: formatQuery },
    responses: { 200: fileResponse([xlsxMediaType, "text/csv"]), ...member, ...invalidInput },
    async handler({ params, query }, c) {
      const { caller, event } = await callerAndEvent(c, params.event_id);
      const fileName = exportFileName(event.slug, spec.what, caller.now, event.timezone, query.format);
      const file = spec.exportOf(caller.db, event, exportStringsOf(authOf(c).user.locale));
      return exportResponse(query.format, fileName, event.title, file);
    },
  });
}

export const exportOrdersRoute = exportRoute({
  path: "/events/:event_id/orders/export",
  summary: "The event's orders as a spreadsheet (XLSX) or a CSV file",
  contents:
    "Every order but reservations and abandoned carts: number, statuses, buyer, when, totals, promo code, and each order question's answer.",
  what: "orders",
  exportOf: ordersExport,
});

export const exportAttendeesRoute = exportRoute({
  path: "/events/:event_id/attendees/export",
  summary: "The event's attendees as a spreadsheet (XLSX) or a CSV file",
  contents:
    "Attendees of completed, cancelled and awaiting-payment orders: number, name, email, product, price, status, order, checked in, and each product question's answer.",
  what: "attendees",
  exportOf: attendeesExport,
});

export const exportAffiliatesRoute = exportRoute({
  path: "/events/:event_id/affiliates/export",
  summary: "The event's affiliates and their figures as a spreadsheet (XLSX) or a CSV file",
  contents:
    "Every affiliate of the event: name, code, email, status, then the orders, tickets and sales its link brought, gross (every completed order as paid) and net (cancelled orders left out, refunds taken off), docs/rules/affiliates.md.",
  what: "affiliates",
  exportOf: affiliatesExport,
});

// --- The answers, as Hi.Events' screens ask for them ---------------------------------------------

const jobUuidSchema = z.string().max(200).optional().meta({
  description: "The job's id, as the start answered it: then the answer says how the job stands.",
});

/**
 * Hi.Events' screens start an answers export, then ask how it stands until it is FINISHED and open
 * its `download_url`. Varco writes the file as it is downloaded, so a job is finished as soon as it
 * is started: its id is the signed download link's token (with `.csv` after it for a CSV, so that
 * asking again keeps the format), and asking again answers the same link while it works
 * (NOT_FOUND after, or for another event's).
 */
async function answersJob(
  c: Context<AppEnv>,
  eventId: number,
  job: { uuid: string } | { start: ExportFormat },
): Promise<ExportJob> {
  const { caller, event } = await callerAndEvent(c, eventId);
  let token: string;
  let format: ExportFormat;
  if ("start" in job) {
    format = job.start;
    token = await signDownload(
      caller.db,
      { accountId: caller.accountId, userId: caller.userId, eventId: event.id },
      caller.now,
    );
  } else {
    format = job.uuid.endsWith(csvJobSuffix) ? "csv" : "xlsx";
    token = job.uuid.slice(0, format === "csv" ? -csvJobSuffix.length : undefined);
    const grant = await readDownload(caller.db, token, caller.now);
    if (!grant || grant.accountId !== caller.accountId || grant.eventId !== event.id)
      return { message: "Export not found or expired", status: "NOT_FOUND", job_uuid: job.uuid };
  }
  // The link ends with the file's name, whose extension says which format the download writes.
  const fileName = exportFileName(event.slug, "answers", caller.now, event.timezone, format);
  return {
    message: "Export ready",
    status: "FINISHED",
    job_uuid: format === "csv" ? `${token}${csvJobSuffix}` : token,
    download_url: `${caller.appUrl}/api/events/${event.id}/questions/answers/export/${token}/${fileName}`,
  };
}

const csvJobSuffix = ".csv";

const fileNameSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9-]+\.(xlsx|csv)$/u, "The file name must end with .xlsx or .csv.")
  .meta({ description: "The file's name, as the job's link has it: `.xlsx` or `.csv` says the format." });

const answersJobDescription = `Every answer to the event's checkout questions, one row each (question, answer, order, attendee, name, email, product), grouped by question. The file is written as it is downloaded, so the job is FINISHED at once; its \`download_url\` needs no session and works for ${downloadLinkMinutes} minutes, while its user is a member of the account. ${streamedDescription}`;

export const startAnswersExportRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/questions/answers/export",
  summary: "Start an export of the event's question answers, or (with `job_uuid`) ask how it stands",
  description: answersJobDescription,
  tags,
  middleware: [authenticated()],
  request: {
    params: eventIdParams,
    body: z.object({
      job_uuid: jobUuidSchema,
      format: formatSchema.meta({ description: "The file's format, when starting a job." }),
    }),
  },
  responses: { 200: exportJobSchema, ...member, ...invalidInput },
  handler: async ({ params, body }, c) => {
    const job = body.job_uuid === undefined ? { start: body.format } : { uuid: body.job_uuid };
    return c.json(await answersJob(c, params.event_id, job), 200);
  },
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
    c.json(await answersJob(c, params.event_id, { uuid: query.job_uuid ?? "" }), 200),
});

export const downloadAnswersRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/questions/answers/export/:job_uuid/:file_name",
  summary: "The answers file of an export job: a signed link, no session",
  description: `404 when the link is altered, more than ${downloadLinkMinutes} minutes old, for another event, or its user is no longer an active member of the account. ${streamedDescription}`,
  tags,
  request: { params: eventIdParams.extend({ job_uuid: z.string().max(200), file_name: fileNameSchema }) },
  responses: { 200: fileResponse([xlsxMediaType, "text/csv"]), 404: errorBodySchema, ...invalidInput },
  async handler({ params }, c) {
    const grant = await readDownload(c.var.db, params.job_uuid, new Date());
    if (!grant || grant.eventId !== params.event_id) throw HttpError.notFound();
    const event = await findEvent(c.var.db, grant.accountId, grant.eventId);
    const format: ExportFormat = params.file_name.endsWith(".csv") ? "csv" : "xlsx";
    const file = answersExport(c.var.db, event, exportStringsOf(grant.locale));
    return exportResponse(format, params.file_name, event.title, file);
  },
});

export const exportRoutes = [
  exportOrdersRoute,
  exportAttendeesRoute,
  exportAffiliatesRoute,
  startAnswersExportRoute,
  answersExportStatusRoute,
  downloadAnswersRoute,
];
