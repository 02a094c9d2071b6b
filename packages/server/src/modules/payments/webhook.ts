import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database, Transaction } from "../../db/connect";
import { orderRefunds, orders, stripeEvents } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import type { Logger } from "../../logger";
import type { OrderRow } from "../checkout/buyerOrder";
import { completeOrderAwaitingOfflinePayment, fulfilOrder } from "../checkout/fulfil";
import { issueCreditNote } from "../invoices/issue";
import type { LateRefundTemplate } from "../mail/lateRefundMail";
import { queueOrderNotice, refundedTicketLines } from "../mail/orderNoticeMail";
import { holdsStock } from "../sales/liveReservation";
import {
  isReturnedPaymentReason,
  lockOrderRow,
  type PaymentRefundReason,
  refundLatePayment,
  refundRowStatusOf,
  settleRefund,
} from "../sales/refunds";
import { lockEventStock } from "../sales/stock";
import { callStripe } from "../sales/stripeClient";
import { recordConnectedAccount } from "../stripeConnect/connect";

/**
 * What Stripe's webhook changes (docs/rules/payments.md). Each event is handled in one transaction
 * that also records its id in `stripe_events`: a delivery whose id is already there (Stripe
 * retries, replays, concurrent deliveries) changes nothing. A failure rolls the transaction back,
 * id included, so Stripe's retry does the work.
 */

/** The buyer's mail for each reason a payment was given back as it arrived. */
const lateRefundTemplateOf: Record<PaymentRefundReason, LateRefundTemplate> = {
  EXPIRED_BEFORE_PAYMENT: "payment_refunded_after_expiry",
  ORDER_CANCELLED_BEFORE_PAYMENT: "payment_refunded_order_cancelled",
  ALREADY_PAID: "payment_refunded_already_paid",
};

export interface WebhookContext {
  db: Database;
  stripe: Stripe;
  logger: Logger;
  now: Date;
}

/**
 * Handles one verified event: the two payment outcomes and a refund's later states (Stripe names
 * them `refund.updated` and `refund.failed`, or `charge.refund.updated` for older API versions).
 * Other types are ignored.
 */
export async function handleStripeEvent(context: WebhookContext, event: Stripe.Event): Promise<void> {
  // Signed is not well formed: an event without its object is refused with 400, never a 500,
  // which Stripe would keep retrying.
  const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
  if (typeof object !== "object" || object === null || Array.isArray(object))
    throw HttpError.badRequest("The event carries no object.");
  switch (event.type) {
    case "payment_intent.succeeded":
      return paymentSucceeded(context, event, event.data.object);
    case "payment_intent.payment_failed":
      return paymentFailed(context, event, event.data.object);
    case "refund.updated":
    case "refund.failed":
    case "charge.refund.updated":
      return refundUpdated(context, event, event.data.object);
    case "account.updated":
      // A connected account's standing changed (onboarding finished, charges withdrawn). Stripe
      // may deliver its reports out of order, so the account is read again and that is kept.
      await recordConnectedAccount(
        context.db,
        await callStripe(() => context.stripe.accounts.retrieve(event.data.object.id)),
      );
      return;
    default:
      return;
  }
}

/**
 * Records the event's id; false when it was already recorded (handled before). Concurrent
 * deliveries of one event wait here on the primary key until the first commits or rolls back.
 */
async function rememberEvent(tx: Transaction, event: Stripe.Event): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow> {
  const order = await lockOrderRow(tx, orderId);
  if (!order) throw new Error(`order ${orderId} vanished under its lock`);
  return order;
}

/**
 * Why a card payment for an order that does not await it is given back (docs/rules/payments.md):
 * a reservation that ran out or was abandoned may have lost its units to someone else; a
 * cancelled order has nothing left to pay; a completed one was paid some other way (a completed
 * order paid by this card is not asked about). Null for an order still awaiting offline payment,
 * which this webhook completes instead.
 */
function lateRefundReasonOf(order: OrderRow): PaymentRefundReason | null {
  switch (order.status) {
    case "RESERVED":
    case "ABANDONED":
      return "EXPIRED_BEFORE_PAYMENT";
    case "CANCELLED":
      return "ORDER_CANCELLED_BEFORE_PAYMENT";
    case "COMPLETED":
      return "ALREADY_PAID";
    default:
      return null;
  }
}

/**
 * The money arrived. A reservation still running becomes a completed order (`fulfilOrder`). One
 * that ran out or was abandoned meanwhile may have lost its units to someone else, so it is not
 * completed; an order cancelled meanwhile, or already paid some other way, keeps its status. In
 * those cases the payment is refunded in full, once, and the buyer told why.
 */
