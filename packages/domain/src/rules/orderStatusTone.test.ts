import { describe, expect, it } from "vitest";
import { orderStatusTone } from "./orderStatusTone";

describe("orderStatusTone", () => {
  it.each([
    // the statuses an order's badge shows, coloured as docs/rules/statuses.md says
    ["AWAITING_PAYMENT", "orange"],
    ["REFUND_PENDING", "orange"],
    ["PARTIALLY_REFUNDED", "orange"],
    ["CANCELLED", "red"],
    ["REFUND_FAILED", "red"],
    ["REFUNDED", "red"],
    ["PAYMENT_FAILED", "red"],
    ["COMPLETED", "teal"],
    // any other status: values of the API's status fields that badges do not name
    ["RESERVED", "teal"],
    ["AWAITING_OFFLINE_PAYMENT", "teal"],
    ["ABANDONED", "teal"],
    ["NO_PAYMENT_REQUIRED", "teal"],
    ["PAYMENT_RECEIVED", "teal"],
    ["SOMETHING_NEW", "teal"],
    // the match is exact: no case folding
    ["cancelled", "teal"],
    ["", "teal"],
    [null, "teal"],
    [undefined, "teal"],
  ])("%s → %s", (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });
});
