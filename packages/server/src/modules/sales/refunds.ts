import {
  currencyMinorDigits,
  type RefundRequestProblem,
  type RefundStanding as RuleStanding,
  refundableAmount,
  refundRequestProblem,
  refundStatusAfter,
} from "@varco/domain";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Transaction } from "../../db/connect";
import { orderRefunds, orders } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { recordOrderChange } from "./orderActivity";
import {
  accountOption,
  callStripe,
  chargedMinorUnits,
  minorUnitsOfStripeAmount,
  stripeAmountOf,
} from "./stripeClient";

/**
 * The refund ledger (docs/rules/orders.md, docs/rules/payments.md): what an order was paid, what
 * was given back or is on its way, the refund status that follows, and the one call to Stripe's
 * refunds. The organiser's refund, the cancel-with-refund and the webhook's automatic refunds all
 * go through it; each caller holds the order's row lock (`lockOrderRow`).
 */

type OrderRow = typeof orders.$inferSelect;
export type RefundRowStatus = (typeof orderRefunds.$inferSelect)["status"];
export type OrderRefundStatus = NonNullable<OrderRow["refundStatus"]>;

/**
 * Why a card payment was given back as soon as it arrived (`order_refunds.reason`,
 * docs/rules/payments.md): the reservation had run out, the order had been cancelled, or the order
 * had already been paid another way.
 */
export const paymentRefundReasons = [
  "EXPIRED_BEFORE_PAYMENT",
  "ORDER_CANCELLED_BEFORE_PAYMENT",
  "ALREADY_PAID",
] as const;
export type PaymentRefundReason = (typeof paymentRefundReasons)[number];

/**
 * The reasons of a refund that gave back a payment the order never took (it was cancelled, or
 * already paid): that money was never the order's, so it is no part of what the order was paid or
 * refunded (its `total_refunded`, refund status, and what the organiser may still refund).
 */
export const returnedPaymentReasons = ["ORDER_CANCELLED_BEFORE_PAYMENT", "ALREADY_PAID"] as const;

export function isReturnedPaymentReason(reason: string | null): boolean {
  return reason !== null && (returnedPaymentReasons as readonly string[]).includes(reason);
}

/**
 * The order's row, locked until the transaction ends: two refunds of one order (or a refund and
 * Stripe's report on another) run one after the other, so the second reads what the first gave
 * back and the total can never pass what was paid. Undefined for an unknown order.
 */
export async function lockOrderRow(tx: Transaction, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return order;
}

/**
 * Where an order's refunds stand, in minor units of its currency: the domain's standing (what was
 * paid, by card what Stripe took; what is back or on its way; whether one is on its way), and
 * what the ledger needs besides.
 */
export interface RefundStanding extends RuleStanding {
  /** Refunds recorded, failed ones included (part of the next refund's idempotency key). */
  attempts: number;
  /** Given back: refunds that succeeded. */
  refunded: number;
}

/** The refund rows a standing is worked out from. */
export type RefundRecord = Pick<typeof orderRefunds.$inferSelect, "amount" | "status" | "reason">;

/** Where the order's refunds stand, from its refund rows (all of them: the rule leaves some out). */
export function refundStandingFrom(
  order: Pick<OrderRow, "paymentStatus" | "paymentProvider" | "totalGross" | "currency">,
  refunds: readonly RefundRecord[],
): RefundStanding {
  // A payment the order never took, given back as it arrived, is no part of what it was paid.
  const own = refunds.filter((refund) => !isReturnedPaymentReason(refund.reason));
  const sumOf = (rows: readonly RefundRecord[]) => rows.reduce((sum, refund) => sum + refund.amount, 0);
  const runningTotal = sumOf(own.filter((refund) => refund.status !== "FAILED"));
  const paid =
    order.paymentStatus !== "PAYMENT_RECEIVED"
      ? 0
      : order.paymentProvider === "STRIPE"
        ? chargedMinorUnits(order.totalGross, order.currency)
        : order.totalGross;
  return {
    paid,
    attempts: own.length,
    runningTotal,
    refunded: sumOf(own.filter((refund) => refund.status === "SUCCEEDED")),
    pending: own.some((refund) => refund.status === "PENDING"),
  };
}

