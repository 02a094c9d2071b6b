import { describe, expect, it } from "vitest";
import {
  type RefundStanding,
  refundableAmount,
  refundRequestProblem,
  refundStatusAfter,
} from "./refundRequest";

const paid: RefundStanding = { paid: 4990, runningTotal: 0, pending: false };

describe("refundableAmount", () => {
  it.each<[RefundStanding, number]>([
    [paid, 4990],
    [{ ...paid, runningTotal: 1000 }, 3990],
    [{ ...paid, runningTotal: 4990 }, 0],
    [{ ...paid, runningTotal: 6000 }, 0],
    [{ ...paid, paid: 0 }, 0],
    // KWD 12.345 paid by card: Stripe took 12.350, all of which may come back.
    [{ ...paid, paid: 12350 }, 12350],
  ])("%j → %s", (standing, expected) => {
    expect(refundableAmount(standing)).toBe(expected);
  });
});

describe("refundRequestProblem", () => {
  it.each<[string, RefundStanding, number, ReturnType<typeof refundRequestProblem>]>([
    ["the whole amount", paid, 4990, null],
    ["part of it", paid, 1000, null],
    ["the rest after a partial refund", { ...paid, runningTotal: 1000 }, 3990, null],
    ["more than is left", { ...paid, runningTotal: 1000 }, 3991, "exceeds_refundable"],
    ["more than the order", paid, 4991, "exceeds_refundable"],
    ["nothing", paid, 0, "not_positive"],
    ["a negative amount", paid, -100, "not_positive"],
    ["a fraction of a cent", paid, 0.5, "not_positive"],
    ["while a refund is pending", { ...paid, runningTotal: 1000, pending: true }, 100, "refund_pending"],
    ["a fully refunded order", { ...paid, runningTotal: 4990 }, 100, "not_refundable"],
    [
      "an order nothing was paid for (free, unpaid, awaiting payment)",
      { ...paid, paid: 0 },
      100,
      "not_refundable",
    ],
    ["the thousandths of a 3-decimal currency", { ...paid, paid: 12345 }, 12345, null],
  ])("%s", (_case, standing, amount, expected) => {
    expect(refundRequestProblem(standing, amount)).toBe(expected);
  });
});

describe("refundStatusAfter", () => {
  it.each([
    [0, 4990, null],
    [1000, 4990, "PARTIALLY_REFUNDED"],
    [4989, 4990, "PARTIALLY_REFUNDED"],
    [4990, 4990, "REFUNDED"],
    [5000, 4990, "REFUNDED"],
    // KWD: Stripe took 12.350 of a 12.345 total; 12.345 back is not all of it.
    [12345, 12350, "PARTIALLY_REFUNDED"],
    [12350, 12350, "REFUNDED"],
  ])("%s of %s → %s", (refunded, paidMinor, expected) => {
    expect(refundStatusAfter(refunded, paidMinor)).toBe(expected);
  });
});