async function paymentSucceeded(
  { db, stripe, logger, now }: WebhookContext,
  event: Stripe.Event,
  intent: Stripe.PaymentIntent,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await rememberEvent(tx, event))) return;
    const [found] = await tx.select().from(orders).where(eq(orders.stripePaymentIntentId, intent.id));
    if (!found) {
      logger.warn({ paymentIntentId: intent.id, stripeEventId: event.id }, "payment for no known order");
      return;
    }
    let status = found.status;
    if (holdsStock(found, now)) {
      // The event's stock lock before the order's row, as every checkout transaction takes them.
      await lockEventStock(tx, found.eventId);
      const order = await lockOrder(tx, found.id);
      if (holdsStock(order, now)) {
        await fulfilOrder(tx, order.id, { paymentStatus: "PAYMENT_RECEIVED", provider: "STRIPE", now });
        return;
      }
      // Moved while this waited for the locks (the buyer chose to pay offline at that moment): the
      // locks are held in their order, so completing it below is safe.
      status = order.status;
    }
    // The buyer paid by card, then chose to pay offline before the payment was confirmed: the card
    // payment wins, so they need not pay twice. Its units and tickets are already theirs.
    if (
      status === "AWAITING_OFFLINE_PAYMENT" &&
      (await completeOrderAwaitingOfflinePayment(tx, found.id, { provider: "STRIPE", now }))
    ) {
      return;
    }
    // Only the order's row from here: the event's other buyers do not wait on a call to Stripe.
    const order = await lockOrder(tx, found.id);
    if (order.status === "COMPLETED" && order.paymentProvider === "STRIPE") return;
    const reason = lateRefundReasonOf(order);
    if (!reason) {
      // Still awaiting offline payment, yet not completed above: no path leads here (an order only
      // comes to await offline payment from a live reservation, handled above under both locks).
      // Should one appear, completing it now would take the event's stock lock after the order's
      // row, so it is logged instead.
      logger.warn(
        { orderId: order.id, status: order.status, paymentIntentId: intent.id },
        "card payment for an order that does not await it",
      );
      return;
    }
    const refund = await refundLatePayment(tx, stripe, order, { paymentIntentId: intent.id, reason, now });
    if (refund && refund.status !== "FAILED")
      await queueOrderNotice(tx, order, { template: lateRefundTemplateOf[reason], amount: refund.amount });
  });
}

/**
 * The card was declined: the order says so (PAYMENT_FAILED) and stays RESERVED, so the buyer may
 * try again with the same PaymentIntent until the reservation runs out.
 */
async function paymentFailed(
  { db }: WebhookContext,
  event: Stripe.Event,
  intent: Stripe.PaymentIntent,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await rememberEvent(tx, event))) return;
    await tx
      .update(orders)
      .set({ paymentStatus: "PAYMENT_FAILED", updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.stripePaymentIntentId, intent.id),
          eq(orders.status, "RESERVED"),
          inArray(orders.paymentStatus, ["AWAITING_PAYMENT", "PAYMENT_FAILED"]),
        ),
      );
  });
}

/**
 * A refund's later state (docs/rules/payments.md): one Stripe reported pending succeeds or fails,
 * or one that had succeeded fails after all (the bank returned it). The refund's row and the
 * order's refund status and refunded total follow; a pending report, or one older than what is
 * recorded, changes nothing (a failed refund stays failed). A refund we did not record (made in
 * Stripe's dashboard) is ignored.
 */
async function refundUpdated(
  { db, logger, now }: WebhookContext,
  event: Stripe.Event,
  refund: Stripe.Refund,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await rememberEvent(tx, event))) return;
    const [found] = await tx
      .select({ orderId: orderRefunds.orderId })
      .from(orderRefunds)
      .where(eq(orderRefunds.stripeRefundId, refund.id));
    if (!found) return;
    const order = await lockOrder(tx, found.orderId);
    const next = refundRowStatusOf(refund.status);
    const recorded = await settleRefund(tx, order, refund.id, next, now);
    if (!recorded) return;
    // A refund of the order's money that went through: its credit note (docs/rules/invoices.md).
    if (next === "SUCCEEDED" && !isReturnedPaymentReason(recorded.reason))
      await issueCreditNote(tx, { orderId: order.id, refundId: recorded.id, amount: recorded.amount, now });
    if (next === "FAILED") {
      logger.warn(
        { orderId: order.id, stripeRefundId: refund.id, stripeEventId: event.id },
        "a refund failed at Stripe: the organiser settles it by hand",
      );
    }
    // The buyer told that this refund was on its way hears how it ended, once: a refund leaves
    // PENDING only once (a settled one never goes back to it).
    if (recorded.status === "PENDING" && recorded.notifyBuyer) {
      // A refund made by ticket names its tickets again (their cancellation was told already).
      const refunded = await refundedTicketLines(tx, order, recorded.id);
      await queueOrderNotice(tx, order, {
        template: next === "SUCCEEDED" ? "order_refunded" : "order_refund_failed",
        amount: recorded.amount,
        ...(refunded.length > 0 ? { tickets: { refunded, cancelled: [] } } : {}),
      });
    }
  });
}
