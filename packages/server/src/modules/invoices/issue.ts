import type { CreditNoteSummary, InvoiceStatus, InvoiceSummary } from "@varco/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/connect";
import { events, invoices, orderItems, orders, vatSettings } from "../../db/schema";
import { settingsOfEvent } from "../events/loaders";
import type { InvoiceCharge, InvoiceDocument } from "./document";

type InvoiceRow = typeof invoices.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The event's next invoice sequence number (docs/rules/invoices.md): one more than the last it
 * used, or `start` for its first (or when the organiser moved the start past the last). The
 * upsert takes the row lock of the event's `invoice_counters` row and keeps it until the
 * transaction ends, so concurrent issues of one event take their numbers one after another; a
 * transaction that rolls back gives its number back. Callers take this lock last, after the
 * event's stock lock and the order's row, as every checkout transaction does.
 */
async function nextSequence(tx: Transaction, eventId: number, start: number): Promise<number> {
  const result = await tx.execute<{ last_number: number }>(sql`
    insert into invoice_counters (event_id, last_number) values (${eventId}, ${start})
    on conflict (event_id) do update
      set last_number = greatest(invoice_counters.last_number + 1, excluded.last_number), updated_at = now()
    returning last_number
  `);
  const value = result.rows[0]?.last_number;
  if (value === undefined) throw new Error(`no invoice number for event ${eventId}`);
  return Number(value);
}

function chargesOf(stored: unknown, kind: "taxes" | "fees"): InvoiceCharge[] {
  const list = (stored as Partial<Record<typeof kind, unknown>> | null)?.[kind];
  return (Array.isArray(list) ? list : []).map((line: { name?: unknown; value?: unknown }) => ({
    name: String(line.name ?? ""),
    value: Number(line.value ?? 0),
  }));
}

/** The buyer's billing address as lines, the country named in the document's language. */
function addressLines(address: unknown, locale: string): string[] {
  if (!address || typeof address !== "object") return [];
  const part = (key: string) => {
    const value = (address as Record<string, unknown>)[key];
    return typeof value === "string" ? value.trim() : "";
  };
  let country = part("country");
  try {
    if (/^[A-Za-z]{2}$/u.test(country))
      country =
        new Intl.DisplayNames(locale === "se" ? "sv" : locale, { type: "region" }).of(country) ?? country;
  } catch {
    // An unknown language or region: the code as given.
  }
  return [
    part("address_line_1"),
    part("address_line_2"),
    [part("zip_or_postal_code"), part("city")].filter(Boolean).join(" "),
    part("state_or_region"),
    country,
  ].filter(Boolean);
}

/** The account's VAT details as an invoice prints them: only when it is VAT registered. */
async function vatOf(tx: Executor, accountId: number): Promise<InvoiceDocument["vat"]> {
  const [row] = await tx.select().from(vatSettings).where(eq(vatSettings.accountId, accountId));
  if (!row?.vatRegistered) return null;
  return {
    business_name: row.businessName,
    business_address: row.businessAddress,
    vat_number: row.vatNumber,
  };
}

/** An order's invoice, if it has one. */
export async function invoiceOfOrder(db: Executor, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "INVOICE")));
  return row;
}

/**
 * Issues the order's invoice when its event invoices (`enable_invoicing`) and it has none yet: the
 * next number of the event's series, PAID when the order is COMPLETED, UNPAID while it awaits its
 * offline payment, due `invoice_payment_terms_days` after issue, and everything it shows frozen
 * (`InvoiceDocument`). Run in the transaction that moves the order, after the move. Answers the
 * invoice, or undefined when the event does not invoice.
 */
export async function issueOrderInvoice(
  tx: Transaction,
  orderId: number,
  now: Date,
): Promise<InvoiceRow | undefined> {
  const [found] = await tx
    .select({ order: orders, accountId: events.accountId })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  if (!found) return undefined;
  const { order, accountId } = found;
  const settings = await settingsOfEvent(tx, order.eventId);
  if (!settings.enable_invoicing) return undefined;
  // At most one invoice per order: also the unique index invoices_one_invoice_per_order.
  const existing = await invoiceOfOrder(tx, order.id);
  if (existing) return existing;
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const snapshot: InvoiceDocument = {
    kind: "INVOICE",
    label: settings.invoice_label,
    locale: order.locale,
    currency: order.currency,
    order_number: order.publicId,
    credited_invoice_number: null,
    buyer: {
      name: [order.firstName, order.lastName].filter(Boolean).join(" "),
      email: order.email,
      address: settings.require_billing_address ? addressLines(order.address, order.locale) : [],
    },
    organisation: {
      name: settings.organization_name ?? null,
      address: settings.organization_address ?? null,
      tax_details: settings.invoice_tax_details ?? null,
    },
    vat: await vatOf(tx, accountId),
    lines: items.map((item) => ({
      name: item.itemName,
      quantity: item.quantity,
      unit_price: item.price,
      total: item.totalBeforeAdditions,
    })),
    taxes: chargesOf(order.taxesAndFeesRollup, "taxes"),
    fees: chargesOf(order.taxesAndFeesRollup, "fees"),
    subtotal: order.totalBeforeAdditions,
    total: order.totalGross,
    notes: settings.invoice_notes ?? null,
  };
  const terms = settings.invoice_payment_terms_days;
  return insertDocument(tx, order, accountId, {
    kind: "INVOICE",
    prefix: settings.invoice_prefix ?? "",
    start: settings.invoice_start_number ?? 1,
    status: order.status === "COMPLETED" ? "PAID" : "UNPAID",
    now,
    dueDate: terms === null || terms === undefined ? null : new Date(now.getTime() + terms * dayMs),
    snapshot,
  });
}

