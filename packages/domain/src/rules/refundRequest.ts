/**
 * Where an order's refunds stand, in minor units of its currency. The server works it out from
 * the order and its refund rows (by card, what Stripe took is what was paid) and answers what is
 * left as the order's `refundable_amount`, so the app never computes it.
 */
export type RefundStanding = {
  /** What the order was paid: nothing until its payment was received. */
  paid: number;
  /** Given back or on its way back (failed refunds excluded). */
  runningTotal: number;
  /** A refund is on its way (pending at the payment provider). */
  pending: boolean;
};

/** What is left to refund, in minor units: what was paid less what is back or on its way. */
export function refundableAmount(standing: RefundStanding): number {
  return Math.max(0, standing.paid - standing.runningTotal);
}

export type RefundRequestProblem =
  | "not_refundable"
  | "refund_pending"
  | "not_positive"
  | "exceeds_refundable";

/**
 * Why a refund of `amountMinor` cannot be made, or null when it can (docs/rules/statuses.md):
 * only a paid order (by card: given back through Stripe; offline or by hand: recorded) with
 * something left, one refund at a time, and never more than is left — Hi.Events did not check that
 * last bound, and refunded card payments only.
 */
export function refundRequestProblem(
  standing: RefundStanding,
  amountMinor: number,
): RefundRequestProblem | null {
  const left = refundableAmount(standing);
  if (standing.paid === 0 || left === 0) return "not_refundable";
  if (standing.pending) return "refund_pending";
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return "not_positive";
  if (amountMinor > left) return "exceeds_refundable";
  return null;
}

/** The refund status once `refundedMinor` has come back of `paidMinor`: all of it, or part. */
export function refundStatusAfter(
  refundedMinor: number,
  paidMinor: number,
): "REFUNDED" | "PARTIALLY_REFUNDED" | null {
  if (refundedMinor <= 0) return null;
  return refundedMinor >= paidMinor ? "REFUNDED" : "PARTIALLY_REFUNDED";
}
