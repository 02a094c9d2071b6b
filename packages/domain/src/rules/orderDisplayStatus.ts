import type { OrderDisplayStatus } from "../model/order";

/** The three status fields of an order, as the wire carries them. */
export interface OrderStatusFields {
  status: string;
  payment_status: string | null;
  refund_status: string | null;
}

/**
 * The one status an order's badge shows (docs/rules/statuses.md): a refund status when there is
 * one, since it says the most; else CANCELLED for a cancelled order; else AWAITING_PAYMENT while
 * money is awaited (offline or by card); else PAYMENT_FAILED; else COMPLETED.
 */
export function orderDisplayStatus(order: OrderStatusFields): OrderDisplayStatus {
  switch (order.refund_status) {
    case "REFUND_PENDING":
    case "REFUND_FAILED":
    case "REFUNDED":
    case "PARTIALLY_REFUNDED":
      return order.refund_status;
  }
  if (order.status === "CANCELLED") return "CANCELLED";
  if (
    order.status === "AWAITING_OFFLINE_PAYMENT" ||
    order.payment_status === "AWAITING_PAYMENT" ||
    order.payment_status === "AWAITING_OFFLINE_PAYMENT"
  )
    return "AWAITING_PAYMENT";
  if (order.payment_status === "PAYMENT_FAILED") return "PAYMENT_FAILED";
  return "COMPLETED";
}
