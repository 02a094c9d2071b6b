/** Badge colours for an order status (docs/rules/statuses.md). */
export const orderStatusTones = ["orange", "red", "teal"] as const;
export type OrderStatusTone = (typeof orderStatusTones)[number];

/** Statuses still waiting for money to move: shown orange. */
export const pendingOrderStatuses = ["AWAITING_PAYMENT", "REFUND_PENDING", "PARTIALLY_REFUNDED"] as const;

/** Statuses where the sale did not (or no longer) stand: shown red. */
export const failedOrderStatuses = ["CANCELLED", "REFUND_FAILED", "REFUNDED", "PAYMENT_FAILED"] as const;

const pending: ReadonlySet<string> = new Set(pendingOrderStatuses);
const failed: ReadonlySet<string> = new Set(failedOrderStatuses);

/**
 * The badge tone for an order, payment or refund status. COMPLETED and any other status — including
 * ones added to the API later — are teal, so an unknown value never breaks the list.
 */
export function orderStatusTone(status: string | null | undefined): OrderStatusTone {
  if (status == null) return "teal";
  if (pending.has(status)) return "orange";
  if (failed.has(status)) return "red";
  return "teal";
}
