import { describe, expect, it } from "vitest";
import {
  type RefundableOrder,
  refundableAmount,
  refundRequestProblem,
  refundStatusAfter,
} from "./refundRequest";

const paid: RefundableOrder = {
  currency: "EUR",
  total_gross: "49.90",
  total_refunded: 0,
  payment_provider: "STRIPE",
  payment_status: "PAYMENT_RECEIVED",
};

describe("refundableAmount", () => {
  it.each<[RefundableOrder, number]>([
    [paid, 4990],
    [{ ...paid, total_refunded: "10.00" }, 3990],
    [{ ...paid, total_refunded: 49.9 }, 0],
    [{ ...paid, total_refunded: 60 }, 0],
    [{ ...paid, total_refunded: null }, 4990],
    [{ ...paid, currency: "JPY", total_gross: 5000, total_refunded: 1200 }, 3800],
  ])("%j → %s", (order, expected) => {
    expect(refundableAmount(order)).toBe(expected);
  });
});

describe("refundRequestProblem", () => {
  it.each<[string, RefundableOrder, number, ReturnType<typeof refundRequestProblem>]>([
    ["the whole amount", paid, 4990, null],
    ["part of it", paid, 1000, null],
    [
      "the rest after a partial refund",
      { ...paid, total_refunded: 10, refund_status: "PARTIALLY_REFUNDED" },
      3990,
      null,
    ],
    [
      "more than is left",
      { ...paid, total_refunded: 10, refund_status: "PARTIALLY_REFUNDED" },
      3991,
      "exceeds_refundable",
    ],
    ["more than the order", paid, 4991, "exceeds_refundable"],
    ["nothing", paid, 0, "not_positive"],
    ["a negative amount", paid, -100, "not_positive"],
    ["a fraction of a cent", paid, 0.5, "not_positive"],
    ["while a refund is pending", { ...paid, refund_status: "REFUND_PENDING" }, 100, "refund_pending"],
    ["after a failed refund", { ...paid, refund_status: "REFUND_FAILED" }, 100, null],
    [
      "a fully refunded order",
      { ...paid, total_refunded: 49.9, refund_status: "REFUNDED" },
      100,
      "not_refundable",
    ],
    ["a free order", { ...paid, total_gross: 0 }, 100, "not_refundable"],
    ["an offline payment received (recorded, not sent)", { ...paid, payment_provider: "OFFLINE" }, 100, null],
    [
      "an offline payment still awaited",
      { ...paid, payment_provider: "OFFLINE", payment_status: "AWAITING_OFFLINE_PAYMENT" },
      100,
      "not_refundable",
    ],
    ["an unpaid order", { ...paid, payment_provider: null, payment_status: null }, 100, "not_refundable"],
  ])("%s", (_case, order, amount, expected) => {
    expect(refundRequestProblem(order, amount)).toBe(expected);
  });
});

describe("refundStatusAfter", () => {
  it.each([
    [0, 4990, null],
    [1000, 4990, "PARTIALLY_REFUNDED"],
    [4989, 4990, "PARTIALLY_REFUNDED"],
    [4990, 4990, "REFUNDED"],
    [5000, 4990, "REFUNDED"],
  ])("%s of %s → %s", (refunded, gross, expected) => {
    expect(refundStatusAfter(refunded, gross)).toBe(expected);
  });
});
