import type Stripe from "stripe";
import { callStripe, minorUnitsOfStripeAmount, stripeAmountOf } from "./stripeClient";

/** A refund as Stripe answered it, in our minor units and our row status. */
export interface StripeRefundResult {
  id: string;
  amount: number;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
}

/**
 * The key Stripe dedupes an organiser's refund by: the order, what was already refunded or is on
 * its way back (the running total), and the amount. A retry of the same request (the SDK's, or
 * ours after a crash before the commit) asks once; the next refund of the order has another key.
 */
export function organiserRefundIdempotencyKey(orderId: number, runningTotal: number, amount: number): string {
  return `varco-refund-${orderId}-${runningTotal}-${amount}`;
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
    runningTotal,
  }: { orderId: number; paymentIntentId: string; amount: number; currency: string; runningTotal: number },
): Promise<StripeRefundResult> {
  const refund = await callStripe(() =>
    stripe.refunds.create(
      {
        payment_intent: paymentIntentId,
        amount: stripeAmountOf(amount, currency),
        metadata: { order_id: String(orderId) },
      },
      { idempotencyKey: organiserRefundIdempotencyKey(orderId, runningTotal, amount) },
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
