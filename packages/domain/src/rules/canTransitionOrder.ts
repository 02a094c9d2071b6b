/** Where an order is in its life. Payment and refund progress have statuses of their own. */
export const orderStatuses = [
  "RESERVED",
  "AWAITING_OFFLINE_PAYMENT",
  "COMPLETED",
  "CANCELLED",
  "ABANDONED",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Where an order may go next (docs/rules/statuses.md). RESERVED → ABANDONED is also how an expired
 * reservation is closed: expiry becomes an explicit transition without a new wire status.
 * CANCELLED and ABANDONED are final.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  RESERVED: ["COMPLETED", "AWAITING_OFFLINE_PAYMENT", "ABANDONED"],
  AWAITING_OFFLINE_PAYMENT: ["COMPLETED", "CANCELLED"],
  COMPLETED: ["CANCELLED"],
  CANCELLED: [],
  ABANDONED: [],
};

export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}
