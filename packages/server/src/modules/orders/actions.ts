import {
  type CancelOrderBody,
  canTransitionOrder,
  currencyMinorDigits,
  exactMinorUnits,
  type Order,
  orderStatuses,
  type RefundOrderBody,
  refundableAmount,
  type updateOrderSchema,
} from "@varco/domain";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { z } from "zod";
import type { Transaction } from "../../db/connect";
import { attendees, orders } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import type { RateLimits } from "../../http/rateLimit";
import { RateLimited } from "../../http/rateLimit";
import type { Caller } from "../auth/caller";
import { completeOrderAwaitingOfflinePayment } from "../checkout/fulfil";
import { findEvent } from "../events/service";
import { issueCreditNote, voidUnpaidInvoice } from "../invoices/issue";
import { queueOrderNotice, queueTicketCancelledNotices, refundedTicketLines } from "../mail/orderNoticeMail";
import { recordCancelledOrder, recordOrderChange } from "../sales/orderActivity";
import { lockOrderRow, type RefundRequest, refundOrderPayment, refundStandingOf } from "../sales/refunds";
import { lockEventStock, type PriceUnits, returnUnits } from "../sales/stock";
import { queueOrderMails } from "../tickets/orderMails";
import type { AttendeeRow, OrderRow } from "./orderResource";
import { findOrder, orderDetail } from "./service";
import {
  cancelPickedTickets,
  noticeTicketOf,
  type PickedTicket,
  pickTickets,
  recordTicketShares,
} from "./ticketRefund";

/**
 * What organisers do to an order: cancel it, refund it, mark its offline payment received, send
 * its confirmation again. The rules, and why each write is safe, are in docs/rules/orders.md.
 */

/**
 * Statuses an order can be cancelled from (docs/rules/statuses.md): it sold its units (paid, or
 * awaiting an offline payment).
 */
const cancellableStatuses = orderStatuses.filter((status) => canTransitionOrder(status, "CANCELLED"));

/** 409 for an order already cancelled, or one that is not a sale (yet). */
function notCancellable(order: OrderRow): HttpError {
  return new HttpError(
    409,
    order.status === "CANCELLED" ? "This order is already cancelled." : "This order cannot be cancelled.",
  );
}

/**
 * The units an order still holds, by price: each price's quantity minus its attendees already
 * cancelled on their own (they gave their unit back then); items without attendees, all of it.
 * Read before the order's attendees are cancelled with it.
 */
async function unitsStillHeld(tx: Transaction, orderId: number): Promise<PriceUnits[]> {
  const rows = await tx.execute<{ price_id: string | number; units: string | number }>(sql`
    select items.price_id, items.units - coalesce(gone.cancelled, 0) as units
    from (
      select product_price_id as price_id, sum(quantity) as units
      from order_items where order_id = ${orderId} group by product_price_id
    ) items
    left join (
      select product_price_id as price_id, count(*) as cancelled
      from attendees where order_id = ${orderId} and status = 'CANCELLED'
      group by product_price_id
    ) gone on gone.price_id = items.price_id
  `);
  return rows.rows.map((row) => ({ priceId: Number(row.price_id), units: Number(row.units) }));
}

/**
 * Cancels an order in the caller's transaction: CANCELLED (payment status untouched), its
 * attendees CANCELLED, the units it still holds returned once, the buyer told when asked.
 * Returns false, having changed nothing, when the order is not one that can be cancelled (a
 * concurrent cancel got there first).
 *
 * The caller holds the event's stock lock (lockEventStock).
 */
async function cancelInTransaction(
  tx: Transaction,
  orderId: number,
  { notifyBuyer, now }: { notifyBuyer: boolean; now: Date },
): Promise<boolean> {
  const units = await unitsStillHeld(tx, orderId);
  // Safe under the event's stock lock (lockEventStock, taken by the caller): the guard moves the
  // order out of its selling state once, so its units come back once, however many cancels race.
  const [cancelled] = await tx
    .update(orders)
    .set({ status: "CANCELLED", cancelledAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...cancellableStatuses])))
    .returning();
  if (!cancelled) return false;
  const people = await tx
    .update(attendees)
    .set({ status: "CANCELLED", updatedAt: now })
    .where(and(eq(attendees.orderId, orderId), ne(attendees.status, "CANCELLED")))
    .returning({ id: attendees.id });
  // Safe under the event's stock lock, after the guarded move to CANCELLED above.
  await returnUnits(tx, units);
  // An invoice nobody paid is void; a paid one stands (its refunds have credit notes).
  await voidUnpaidInvoice(tx, orderId, now);
  await recordCancelledOrder(
    tx,
    cancelled,
    people.map((person) => person.id),
  );
  if (notifyBuyer) await queueOrderNotice(tx, cancelled, { template: "order_cancelled" });
  return true;
}

