import type { OrderPaymentStatus, PaymentProvider } from "@varco/domain";
import { and, eq, getTableName, ne, sql } from "drizzle-orm";
import type { Transaction } from "../../db/connect";
import { attendees, eventDailyStatistics, eventStatistics, events, orders } from "../../db/schema";
import { calendarDayIn } from "../events/stats";
import { issueOrderInvoice, markOrderInvoicePaid } from "../invoices/issue";
import { recordNewOrder, recordOrderChange } from "../sales/orderActivity";
import { consumeOrderStock, lockEventStock } from "../sales/stock";
import { queueOrderMails } from "../tickets/orderMails";

/** The order's mails (buyer's confirmation, one per ticket), queued in the completing transaction. */
export { queueOrderMails };

export interface FulfilOptions {
  /** NO_PAYMENT_REQUIRED for a free order, PAYMENT_RECEIVED for a paid one. */
  paymentStatus: OrderPaymentStatus;
  /** Who took the money; null for a free order. */
  provider: PaymentProvider | null;
  now?: Date;
}

/**
 * Completes a reservation: the order becomes COMPLETED with the payment status given, its
 * attendees ACTIVE, its units sold, its totals added to the event's sales, and its mails queued.
 *
 * Returns false, having changed nothing, when the order is not RESERVED (already completed,
 * abandoned, cancelled…): a payment confirmed twice, or a completion racing another, completes it
 * once. It does not look at `reserved_until`: the caller decides what a late payment means.
 *
 * Takes the event's stock lock first (a caller that also locks the order row must take the event's
 * lock before it, so every checkout transaction locks in the same order).
 */
export function fulfilOrder(tx: Transaction, orderId: number, options: FulfilOptions): Promise<boolean> {
  return completeOrderFrom(tx, orderId, "RESERVED", options);
}

/**
 * An order awaiting offline payment that was paid another way (a card payment the buyer made
 * before choosing to pay offline: docs/rules/payments.md): it becomes COMPLETED with the payment
 * received, its attendees ACTIVE and its totals added to the event's sales. Its units were sold
 * when it began to await payment and its tickets mailed then, so neither happens again: the buyer
 * gets one confirmation that the order is paid.
 *
 * Returns false, having changed nothing, when the order is not AWAITING_OFFLINE_PAYMENT. Takes the
 * event's stock lock first, as `fulfilOrder` does.
 */
export function completeOrderAwaitingOfflinePayment(
  tx: Transaction,
  orderId: number,
  options: Omit<FulfilOptions, "paymentStatus">,
): Promise<boolean> {
  return completeOrderFrom(tx, orderId, "AWAITING_OFFLINE_PAYMENT", {
    ...options,
    paymentStatus: "PAYMENT_RECEIVED",
  });
}

/**
 * The one way an order becomes COMPLETED, from RESERVED or from AWAITING_OFFLINE_PAYMENT: under
 * the event's stock lock, a guarded move out of `from` (false, nothing changed, when the order is
 * not in it), its attendees ACTIVE, its totals added to the event's sales, its mails queued. A
 * reservation's units are sold and its tickets mailed now; an order awaiting offline payment had
 * both when it began to await it.
 */
async function completeOrderFrom(
  tx: Transaction,
  orderId: number,
  from: "RESERVED" | "AWAITING_OFFLINE_PAYMENT",
  options: FulfilOptions,
): Promise<boolean> {
  const now = options.now ?? new Date();
  const [target] = await tx.select({ eventId: orders.eventId }).from(orders).where(eq(orders.id, orderId));
  if (!target) return false;
  await lockEventStock(tx, target.eventId);
  // Safe under the event's stock lock (lockEventStock): the guard moves the order once.
  const [order] = await tx
    .update(orders)
    .set({
      status: "COMPLETED",
      paymentStatus: options.paymentStatus,
      paymentProvider: options.provider,
      completedAt: now,
      updatedAt: now,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  if (!order) return false;
  await tx
    .update(attendees)
    .set({ status: "ACTIVE", updatedAt: now })
    .where(and(eq(attendees.orderId, orderId), ne(attendees.status, "CANCELLED")));
  const reservation = from === "RESERVED";
  // Safe under the event's stock lock (lockEventStock), after the guarded move out of RESERVED.
  if (reservation) await consumeOrderStock(tx, orderId);
  await addCompletedOrderToStatistics(tx, order, now);
  // The invoice before the mails, which carry it: issued now (PAID) for a reservation, moved from
  // UNPAID to PAID for an order that awaited its offline payment (docs/rules/invoices.md).
  if (reservation) await issueOrderInvoice(tx, orderId, now);
  else await markOrderInvoicePaid(tx, orderId, now);
  await queueOrderMails(tx, orderId, { ticketMails: reservation });
  // A reservation completed is a new sale; an order awaiting its offline payment was one already.
  if (reservation) await recordNewOrder(tx, order);
  else await recordOrderChange(tx, order, "order.marked_as_paid");
  return true;
}

type CompletedOrder = Pick<
  typeof orders.$inferSelect,
  "id" | "eventId" | "totalGross" | "totalBeforeAdditions" | "totalTax" | "totalFee"
>;

/**
 * A completed order's totals added to the event's running statistics and to its day (in the
 * event's time zone): sales, taxes, fees, units sold, one order, its attendees. Called only after
 * the guarded move to COMPLETED, so an order is counted once.
 */
export async function addCompletedOrderToStatistics(
  tx: Transaction,
  order: CompletedOrder,
  now: Date,
): Promise<void> {
  const [event] = await tx
    .select({ timezone: events.timezone })
    .from(events)
    .where(eq(events.id, order.eventId));
  const day = calendarDayIn(event?.timezone ?? "UTC", now);
  const [counts] = await tx
    .execute<{ units: string | number | null; people: string | number }>(sql`
    select
      (select coalesce(sum(quantity), 0) from order_items where order_id = ${order.id}) as units,
      (select count(*) from attendees where order_id = ${order.id} and status <> 'CANCELLED') as people
  `)
    .then((result) => result.rows);
  const units = Number(counts?.units ?? 0);
  const people = Number(counts?.people ?? 0);
  // Every counter adds the order's share: its totals, its units, one order, its attendees.
  const shares = {
    sales_total_gross: order.totalGross,
    sales_total_before_additions: order.totalBeforeAdditions,
    total_tax: order.totalTax,
    total_fee: order.totalFee,
    products_sold: units,
    orders_created: 1,
    attendees_registered: people,
  };
  const daily = sql.identifier(getTableName(eventDailyStatistics));
  const totals = sql.identifier(getTableName(eventStatistics));
  const names = Object.keys(shares).map((name) => sql.identifier(name));
  const columns = sql.join(names, sql`, `);
  const values = sql.join(
    Object.values(shares).map((share) => sql`${share}`),
    sql`, `,
  );
  const addedTo = (table: typeof daily) =>
    sql.join(
      names.map((name) => sql`${name} = ${table}.${name} + excluded.${name}`),
      sql`, `,
    );
  await tx.execute(sql`
    insert into ${daily} (event_id, date, ${columns}) values (${order.eventId}, ${day}::date, ${values})
    on conflict (event_id, date) do update set ${addedTo(daily)}, updated_at = now()
  `);
  await tx.execute(sql`
    insert into ${totals} (event_id, ${columns}) values (${order.eventId}, ${values})
    on conflict (event_id) do update set ${addedTo(totals)}, updated_at = now()
  `);
}
