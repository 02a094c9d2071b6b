import { describe, expect, it } from "vitest";
import { lineTotal, type OrderLine, type PricedProduct } from "./lineTotal";
import type { PromoCodeTerms } from "./promoCodeValidity";
import type { TaxOrFee } from "./taxesAndFees";

const vat = (rate: number | string): TaxOrFee => ({
  name: "VAT",
  type: "TAX",
  calculation_type: "PERCENTAGE",
  rate,
});
const fee = (rate: number | string): TaxOrFee => ({
  name: "Service",
  type: "FEE",
  calculation_type: "PERCENTAGE",
  rate,
});
const fixedFee = (rate: number | string): TaxOrFee => ({
  name: "Booking",
  type: "FEE",
  calculation_type: "FIXED",
  rate,
});
const fixedTax = (rate: number | string): TaxOrFee => ({
  name: "Stamp",
  type: "TAX",
  calculation_type: "FIXED",
  rate,
});

const paid = (price: number | string, taxes: TaxOrFee[] = []): PricedProduct => ({
  id: 1,
  type: "PAID",
  prices: [{ id: 11, price }],
  taxes_and_fees: taxes,
});
const tiered: PricedProduct = {
  id: 2,
  type: "TIERED",
  prices: [
    { id: 21, price: "10.00" },
    { id: 22, price: "25.00" },
  ],
  taxes_and_fees: [vat(22)],
};
const donation: PricedProduct = { id: 3, type: "DONATION", prices: [{ id: 31, price: 5 }] };
const free: PricedProduct = {
  id: 4,
  type: "FREE",
  prices: [{ id: 41, price: 10 }],
  taxes_and_fees: [vat(22)],
};

const percentOff = (discount: number | string): PromoCodeTerms => ({ discount_type: "PERCENTAGE", discount });
const amountOff = (discount: number | string): PromoCodeTerms => ({ discount_type: "FIXED", discount });

type Row = [
  string,
  OrderLine,
  string,
  PromoCodeTerms | null,
  // unit before discount, unit, total before additions, discount, fees, taxes, gross — minor units
  [number, number, number, number, number, number, number],
];

