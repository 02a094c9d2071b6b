import { describe, expect, it } from "vitest";
import { canTransitionOrder, type OrderStatus, orderStatuses } from "./canTransitionOrder";

const allowed: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ["RESERVED", "AWAITING_OFFLINE_PAYMENT"], // buyer chose to pay later
  ["RESERVED", "COMPLETED"], // free order completed, or card payment succeeded
  ["RESERVED", "ABANDONED"], // buyer left, or the reservation expired
  ["AWAITING_OFFLINE_PAYMENT", "COMPLETED"], // marked as paid
  ["AWAITING_OFFLINE_PAYMENT", "CANCELLED"],
  ["COMPLETED", "CANCELLED"],
];

const every = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));

describe("canTransitionOrder", () => {
  it.each(every.map(([from, to]) => [from, to, allowed.some(([a, b]) => a === from && b === to)] as const))(
    "%s → %s: %s",
    (from, to, expected) => {
      expect(canTransitionOrder(from, to)).toBe(expected);
    },
  );

  it("allows exactly the six transitions of docs/rules/statuses.md", () => {
    expect(every.filter(([from, to]) => canTransitionOrder(from, to))).toEqual(allowed);
  });
});