/** The order's row, locked until the transaction ends (404 when it is not one of the event's orders). */
async function lockOrder(tx: Transaction, eventId: number, orderId: number): Promise<OrderRow> {
  await findOrder(tx, eventId, orderId);
  const order = await lockOrderRow(tx, orderId);
  if (!order) throw HttpError.notFound("Order not found");
  return order;
}

export interface OrderActionContext {
  /** Stripe's client when card payments are set up on this server. */
  stripe: Stripe | undefined;
}

/** A refund by ticket: the picked tickets with their shares, and those cancelled with it. */
interface RefundedTickets {
  picked: readonly PickedTicket[];
  cancelled: readonly AttendeeRow[];
}

/**
 * Gives money back through the refund ledger (modules/sales/refunds.ts), keeps which tickets it
 * was for, then tells the buyer when asked (and the holders of the tickets cancelled with it).
 */
async function refundInTransaction(
  tx: Transaction,
  order: OrderRow,
  amount: number,
  request: RefundRequest,
  tickets?: RefundedTickets,
): Promise<void> {
  const { status, refundId } = await refundOrderPayment(tx, order, amount, request);
  // Money back now: its credit note (one Stripe is still making gets it when it settles).
  if (status === "SUCCEEDED")
    await issueCreditNote(tx, { orderId: order.id, refundId, amount, now: request.now });
  if (tickets) await recordTicketShares(tx, refundId, tickets.picked);
  const { notifyBuyer } = request;
  // A refund Stripe is still making is only on its way: the buyer hears again when it settles
  // (payments/webhook.ts), so no notice says "refunded" before the money has gone back.
  if (notifyBuyer && status !== "FAILED")
    await queueOrderNotice(tx, order, {
      template: status === "PENDING" ? "order_refund_pending" : "order_refunded",
      amount,
      ...(tickets
        ? {
            tickets: {
              refunded: await refundedTicketLines(tx, order, refundId),
              cancelled: tickets.cancelled.map(noticeTicketOf),
            },
          }
        : {}),
    });
  if (notifyBuyer && tickets)
    await queueTicketCancelledNotices(tx, order, tickets.cancelled.map(noticeTicketOf));
}

/** An amount from the wire in minor units of the order's currency; more decimals than it has is a 422. */
function minorAmountOf(amount: number, currency: string, field: string): number {
  const minor = exactMinorUnits(amount, currency);
  if (minor === null)
    throw HttpError.unprocessable({
      [field]: [{ code: "too_many_decimals", label: "Refund amount", max: currencyMinorDigits(currency) }],
    });
  return minor;
}

/** `POST events/{e}/orders/{id}/cancel`. */
export async function cancelOrder(
  caller: Caller,
  eventId: number,
  orderId: number,
  body: CancelOrderBody,
  context: OrderActionContext,
): Promise<Order> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const notifyBuyer = body.notify_buyer ?? true;
  await caller.db.transaction(async (tx) => {
    // The event's stock lock first, then the order's row: every checkout transaction takes them
    // in this order, so none waits on the other's second lock.
    await lockEventStock(tx, event.id);
    const order = await lockOrder(tx, event.id, orderId);
    if (!(cancellableStatuses as readonly string[]).includes(order.status)) throw notCancellable(order);
    if (body.refund) {
      const remaining = refundableAmount(await refundStandingOf(tx, order));
      await refundInTransaction(tx, order, remaining, {
        ...context,
        notifyBuyer,
        now: caller.now,
        field: "refund",
      });
    }
    if (!(await cancelInTransaction(tx, order.id, { notifyBuyer, now: caller.now })))
      throw notCancellable(order);
  });
  return orderDetail(caller.db, await findOrder(caller.db, event.id, orderId));
}

