import { describe, expect, it } from "vitest";
import {
  isDiscountCode,
  isPromoCodeApplicable,
  normalisePromoCode,
  type PromoCodeTerms,
  promoCodeValidity,
} from "./promoCodeValidity";

const now = new Date("2026-06-01T12:00:00Z");
const code = (terms: Partial<PromoCodeTerms>): PromoCodeTerms => ({
  discount_type: "PERCENTAGE",
  discount: 10,
  ...terms,
});

describe("promoCodeValidity", () => {
  it.each([
    [{}, 0, "valid"],
    [{ expiry_date: null, max_allowed_usages: null }, 0, "valid"],
    [{ expiry_date: "2026-06-01T12:00:01Z" }, 0, "valid"],
    [{ expiry_date: "2026-06-01T12:00:00Z" }, 0, "valid"], // at the expiry instant: not yet past it
    [{ expiry_date: "2026-06-01T11:59:59Z" }, 0, "expired"],
    [{ expiry_date: "2026-06-01 11:00:00" }, 0, "expired"], // zoneless wire text is UTC
    [{ max_allowed_usages: 5, order_usage_count: 4 }, 0, "valid"],
    [{ max_allowed_usages: 5, order_usage_count: 5 }, 0, "usage_limit_reached"],
    [{ max_allowed_usages: 5, order_usage_count: 9 }, 0, "usage_limit_reached"],
    [{ max_allowed_usages: 1 }, 0, "valid"],
    // open checkouts holding the code count against the limit
    [{ max_allowed_usages: 5, order_usage_count: 3 }, 1, "valid"],
    [{ max_allowed_usages: 5, order_usage_count: 3 }, 2, "usage_limit_reached"],
    [{ max_allowed_usages: null, order_usage_count: 1000 }, 50, "valid"],
    // expiry is reported first
    [{ expiry_date: "2026-01-01T00:00:00Z", max_allowed_usages: 1, order_usage_count: 1 }, 0, "expired"],
  ] as const)("%j with %s pending → %s", (terms, pending, expected) => {
    expect(promoCodeValidity(code(terms), now, pending)).toBe(expected);
  });
});

describe("normalisePromoCode", () => {
  it.each([
    ["SUMMER24", "summer24"],
    ["  Summer24 ", "summer24"],
    ["summer24", "summer24"],
  ])("%j → %j", (typed, stored) => {
    expect(normalisePromoCode(typed)).toBe(stored);
  });
});

describe("isPromoCodeApplicable", () => {
  it.each([
    [undefined, 7, true],
    [null, 7, true],
    [[], 7, true],
    [[7, 8], 7, true],
    [[8], 7, false],
  ])("products %j, product %s → %s", (ids, productId, expected) => {
    expect(isPromoCodeApplicable(code({ applicable_product_ids: ids }), productId)).toBe(expected);
  });
});

describe("isDiscountCode", () => {
  it.each([
    [{ discount_type: "PERCENTAGE", discount: 10 }, true],
    [{ discount_type: "FIXED", discount: "0.01" }, true],
    [{ discount_type: "FIXED", discount: 0 }, false],
    [{ discount_type: "PERCENTAGE", discount: null }, false],
    [{ discount_type: "NONE", discount: 0 }, false],
    [{ discount_type: "NONE", discount: 50 }, false],
  ] as const)("%j → %s", (terms, expected) => {
    expect(isDiscountCode(terms)).toBe(expected);
  });
});