async function insertDocument(
  tx: Transaction,
  order: OrderRow,
  accountId: number,
  document: {
    kind: InvoiceRow["kind"];
    prefix: string;
    start: number;
    status: InvoiceStatus;
    now: Date;
    dueDate: Date | null;
    snapshot: InvoiceDocument;
    orderRefundId?: number;
  },
): Promise<InvoiceRow> {
  // The event's invoice_counters row lock (nextSequence) is held from here to the commit.
  const sequence = await nextSequence(tx, order.eventId, document.start);
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      eventId: order.eventId,
      accountId,
      kind: document.kind,
      orderRefundId: document.orderRefundId ?? null,
      sequence,
      invoiceNumber: `${document.prefix}${sequence}`,
      status: document.status,
      issuedAt: document.now,
      dueDate: document.dueDate,
      snapshot: document.snapshot,
    })
    .returning();
  if (!row) throw new Error(`invoice of order ${order.id} not recorded`);
  return row;
}

/**
 * The order's invoice is paid (an offline payment received, a card payment of an order that was
 * awaiting one): UNPAID becomes PAID. An order of an invoicing event that has none yet (invoicing
 * was turned on while it awaited payment) gets one, PAID. Run after the order moved to COMPLETED.
 */
export async function markOrderInvoicePaid(tx: Transaction, orderId: number, now: Date): Promise<void> {
  const paid = await tx
    .update(invoices)
    .set({ status: "PAID", updatedAt: now })
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "INVOICE"), eq(invoices.status, "UNPAID")))
    .returning({ id: invoices.id });
  if (paid.length === 0) await issueOrderInvoice(tx, orderId, now);
}

/**
 * The order was cancelled: an invoice it never paid (UNPAID) becomes VOID. A PAID one stands; the
 * money given back has its credit notes.
 */
export async function voidUnpaidInvoice(tx: Transaction, orderId: number, now: Date): Promise<void> {
  await tx
    .update(invoices)
    .set({ status: "VOID", updatedAt: now })
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "INVOICE"), eq(invoices.status, "UNPAID")));
}

/**
 * A credit note for a refund that went through (docs/rules/invoices.md): the next number of the
 * event's one series, crediting the order's invoice; a full refund repeats the invoice's lines,
 * taxes and fees, a partial one is a single refund line of its amount. Nothing for an order
 * without an invoice, or for a refund that already has its note (one per refund: the unique index
 * invoices_one_credit_note_per_refund). The caller holds the order's row lock.
 */
export async function issueCreditNote(
  tx: Transaction,
  input: { orderId: number; refundId: number; amount: number; now: Date },
): Promise<InvoiceRow | undefined> {
  const [found] = await tx
    .select({ order: orders, accountId: events.accountId })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, input.orderId));
  const invoice = found ? await invoiceOfOrder(tx, input.orderId) : undefined;
  if (!found || !invoice) return undefined;
  const [already] = await tx.select().from(invoices).where(eq(invoices.orderRefundId, input.refundId));
  if (already) return already;
  const settings = await settingsOfEvent(tx, found.order.eventId);
  const issued = invoice.snapshot as InvoiceDocument;
  const full = input.amount >= issued.total;
  return insertDocument(tx, found.order, found.accountId, {
    kind: "CREDIT_NOTE",
    prefix: settings.invoice_prefix ?? "",
    start: settings.invoice_start_number ?? 1,
    status: "PAID",
    now: input.now,
    dueDate: null,
    orderRefundId: input.refundId,
    snapshot: {
      ...issued,
      kind: "CREDIT_NOTE",
      credited_invoice_number: invoice.invoiceNumber,
      lines: full ? issued.lines : [],
      taxes: full ? issued.taxes : [],
      fees: full ? issued.fees : [],
      subtotal: full ? issued.subtotal : input.amount,
      total: full ? issued.total : input.amount,
      notes: null,
    },
  });
}

/** An order's credit notes, oldest first: their ids (for their PDFs) and numbers. */
export async function creditNotesOf(db: Executor, orderId: number): Promise<CreditNoteSummary[]> {
  return db
    .select({ id: invoices.id, invoice_number: invoices.invoiceNumber })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "CREDIT_NOTE")))
    .orderBy(asc(invoices.sequence));
}

/** The wire summary of each order's invoice (`latest_invoice`), by order id: one query. */
export async function latestInvoicesOf(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, InvoiceSummary>> {
  const byOrder = new Map<number, InvoiceSummary>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.orderId, [...orderIds]), eq(invoices.kind, "INVOICE")));
  for (const row of rows)
    byOrder.set(row.orderId, {
      id: row.id,
      invoice_number: row.invoiceNumber,
      order_id: row.orderId,
      status: row.status,
    });
  return byOrder;
}
