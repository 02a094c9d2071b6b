import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { invoices } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import type { Caller } from "../auth/caller";
import { findBuyerOrder } from "../checkout/buyerOrder";
import { findEvent } from "../events/service";
import { findOrder } from "../orders/service";
import { type InvoiceFile, invoiceFileOf } from "./invoiceFile";
import { invoiceOfOrder } from "./issue";

/** One of the caller's account's event's managed orders, or 404. */
async function managedOrder(caller: Caller, eventId: number, orderId: number) {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  return findOrder(caller.db, event.id, orderId);
}

function found<T>(invoice: T | undefined, what = "Invoice not found"): T {
  if (!invoice) throw HttpError.notFound(what);
  return invoice;
}

/** `GET events/{e}/orders/{o}/invoice`: the order's invoice of one of the caller's account's events; 404 when none. */
export async function organiserInvoice(
  caller: Caller,
  eventId: number,
  orderId: number,
): Promise<InvoiceFile> {
  const order = await managedOrder(caller, eventId, orderId);
  return invoiceFileOf(caller.db, found(await invoiceOfOrder(caller.db, order.id)));
}

/** `GET events/{e}/orders/{o}/credit-notes/{id}`: one credit note of the order; 404 otherwise. */
export async function organiserCreditNote(
  caller: Caller,
  eventId: number,
  orderId: number,
  creditNoteId: number,
): Promise<InvoiceFile> {
  const order = await managedOrder(caller, eventId, orderId);
  const [note] = await caller.db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.id, creditNoteId), eq(invoices.orderId, order.id), eq(invoices.kind, "CREDIT_NOTE")),
    );
  return invoiceFileOf(caller.db, found(note, "Credit note not found"));
}

/** `GET public/events/{e}/order/{short_id}/invoice`: the buyer's invoice, by the order's short id; 404 when none. */
export async function buyerInvoice(db: Executor, eventId: number, shortId: string): Promise<InvoiceFile> {
  const order = await findBuyerOrder(db, { eventId, shortId });
  return invoiceFileOf(db, found(await invoiceOfOrder(db, order.id)));
}