/**
 * What the organiser may refund now, in minor units: what is left, or nothing while a refund is
 * on its way (one at a time). The app offers exactly this; `refundOrderPayment` accepts up to it.
 */
export function refundableNow(standing: RuleStanding): number {
  return standing.pending ? 0 : refundableAmount(standing);
}

/** Where the order's refunds stand; read under its row lock for a refund to rely on it. */
export async function refundStandingOf(tx: Transaction, order: OrderRow): Promise<RefundStanding> {
  const refunds = await tx
    .select({ amount: orderRefunds.amount, status: orderRefunds.status, reason: orderRefunds.reason })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id));
  return refundStandingFrom(order, refunds);
}

/**
 * The refund status an order shows once one of its refunds changed (docs/rules/statuses.md): a
 * failed refund says so until the organiser acts; one on its way, pending; otherwise how much of
 * what was paid is back.
 */
export function orderRefundStatusOf({
  latest,
  stillPending,
  refunded,
  paid,
}: {
  latest: RefundRowStatus;
  stillPending: boolean;
  refunded: number;
  paid: number;
}): OrderRefundStatus | null {
  if (latest === "FAILED") return "REFUND_FAILED";
  if (latest === "PENDING" || stillPending) return "REFUND_PENDING";
  return refundStatusAfter(refunded, paid);
}

/** Stripe's refund status as ours: pending and requires_action both wait. */
export function refundRowStatusOf(status: string | null): RefundRowStatus {
  if (status === "succeeded") return "SUCCEEDED";
  if (status === "failed" || status === "canceled") return "FAILED";
  return "PENDING";
}

/** A refund as Stripe answered it, in our minor units and our row status. */
export interface StripeRefundResult {
  id: string;
  amount: number;
  status: RefundRowStatus;
}

/** Where an order's refunds stand when another is asked for. */
export type RefundsSoFar = Pick<RefundStanding, "attempts" | "runningTotal">;

/**
 * The key Stripe dedupes an organiser's refund by: the order, its refunds so far (how many were
 * recorded, and the running total given back) and the amount. A retry of the same request (the
 * SDK's, or ours after a crash before the commit) asks once; the next refund of the order, even of
 * the same amount after one failed, has another key.
 */
export function organiserRefundIdempotencyKey(orderId: number, sofar: RefundsSoFar, amount: number): string {
  return `varco-refund-${orderId}-${sofar.attempts}-${sofar.runningTotal}-${amount}`;
}

/** The key Stripe dedupes a late payment's refund by: one refund per PaymentIntent, ever. */
export function lateRefundIdempotencyKey(paymentIntentId: string): string {
  return `varco-late-refund-${paymentIntentId}`;
}

/**
 * Asks Stripe to give a card payment back: `amount` of it (our minor units), or all of it. The
 * one call to Stripe's refunds. A failure throws `PaymentProviderError` (502/503). Stripe's
 * `pending` and `requires_action` wait for the webhook (refund.updated) to settle them.
 */
async function refundCardPayment(
  stripe: Stripe,
  {
    paymentIntentId,
    amount,
    currency,
    idempotencyKey,
    metadata,
    stripeAccount,
  }: {
    /** The connected account the payment was made on, if any: its refund is made there too. */
    stripeAccount: string | null;
    paymentIntentId: string;
    amount?: number;
    currency: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  },
): Promise<StripeRefundResult> {
  const refund = await callStripe(() =>
    stripe.refunds.create(
      {
        payment_intent: paymentIntentId,
        ...(amount === undefined ? {} : { amount: stripeAmountOf(amount, currency) }),
        metadata,
      },
      { idempotencyKey, ...accountOption(stripeAccount) },
    ),
  );
  return {
    id: refund.id,
    amount: minorUnitsOfStripeAmount(refund.amount, currency),
    status: refundRowStatusOf(refund.status),
  };
}

