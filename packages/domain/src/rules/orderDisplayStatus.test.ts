import { describe, expect, it } from "vitest";
import { orderDisplayStatus } from "./orderDisplayStatus";

describe("orderDisplayStatus", () => {
  it.each([
    // status, payment status, refund status → what the badge says
    ["COMPLETED", "PAYMENT_RECEIVED", null, "COMPLETED"],
    ["COMPLETED", "NO_PAYMENT_REQUIRED", null, "COMPLETED"],
    ["AWAITING_OFFLINE_PAYMENT", "AWAITING_OFFLINE_PAYMENT", null, "AWAITING_PAYMENT"],
    ["RESERVED", "AWAITING_PAYMENT", null, "AWAITING_PAYMENT"],
    ["RESERVED", "PAYMENT_FAILED", null, "PAYMENT_FAILED"],
    ["CANCELLED", "AWAITING_OFFLINE_PAYMENT", null, "CANCELLED"],
    ["CANCELLED", "PAYMENT_RECEIVED", null, "CANCELLED"],
    // a refund says the most, cancelled or not
    ["COMPLETED", "PAYMENT_RECEIVED", "PARTIALLY_REFUNDED", "PARTIALLY_REFUNDED"],
    ["CANCELLED", "PAYMENT_RECEIVED", "REFUNDED", "REFUNDED"],
    ["COMPLETED", "PAYMENT_RECEIVED", "REFUND_PENDING", "REFUND_PENDING"],
    ["CANCELLED", "PAYMENT_RECEIVED", "REFUND_FAILED", "REFUND_FAILED"],
    // an unknown refund status is not shown as one
    ["COMPLETED", "PAYMENT_RECEIVED", "SOMETHING_NEW", "COMPLETED"],
  ] as const)("%s, %s, %s → %s", (status, payment_status, refund_status, shown) => {
    expect(orderDisplayStatus({ status, payment_status, refund_status })).toBe(shown);
  });
});
