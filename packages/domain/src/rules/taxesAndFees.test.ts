import { describe, expect, it } from "vitest";
import { type TaxOrFee, taxesAndFees } from "./taxesAndFees";

const vat22: TaxOrFee = { name: "IVA", type: "TAX", calculation_type: "PERCENTAGE", rate: 22 };
const service10: TaxOrFee = { name: "Service", type: "FEE", calculation_type: "PERCENTAGE", rate: 10 };
const booking: TaxOrFee = { name: "Booking", type: "FEE", calculation_type: "FIXED", rate: 1.5 };
const stamp: TaxOrFee = { name: "Stamp", type: "TAX", calculation_type: "FIXED", rate: "2" };

describe("taxesAndFees", () => {
  it.each<[string, number, number, TaxOrFee[], string, number[], number[]]>([
    // [case, unit price (minor), quantity, taxes and fees, currency, fee amounts, tax amounts]
    ["percentage tax", 10_000, 1, [vat22], "EUR", [], [2200]],
    ["tax is levied on price plus fees", 10_000, 1, [vat22, service10], "EUR", [1000], [2420]],
    ["fixed fee per unit, then tax on it", 10_000, 2, [booking, vat22], "EUR", [300], [4466]],
    ["fixed tax per unit", 1000, 3, [stamp], "EUR", [], [600]],
    ["several of each", 2000, 1, [service10, booking, vat22, stamp], "EUR", [200, 150], [517, 200]],
    ["rounded once per line, not per unit", 10, 3, [{ ...service10, rate: 15 }], "EUR", [5], []], // 4.5
    ["half-up, not to even", 25, 1, [{ ...vat22, rate: 10 }], "EUR", [], [3]], // 2.5
    [
      "tax on the fee as charged",
      10,
      1,
      [
        { ...service10, rate: 15 },
        { ...vat22, rate: 30 },
      ],
      "EUR",
      [2],
      [4],
    ],
    ["decimal rate", 1000, 1, [{ ...vat22, rate: "7.125" }], "EUR", [], [71]],
    ["inactive ones are skipped", 1000, 1, [{ ...vat22, is_active: false }, booking], "EUR", [150], []],
    ["a free unit has none, not even fixed fees", 0, 4, [booking, stamp, vat22], "EUR", [], []],
    ["no units, nothing", 1000, 0, [booking, vat22], "EUR", [], []],
    [
      "JPY",
      1000,
      3,
      [
        { ...service10, rate: 3.5 },
        { ...vat22, rate: 10 },
      ],
      "JPY",
      [105],
      [311],
    ], // 310.5
    ["KWD has three decimals", 333, 1, [{ ...vat22, rate: 15 }], "KWD", [], [50]], // 49.95
  ])("%s", (_case, unitPrice, quantity, items, currency, fees, taxes) => {
    const result = taxesAndFees({ unitPrice, quantity, taxesAndFees: items, currency });
    expect(result.fees.map((fee) => fee.amount)).toEqual(fees);
    expect(result.taxes.map((tax) => tax.amount)).toEqual(taxes);
    expect(result.totalFee).toBe(fees.reduce((a, b) => a + b, 0));
    expect(result.totalTax).toBe(taxes.reduce((a, b) => a + b, 0));
  });

  it("names each charge as the account defined it", () => {
    const result = taxesAndFees({
      unitPrice: 1000,
      quantity: 1,
      taxesAndFees: [{ ...booking, id: 4 }],
      currency: "EUR",
    });
    expect(result.fees).toEqual([
      { id: 4, name: "Booking", type: "FEE", calculation_type: "FIXED", rate: 1.5, amount: 150 },
    ]);
  });

  it.each([[null], [undefined], [[]]])("no taxes or fees (%j)", (items) => {
    expect(taxesAndFees({ unitPrice: 1000, quantity: 1, taxesAndFees: items, currency: "EUR" })).toEqual({
      fees: [],
      taxes: [],
      totalFee: 0,
      totalTax: 0,
    });
  });
});