/** A refund refused, as the 422 on `field` the organiser reads. */
function refusalOf(
  problem: RefundRequestProblem,
  standing: RuleStanding,
  currency: string,
  field: string,
): HttpError {
  switch (problem) {
    case "not_refundable":
      return HttpError.unprocessable({ [field]: [{ code: "order_not_refundable" }] });
    // One refund at a time (docs/rules/statuses.md): the next waits until Stripe settles this one.
    case "refund_pending":
      return HttpError.unprocessable({ [field]: [{ code: "refund_pending" }] });
    case "not_positive":
      return HttpError.unprocessable({ [field]: [{ code: "must_be_positive", label: "Refund amount" }] });
    case "exceeds_refundable":
      return HttpError.unprocessable({
        [field]: [
          {
            code: "refund_exceeds_remaining",
            remaining: refundableAmount(standing) / 10 ** currencyMinorDigits(currency),
            currency,
          },
        ],
      });
  }
}

/** How an organiser's refund is asked for: by which Stripe client, told to the buyer or not, the 422's field. */
export interface RefundRequest {
  stripe: Stripe | undefined;
  notifyBuyer: boolean;
  now: Date;
  field: "amount" | "refund";
}

/**
 * Gives `amount` (minor units) of a paid order back, for the organiser (docs/rules/orders.md):
 * through Stripe when it was paid by card, recorded when it was paid offline or by hand; never
 * more than was paid less what is back or on its way, one refund at a time. Records the refund and
 * the order's refunded total and refund status, and answers the refund's status. Refusals are 422
 * on `field`. The caller holds the order's row lock.
 */
export async function refundOrderPayment(
  tx: Transaction,
  order: OrderRow,
  amount: number,
  { stripe, notifyBuyer, now, field }: RefundRequest,
): Promise<{ status: RefundRowStatus; refundId: number }> {
  const standing = await refundStandingOf(tx, order);
  const problem = refundRequestProblem(standing, amount);
  if (problem) throw refusalOf(problem, standing, order.currency, field);
  let status: RefundRowStatus = "SUCCEEDED";
  let stripeRefundId: string | null = null;
  if (order.paymentProvider === "STRIPE") {
    if (!stripe || !order.stripePaymentIntentId)
      throw HttpError.unprocessable({ [field]: [{ code: "order_not_refundable" }] });
    const refund = await refundCardPayment(stripe, {
      stripeAccount: order.stripeAccountId,
      paymentIntentId: order.stripePaymentIntentId,
      amount,
      currency: order.currency,
      idempotencyKey: organiserRefundIdempotencyKey(order.id, standing, amount),
      metadata: { order_id: String(order.id) },
    });
    status = refund.status;
    stripeRefundId = refund.id;
  }
  const [inserted] = await tx
    .insert(orderRefunds)
    .values({ orderId: order.id, amount, stripeRefundId, status, notifyBuyer })
    .onConflictDoNothing()
    .returning({ id: orderRefunds.id });
  // Nothing inserted: Stripe answered a retry with a refund already recorded (its id is unique).
  const [recorded] = inserted
    ? [inserted]
    : await tx
        .select({ id: orderRefunds.id })
        .from(orderRefunds)
        .where(eq(orderRefunds.stripeRefundId, stripeRefundId ?? ""));
  if (!recorded) throw new Error(`refund of order ${order.id} not recorded`);
  const refunded = standing.refunded + (status === "SUCCEEDED" ? amount : 0);
  // The order's total shows no more than its gross; by card, Stripe may have taken a little more
  // (a 3-decimal currency rounded up to tens), and all of that coming back is a full refund.
  const totalRefunded = Math.min(order.totalGross, refunded);
  // No other refund was pending (refused above), so this one alone decides.
  const refundStatus = orderRefundStatusOf({
    latest: status,
    stillPending: false,
    refunded,
    paid: standing.paid,
  });
  await tx.update(orders).set({ totalRefunded, refundStatus, updatedAt: now }).where(eq(orders.id, order.id));
  // The money is back now; a pending refund tells so when Stripe settles it (settleRefund).
  if (status === "SUCCEEDED") await recordOrderChange(tx, order, "order.refunded");
  return { status, refundId: recorded.id };
}

