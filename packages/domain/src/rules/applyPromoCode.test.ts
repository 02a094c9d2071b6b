import { describe, expect, it } from "vitest";
import { applyPromoCode, type ProductPriceType } from "./applyPromoCode";
import type { PromoCodeTerms } from "./promoCodeValidity";

const percent = (discount: number | string, ids?: number[]): PromoCodeTerms => ({
  discount_type: "PERCENTAGE",
  discount,
  applicable_product_ids: ids ?? null,
});
const fixed = (discount: number | string): PromoCodeTerms => ({ discount_type: "FIXED", discount });

describe("applyPromoCode", () => {
  it.each<[string, number, ProductPriceType, PromoCodeTerms | null, string, number, number]>([
    // [case, unit price (minor), price type, code, currency, unit price after, unit discount]
    ["no code", 1999, "PAID", null, "EUR", 1999, 0],
    ["10% off 19.99", 1999, "PAID", percent(10), "EUR", 1799, 200], // 1799.1
    ["10% off a tier", 2500, "TIERED", percent(10), "EUR", 2250, 250],
    ["the result is rounded half-up", 15, "PAID", percent(10), "EUR", 14, 1], // 13.5 → 14
    ["33.33% off 9.99", 999, "PAID", percent("33.33"), "EUR", 666, 333], // 666.0333
    ["100% off", 5000, "PAID", percent(100), "EUR", 0, 5000],
    ["a stored 150% cannot go below 0", 5000, "PAID", percent(150), "EUR", 0, 5000],
    ["a negative percentage cannot raise the price", 5000, "PAID", percent(-10), "EUR", 5000, 0],
    ["fixed 2.50 off", 1999, "PAID", fixed("2.50"), "EUR", 1749, 250],
    ["fixed larger than the price", 500, "PAID", fixed(10), "EUR", 0, 500],
    ["fixed equal to the price", 500, "PAID", fixed(5), "EUR", 0, 500],
    ["a negative fixed discount cannot raise the price", 500, "PAID", fixed(-5), "EUR", 500, 0],
    ["float trap 0.1 + 0.2 off", 100, "PAID", fixed(0.1 + 0.2), "EUR", 70, 30],
    ["NONE only unlocks products", 1999, "PAID", { discount_type: "NONE", discount: 0 }, "EUR", 1999, 0],
    ["FREE is never discounted", 0, "FREE", percent(50), "EUR", 0, 0],
    ["DONATION is never discounted", 1000, "DONATION", percent(50), "EUR", 1000, 0],
    ["code for another product", 1999, "PAID", percent(10, [99]), "EUR", 1999, 0],
    ["code for this product", 1999, "PAID", percent(10, [1, 99]), "EUR", 1799, 200],
    ["JPY 15% off 999", 999, "PAID", percent(15), "JPY", 849, 150], // 849.15
    ["JPY fixed 100 off", 1000, "PAID", fixed(100), "JPY", 900, 100],
    ["KWD fixed 0.125 off", 1250, "PAID", fixed("0.125"), "KWD", 1125, 125],
  ])("%s", (_case, unitPrice, type, promoCode, currency, after, discount) => {
    expect(applyPromoCode({ unitPrice, product: { id: 1, type }, promoCode, currency })).toEqual({
      unitPrice: after,
      unitDiscount: discount,
    });
  });
});