describe("lineTotal", () => {
  it.each<Row>([
    // price types (docs/rules/prices.md)
    ["PAID 19.99", { product: paid("19.99"), quantity: 1 }, "EUR", null, [1999, 1999, 1999, 0, 0, 0, 1999]],
    ["PAID 19.99 × 3", { product: paid(19.99), quantity: 3 }, "EUR", null, [1999, 1999, 5997, 0, 0, 0, 5997]],
    [
      "PAID from the product's own price",
      { product: { id: 1, type: "PAID", price: 12 }, quantity: 2 },
      "EUR",
      null,
      [1200, 1200, 2400, 0, 0, 0, 2400],
    ],
    [
      "FREE ignores any configured price and its taxes",
      { product: free, quantity: 2 },
      "EUR",
      null,
      [0, 0, 0, 0, 0, 0, 0],
    ],
    [
      "DONATION above the minimum",
      { product: donation, quantity: 1, donationAmount: "12.50" },
      "EUR",
      null,
      [1250, 1250, 1250, 0, 0, 0, 1250],
    ],
    [
      "DONATION below the minimum pays the minimum",
      { product: donation, quantity: 1, donationAmount: 3 },
      "EUR",
      null,
      [500, 500, 500, 0, 0, 0, 500],
    ],
    [
      "DONATION without an amount pays the minimum",
      { product: donation, quantity: 2 },
      "EUR",
      null,
      [500, 500, 1000, 0, 0, 0, 1000],
    ],
    [
      "DONATION is never discounted",
      { product: donation, quantity: 1, donationAmount: 20 },
      "EUR",
      percentOff(50),
      [2000, 2000, 2000, 0, 0, 0, 2000],
    ],
    [
      "TIERED uses the chosen price",
      { product: tiered, priceId: 22, quantity: 2 },
      "EUR",
      null,
      [2500, 2500, 5000, 0, 0, 1100, 6100],
    ],
    [
      "TIERED cheaper tier",
      { product: tiered, priceId: 21, quantity: 1 },
      "EUR",
      null,
      [1000, 1000, 1000, 0, 0, 220, 1220],
    ],
    // floating-point traps: wire decimals are read exactly
    ["0.1 + 0.2", { product: paid(0.1 + 0.2), quantity: 1 }, "EUR", null, [30, 30, 30, 0, 0, 0, 30]],
    ["1.15 × 3", { product: paid(1.15), quantity: 3 }, "EUR", null, [115, 115, 345, 0, 0, 0, 345]],
    ["4.35 × 7", { product: paid(4.35), quantity: 7 }, "EUR", null, [435, 435, 3045, 0, 0, 0, 3045]],
    // taxes and fees: fees on the price, taxes on price plus fees
    [
      "VAT 22%",
      { product: paid(100, [vat(22)]), quantity: 1 },
      "EUR",
      null,
      [10_000, 10_000, 10_000, 0, 0, 2200, 12_200],
    ],
    [
      "fee then VAT on price plus fee",
      { product: paid(100, [fee(10), vat(22)]), quantity: 1 },
      "EUR",
      null,
      [10_000, 10_000, 10_000, 0, 1000, 2420, 13_420],
    ],
    [
      "order of the list does not matter",
      { product: paid(100, [vat(22), fee(10)]), quantity: 1 },
      "EUR",
      null,
      [10_000, 10_000, 10_000, 0, 1000, 2420, 13_420],
    ],
    [
      "fixed fee per unit",
      { product: paid(100, [fixedFee(1.5), vat(22)]), quantity: 2 },
      "EUR",
      null,
      [10_000, 10_000, 20_000, 0, 300, 4466, 24_766],
    ],
    [
      "fixed tax per unit",
      { product: paid(10, [fee(10), fixedTax(2)]), quantity: 2 },
      "EUR",
      null,
      [1000, 1000, 2000, 0, 200, 400, 2600],
    ],
    [
      "fee and fixed fee and VAT",
      { product: paid(20, [fee(10), fixedFee(1.5), vat(22)]), quantity: 1 },
      "EUR",
      null,
      [2000, 2000, 2000, 0, 350, 517, 2867],
    ],
    // rounding: half-up, once per line
    [
      "x.xx5 tax rounds up",
      { product: paid(0.25, [vat(22)]), quantity: 1 },
      "EUR",
      null,
      [25, 25, 25, 0, 0, 6, 31],
    ], // 5.5
    [
      "exact half rounds up, not to even",
      { product: paid(0.25, [vat(10)]), quantity: 1 },
      "EUR",
      null,
      [25, 25, 25, 0, 0, 3, 28],
    ], // 2.5
    [
      "per line: 3 × 1.5 = 4.5 → 5, not 3 × 2",
      { product: paid(0.1, [fee(15)]), quantity: 3 },
      "EUR",
      null,
      [10, 10, 30, 0, 5, 0, 35],
    ],
    [
      "one unit: 1.5 → 2",
      { product: paid(0.1, [fee(15)]), quantity: 1 },
      "EUR",
      null,
      [10, 10, 10, 0, 2, 0, 12],
    ],
    [
      "tax on the rounded fee",
      { product: paid(0.1, [fee(15), vat(30)]), quantity: 1 },
      "EUR",
      null,
      [10, 10, 10, 0, 2, 4, 16],
    ],
    [
      "decimal tax rate 7.125%",
      { product: paid(10, [vat("7.125")]), quantity: 1 },
      "EUR",
      null,
      [1000, 1000, 1000, 0, 0, 71, 1071],
    ],
    // promo codes: PAID and TIERED only, never below 0
    [
      "10% off 19.99 × 2",
      { product: paid("19.99"), quantity: 2 },
      "EUR",
      percentOff(10),
      [1999, 1799, 3598, 400, 0, 0, 3598],
    ],
    [
      "10% off, result rounded half-up",
      { product: paid(0.15), quantity: 1 },
      "EUR",
      percentOff(10),
      [15, 14, 14, 1, 0, 0, 14],
    ],
    [
      "discount before taxes",
      { product: paid(100, [vat(22)]), quantity: 1 },
      "EUR",
      percentOff(20),
      [10_000, 8000, 8000, 2000, 0, 1760, 9760],
    ],
    [
      "fixed 2.50 off × 2",
      { product: paid("19.99"), quantity: 2 },
      "EUR",
      amountOff("2.50"),
      [1999, 1749, 3498, 500, 0, 0, 3498],
    ],
    [
      "fixed discount larger than the price",
      { product: paid(5, [vat(22)]), quantity: 1 },
      "EUR",
      amountOff(10),
      [500, 0, 0, 500, 0, 0, 0],
    ],
    [
      "100% off drops taxes and fixed fees too",
      { product: paid(50, [fixedFee(1.5), vat(22)]), quantity: 2 },
      "EUR",
      percentOff(100),
      [5000, 0, 0, 10_000, 0, 0, 0],
    ],
    [
      "NONE changes nothing",
      { product: paid(50), quantity: 1 },
      "EUR",
      { discount_type: "NONE", discount: 0 },
      [5000, 5000, 5000, 0, 0, 0, 5000],
    ],
    [
      "code for another product",
      { product: paid(50), quantity: 1 },
      "EUR",
      { ...percentOff(10), applicable_product_ids: [9] },
      [5000, 5000, 5000, 0, 0, 0, 5000],
    ],
    // zero-decimal currency
    [
      "JPY 1500 × 3 with 10% tax",
      { product: paid(1500, [vat(10)]), quantity: 3 },
      "JPY",
      null,
      [1500, 1500, 4500, 0, 0, 450, 4950],
    ],
    [
      "JPY 8% of 999 rounds to the yen",
      { product: paid(999, [vat(8)]), quantity: 1 },
      "JPY",
      null,
      [999, 999, 999, 0, 0, 80, 1079],
    ], // 79.92
    [
      "JPY fee 3.5% then tax 10%",
      { product: paid(1000, [fee(3.5), vat(10)]), quantity: 3 },
      "JPY",
      null,
      [1000, 1000, 3000, 0, 105, 311, 3416],
    ], // 310.5
    [
      "JPY 15% off 999",
      { product: paid(999), quantity: 1 },
      "JPY",
      percentOff(15),
      [999, 849, 849, 150, 0, 0, 849],
    ],
    // three-decimal currency
    [
      "KWD 1.250 × 2 with 5% tax",
      { product: paid("1.250", [vat(5)]), quantity: 2 },
      "KWD",
      null,
      [1250, 1250, 2500, 0, 0, 125, 2625],
    ],
    [
      "KWD 15% of 0.333 rounds to the fils",
      { product: paid("0.333", [vat(15)]), quantity: 1 },
      "KWD",
      null,
      [333, 333, 333, 0, 0, 50, 383],
    ], // 49.95
    [
      "BHD fixed fee 0.5",
      { product: paid(2, [fixedFee(0.5)]), quantity: 3 },
      "BHD",
      null,
      [2000, 2000, 6000, 0, 1500, 0, 7500],
    ],
    // nothing bought
    [
      "quantity 0",
      { product: paid(100, [fixedFee(1), vat(22)]), quantity: 0 },
      "EUR",
      null,
      [10_000, 10_000, 0, 0, 0, 0, 0],
    ],
  ])("%s", (_case, line, currency, promoCode, expected) => {
    const result = lineTotal(line, { currency, promoCode });
    expect([
      result.unitPriceBeforeDiscount,
      result.unitPrice,
      result.totalBeforeAdditions,
      result.discount,
      result.totalFee,
      result.totalTax,
      result.totalGross,
    ]).toEqual(expected);
    expect(result.totalBeforeDiscount - result.discount).toBe(result.totalBeforeAdditions);
  });

  it("reports the product, price and quantity it priced", () => {
    expect(lineTotal({ product: tiered, priceId: 21, quantity: 4 }, { currency: "EUR" })).toMatchObject({
      productId: 2,
      priceId: 21,
      quantity: 4,
    });
  });

  it("reads the public payload's `taxes` like the admin payload's `taxes_and_fees`", () => {
    const product: PricedProduct = { id: 5, type: "PAID", price: 10, taxes: [vat(22)] };
    expect(lineTotal({ product, quantity: 1 }, { currency: "EUR" }).totalTax).toBe(220);
  });

  it.each<[string, OrderLine]>([
    ["a tiered product without a price id", { product: tiered, quantity: 1 }],
    ["a price of another product", { product: tiered, priceId: 11, quantity: 1 }],
    ["a paid product without a price", { product: { id: 6, type: "PAID" }, quantity: 1 }],
    ["a negative quantity", { product: paid(10), quantity: -1 }],
    ["a fractional quantity", { product: paid(10), quantity: 1.5 }],
  ])("refuses %s", (_case, line) => {
    expect(() => lineTotal(line, { currency: "EUR" })).toThrow(RangeError);
  });
});
