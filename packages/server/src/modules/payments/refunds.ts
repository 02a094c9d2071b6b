import { isNull, notInArray, or, type SQL } from "drizzle-orm";
import type Stripe from "stripe";
import { orderRefunds } from "../../db/schema";
import { callStripe, minorUnitsOfStripeAmount, stripeAmountOf } from "./stripeClient";

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

/** The order's own refunds, in a query of `order_refunds`: not those of a payment it never took. */
export function refundOfTheOrder(): SQL {
  return or(isNull(orderRefunds.reason), notInArray(orderRefunds.reason, [...returnedPaymentReasons])) as SQL;
}

/** A refund as Stripe answered it, in our minor units and our row status. */
export interface StripeRefundResult {
  id: string;
  amount: number;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
}

/** Where an order's refunds stand when another is asked for. */
export interface RefundsSoFar {
  /** Refunds recorded, failed ones included. */
  attempts: number;
  /** Minor units refunded or on their way back (failed ones excluded). */
  runningTotal: number;
}

/**
 * The key Stripe dedupes an organiser's refund by: the order, its refunds so far (how many were
 * recorded, and the running total given back) and the amount. A retry of the same request (the
 * SDK's, or ours after a crash before the commit) asks once; the next refund of the order, even of
 * the same amount after one failed, has another key.
 */
export function organiserRefundIdempotencyKey(orderId: number, sofar: RefundsSoFar, amount: number): string {
  return `varco-refund-${orderId}-${sofar.attempts}-${sofar.runningTotal}-${amount}`;
}

/**
 * Asks Stripe to give `amount` (our minor units) of the order's card payment back. A failure
 * throws `PaymentProviderError` (502/503). Stripe's `pending` and `requires_action` wait for the
 * webhook (refund.updated) to settle them.
 */
export async function refundCardPayment(
  stripe: Stripe,
  {
    orderId,
    paymentIntentId,
    amount,
    currency,
    sofar,
  }: { orderId: number; paymentIntentId: string; amount: number; currency: string; sofar: RefundsSoFar },
): Promise<StripeRefundResult> {
  const refund = await callStripe(() =>
    stripe.refunds.create(
      {
        payment_intent: paymentIntentId,
        amount: stripeAmountOf(amount, currency),
        metadata: { order_id: String(orderId) },
      },
      { idempotencyKey: organiserRefundIdempotencyKey(orderId, sofar, amount) },
    ),
  );
  const status =
    refund.status === "succeeded"
      ? "SUCCEEDED"
      : refund.status === "failed" || refund.status === "canceled"
        ? "FAILED"
        : "PENDING";
  return { id: refund.id, amount: minorUnitsOfStripeAmount(refund.amount, currency), status };
}
