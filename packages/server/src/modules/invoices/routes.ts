import { defineRoute, errorBodySchema, fileResponse } from "../../http/route";
import { eventIdParams, idParam, member, shortIdParam } from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated } from "../auth/session";
import { downloadHeaders } from "../exports/csv";
import type { InvoiceFile } from "./invoiceFile";
import { buyerInvoice, organiserCreditNote, organiserInvoice } from "./service";

/**
 * An order's invoice and credit notes as PDFs (docs/rules/invoices.md): the organiser's, scoped to
 * the caller's account (another account's event or order answers 404), and the buyer's, by the
 * order's short id.
 */

const tags = ["invoices"];
const pdfType = "application/pdf";
const orderParams = eventIdParams.extend({ order_id: idParam });
const languageNote =
  "In the order's language; issued when the order was completed or began to await its offline payment, with what it shows frozen then; its status (PAID, UNPAID) as it is now.";

function pdfResponse({ fileName, pdf }: InvoiceFile): Response {
  return new Response(new Uint8Array(pdf), { status: 200, headers: downloadHeaders(pdfType, fileName) });
}

export const organiserInvoiceRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/orders/:order_id/invoice",
  summary: "The order's invoice as a PDF",
  description: `${languageNote} 404 when the order has no invoice (its event did not invoice when it was placed).`,
  tags,
  middleware: [authenticated()],
  request: { params: orderParams },
  responses: { 200: fileResponse([pdfType]), ...member, 404: errorBodySchema },
  handler: async ({ params }, c) =>
    pdfResponse(await organiserInvoice(callerOf(c), params.event_id, params.order_id)),
});

export const organiserCreditNoteRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/orders/:order_id/credit-notes/:credit_note_id",
  summary: "A credit note of the order (one per refund of an invoiced order) as a PDF",
  description:
    "Numbered in the event's invoice series; it names the invoice it credits. 404 for an id that is not a credit note of this order.",
  tags,
  middleware: [authenticated()],
  request: { params: orderParams.extend({ credit_note_id: idParam }) },
  responses: { 200: fileResponse([pdfType]), ...member, 404: errorBodySchema },
  handler: async ({ params }, c) =>
    pdfResponse(
      await organiserCreditNote(callerOf(c), params.event_id, params.order_id, params.credit_note_id),
    ),
});

export const buyerInvoiceRoute = defineRoute({
  method: "get",
  path: "/public/events/:event_id/order/:order_short_id/invoice",
  summary: "The buyer's invoice of their order as a PDF",
  description: `The order's short id is the buyer's capability. ${languageNote} 404 for an unknown order or one without an invoice.`,
  tags: [...tags, "public"],
  request: { params: eventIdParams.extend({ order_short_id: shortIdParam }) },
  responses: { 200: fileResponse([pdfType]), 404: errorBodySchema },
  handler: async ({ params }, c) =>
    pdfResponse(await buyerInvoice(c.var.db, params.event_id, params.order_short_id)),
});

export const invoiceRoutes = [organiserInvoiceRoute, organiserCreditNoteRoute, buyerInvoiceRoute];