/**
 * Gives back, in full, a card payment that arrived for an order not awaiting it, for `reason`
 * (docs/rules/payments.md): once per order and reason, asked of Stripe with a key per
 * PaymentIntent (so even a crash between Stripe's answer and our commit cannot make a second one).
 * A late payment for a reservation (EXPIRED_BEFORE_PAYMENT) is the order's only money, so the
 * order shows it refunded; a payment for an order cancelled or already paid was never the order's,
 * so the order stays as it was and the refund's row alone says it. Answers the refund, or
 * undefined when this reason's refund was made before. The caller holds the order's row lock.
 */
export async function refundLatePayment(
  tx: Transaction,
  stripe: Stripe,
  order: OrderRow,
  { paymentIntentId, reason, now }: { paymentIntentId: string; reason: PaymentRefundReason; now: Date },
): Promise<StripeRefundResult | undefined> {
  // Safe under the order's row lock: concurrent deliveries of the payment read this one after the
  // other, so only the first asks Stripe and writes the row; the unique index on Stripe's refund id
  // (order_refunds_stripe_refund_unique) records a refund once.
  const [already] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.reason, reason)));
  if (already) return undefined;
  const refund = await refundCardPayment(stripe, {
    stripeAccount: order.stripeAccountId,
    paymentIntentId,
    currency: order.currency,
    idempotencyKey: lateRefundIdempotencyKey(paymentIntentId),
    metadata: { order_id: String(order.id), reason },
  });
  const recorded = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      amount: refund.amount,
      stripeRefundId: refund.id,
      status: refund.status,
      reason,
    })
    .onConflictDoNothing()
    .returning({ id: orderRefunds.id });
  if (recorded.length === 0) return undefined;
  if (!isReturnedPaymentReason(reason)) {
    const totalRefunded = Math.min(
      order.totalGross,
      order.totalRefunded + (refund.status === "SUCCEEDED" ? refund.amount : 0),
    );
    await tx
      .update(orders)
      .set({
        // Paid by card, so refunded by card.
        paymentProvider: "STRIPE",
        refundStatus: orderRefundStatusOf({
          latest: refund.status,
          stillPending: false,
          // All of what the card paid comes back.
          refunded: refund.status === "SUCCEEDED" ? refund.amount : 0,
          paid: refund.amount,
        }),
        totalRefunded,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
  }
  return refund;
}

/**
 * A refund's later state, as Stripe reported it (docs/rules/payments.md): one reported pending
 * succeeds or fails, or one that had succeeded fails after all (the bank returned it). The row and
 * the order's refunded total and refund status follow; a pending report, or one older than what is
 * recorded, changes nothing (a failed refund stays failed). Answers the row as it was before, or
 * undefined when nothing changed. The caller holds the order's row lock.
 */
export async function settleRefund(
  tx: Transaction,
  order: OrderRow,
  stripeRefundId: string,
  next: RefundRowStatus,
  now: Date,
): Promise<typeof orderRefunds.$inferSelect | undefined> {
  // Read under the order's lock: a concurrent report of the same refund waits for it.
  const [recorded] = await tx
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.stripeRefundId, stripeRefundId));
  if (!recorded || next === "PENDING" || next === recorded.status || recorded.status === "FAILED")
    return undefined;
  await tx.update(orderRefunds).set({ status: next, updatedAt: now }).where(eq(orderRefunds.id, recorded.id));
  // A payment the order never took (cancelled, or already paid), given back: its state is its
  // row's alone, never the order's refunded total or refund status.
  if (isReturnedPaymentReason(recorded.reason)) return recorded;
  const standing = await refundStandingOf(tx, order);
  const totalRefunded = Math.min(order.totalGross, standing.refunded);
  const refundStatus = orderRefundStatusOf({
    latest: next,
    stillPending: standing.pending,
    refunded: standing.refunded,
    paid: chargedMinorUnits(order.totalGross, order.currency),
  });
  await tx.update(orders).set({ refundStatus, totalRefunded, updatedAt: now }).where(eq(orders.id, order.id));
  if (next === "SUCCEEDED") await recordOrderChange(tx, order, "order.refunded");
  return recorded;
}