/** `POST events/{e}/orders/{id}/refund`. */
export async function refundOrder(
  caller: Caller,
  eventId: number,
  orderId: number,
  body: RefundOrderBody,
  context: OrderActionContext,
): Promise<Order> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const cancelTickets = Boolean(body.attendee_ids && body.cancel_attendees && !body.cancel_order);
  await caller.db.transaction(async (tx) => {
    // With a cancellation (of the order or of tickets), the event's stock lock comes first (as
    // every checkout transaction takes it before an order's row); without one, only the order's
    // row: the event's buyers do not wait on the call to Stripe.
    if (body.cancel_order || cancelTickets) await lockEventStock(tx, event.id);
    // The order's row lock: two refunds of one order run one after the other, so the second reads
    // what the first gave back (of the order, and of each ticket) and can never take the total
    // past what was paid.
    const order = await lockOrder(tx, event.id, orderId);
    const amount = minorAmountOf(body.amount, order.currency, "amount");
    const sells = (cancellableStatuses as readonly string[]).includes(order.status);
    if ((body.cancel_order || cancelTickets) && !sells) throw notCancellable(order);
    const picked = body.attendee_ids ? await pickTickets(tx, order, body.attendee_ids, amount) : undefined;
    // Under the event's stock lock taken above.
    const cancelled = picked && cancelTickets ? await cancelPickedTickets(tx, order, picked, caller.now) : [];
    await refundInTransaction(
      tx,
      order,
      amount,
      { ...context, notifyBuyer: body.notify_buyer, now: caller.now, field: "amount" },
      picked ? { picked, cancelled } : undefined,
    );
    if (body.cancel_order)
      await cancelInTransaction(tx, order.id, { notifyBuyer: body.notify_buyer, now: caller.now });
  });
  return orderDetail(caller.db, await findOrder(caller.db, event.id, orderId));
}

/** `POST events/{e}/orders/{id}/mark-as-paid`: an order awaiting its offline payment is paid. */
export async function markOrderAsPaid(caller: Caller, eventId: number, orderId: number): Promise<Order> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  await findOrder(caller.db, event.id, orderId);
  await caller.db.transaction(async (tx) => {
    // Takes the event's stock lock and moves the order with a guarded update
    // (`… where status = 'AWAITING_OFFLINE_PAYMENT'`): marked paid once, however many clicks race.
    const moved = await completeOrderAwaitingOfflinePayment(tx, orderId, {
      provider: "OFFLINE",
      now: caller.now,
    });
    if (!moved) throw new HttpError(409, "This order is not awaiting an offline payment.");
    await tx.update(orders).set({ paidAt: caller.now }).where(eq(orders.id, orderId));
  });
  return orderDetail(caller.db, await findOrder(caller.db, event.id, orderId));
}

/**
 * `PUT events/{e}/orders/{id}`: the buyer's email and names, and the organiser's notes, as sent.
 * Nothing else of the order changes; its tickets keep their holders' own details.
 */
export async function updateOrder(
  caller: Caller,
  eventId: number,
  orderId: number,
  body: z.output<typeof updateOrderSchema>,
): Promise<Order> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  await caller.db.transaction(async (tx) => {
    const order = await lockOrder(tx, event.id, orderId);
    await tx
      .update(orders)
      .set({
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        notes: body.notes ?? null,
        updatedAt: caller.now,
      })
      .where(eq(orders.id, order.id));
    await recordOrderChange(tx, order, "order.updated");
  });
  return orderDetail(caller.db, await findOrder(caller.db, event.id, orderId));
}

/** How often an order's confirmation may be sent again: a few retries, not a mail bomb. */
export const resendConfirmationLimit = { bucket: "order-confirmation-resend", max: 3, windowSeconds: 60 };

/**
 * `POST events/{e}/orders/{id}/resend_confirmation`: the buyer's confirmation, queued again (only
 * for a completed order, or one awaiting its offline payment; otherwise nothing is sent). At most
 * three a minute per order (429 past that).
 */
export async function resendOrderConfirmation(
  caller: Caller,
  rateLimits: RateLimits,
  eventId: number,
  orderId: number,
): Promise<void> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const order = await findOrder(caller.db, event.id, orderId);
  const hit = await rateLimits.hit(resendConfirmationLimit, String(order.id));
  if (!hit.allowed) throw new RateLimited(hit.retryAfterSeconds);
  await caller.db.transaction((tx) => queueOrderMails(tx, order.id, { ticketMails: false }));
}
