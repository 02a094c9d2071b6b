import { describe, expect, it } from "vitest";
import type { OrderLine, PricedProduct } from "./lineTotal";
import { orderTotals } from "./orderTotals";
import type { PromoCodeTerms } from "./promoCodeValidity";
import type { TaxOrFee } from "./taxesAndFees";

const vat22: TaxOrFee = { name: "IVA", type: "TAX", calculation_type: "PERCENTAGE", rate: 22 };
const service15: TaxOrFee = { name: "Service", type: "FEE", calculation_type: "PERCENTAGE", rate: 15 };

const standard: PricedProduct = {
  id: 1,
  type: "PAID",
  prices: [{ id: 11, price: "19.99" }],
  taxes_and_fees: [vat22],
};
const vip: PricedProduct = {
  id: 2,
  type: "TIERED",
  prices: [
    { id: 21, price: 25 },
    { id: 22, price: 40 },
  ],
  taxes_and_fees: [vat22],
};
const pin = (id: number): PricedProduct => ({ id, type: "PAID", price: "0.10", taxes_and_fees: [service15] });
const free: PricedProduct = { id: 3, type: "FREE", prices: [{ id: 31, price: 0 }] };

const tenPercentOnStandard: PromoCodeTerms = {
  discount_type: "PERCENTAGE",
  discount: 10,
  applicable_product_ids: [1],
};

type Row = [
  string,
  string,
  OrderLine[],
  PromoCodeTerms | null,
  // subtotal, discount, before additions, fees, taxes, total, payment required
  [number, number, number, number, number, number, boolean],
];

describe("orderTotals", () => {
  it.each<Row>([
    [
      "a code applies only to the products it names",
      "EUR",
      [
        { product: standard, quantity: 2 },
        { product: vip, priceId: 21, quantity: 1 },
      ],
      tenPercentOnStandard,
      // line 1: 1799 × 2 = 3598, VAT 791.56 → 792; line 2: 2500, VAT 550
      [6498, 400, 6098, 0, 1342, 7440, true],
    ],
    [
      "each line is rounded on its own: 2 + 2, not round(3)",
      "EUR",
      [
        { product: pin(7), quantity: 1 },
        { product: pin(8), quantity: 1 },
      ],
      null,
      [20, 0, 20, 4, 0, 24, true],
    ],
    [
      "a free order needs no payment",
      "EUR",
      [{ product: free, quantity: 3 }],
      null,
      [0, 0, 0, 0, 0, 0, false],
    ],
    [
      "100% off everything needs no payment",
      "EUR",
      [
        { product: standard, quantity: 1 },
        { product: vip, priceId: 22, quantity: 2 },
      ],
      { discount_type: "PERCENTAGE", discount: 100 },
      [9999, 9999, 0, 0, 0, 0, false],
    ],
    [
      "JPY",
      "JPY",
      [
        {
          product: { id: 9, type: "PAID", price: 3000, taxes_and_fees: [{ ...vat22, rate: 10 }] },
          quantity: 2,
        },
        {
          product: { id: 10, type: "PAID", price: 999, taxes_and_fees: [{ ...vat22, rate: 8 }] },
          quantity: 1,
        },
      ],
      { discount_type: "FIXED", discount: 500, applicable_product_ids: [9] },
      // line 1: 2500 × 2 = 5000, tax 500; line 2: 999, tax 79.92 → 80
      [6999, 1000, 5999, 0, 580, 6579, true],
    ],
    ["an empty cart", "EUR", [], null, [0, 0, 0, 0, 0, 0, false]],
  ])("%s", (_case, currency, lines, promoCode, expected) => {
    const totals = orderTotals({ currency, lines, promoCode });
    expect([
      totals.subtotal,
      totals.discount,
      totals.totalBeforeAdditions,
      totals.fees,
      totals.taxes,
      totals.total,
      totals.paymentRequired,
    ]).toEqual(expected);
    expect(totals.lines).toHaveLength(lines.length);
    expect(totals.total).toBe(totals.lines.reduce((sum, line) => sum + line.totalGross, 0));
  });

  it("rolls taxes and fees up by name", () => {
    const totals = orderTotals({
      currency: "EUR",
      lines: [
        { product: { ...pin(7), taxes_and_fees: [service15, vat22] }, quantity: 1 },
        { product: standard, quantity: 1 },
      ],
    });
    expect(totals.rollup).toEqual({
      // line 1: fee 1.5 → 2, VAT 22% of 12 = 2.64 → 3; line 2: VAT 22% of 1999 = 439.78 → 440
      taxes: [{ name: "IVA", rate: 22, calculation_type: "PERCENTAGE", value: 443 }],
      fees: [{ name: "Service", rate: 15, calculation_type: "PERCENTAGE", value: 2 }],
    });
  });
});
