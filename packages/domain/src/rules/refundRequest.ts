import { type DecimalAmount, toMinorUnits } from "./minorUnits";

/** The order fields that decide what can still be refunded. */
export type RefundableOrder = {
  currency: string;
  total_gross: DecimalAmount;
  total_refunded?: DecimalAmount | null;
  refund_status?: string | null;
  payment_provider?: string | null;
  payment_status?: string | null;
};

/** What is left to refund, in minor units. */
export function refundableAmount(order: RefundableOrder): number {
  const gross = toMinorUnits(order.total_gross, order.currency);
  const refunded = toMinorUnits(order.total_refunded ?? 0, order.currency);
  return Math.max(0, gross - refunded);
}

export type RefundRequestProblem =
  | "not_refundable"
  | "refund_pending"
  | "not_positive"
  | "exceeds_refundable";

/**
 * Why a refund of `amountMinor` cannot be requested, or null when it can (docs/rules/statuses.md):
 * only a paid order (by card: given back through Stripe; offline or by hand: recorded) that is not
 * fully refunded, one refund at a time, and never more than is left — Hi.Events did not check that
 * last bound, and refunded card payments only.
 */
export function refundRequestProblem(
  order: RefundableOrder,
  amountMinor: number,
): RefundRequestProblem | null {
  const left = refundableAmount(order);
  if (order.payment_status !== "PAYMENT_RECEIVED" || order.refund_status === "REFUNDED" || left === 0) {
    return "not_refundable";
  }
  if (order.refund_status === "REFUND_PENDING") return "refund_pending";
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return "not_positive";
  if (amountMinor > left) return "exceeds_refundable";
  return null;
}

/** The refund status once `refundedMinor` has been refunded in total: all of the gross, or part. */
export function refundStatusAfter(
  refundedMinor: number,
  grossMinor: number,
): "REFUNDED" | "PARTIALLY_REFUNDED" | null {
  if (refundedMinor <= 0) return null;
  return refundedMinor >= grossMinor ? "REFUNDED" : "PARTIALLY_REFUNDED";
}
