import { type LineTotal, lineTotal, type OrderLine } from "./lineTotal";
import type { DecimalAmount } from "./minorUnits";
import type { PromoCodeTerms } from "./promoCodeValidity";
import type { ChargedTaxOrFee } from "./taxesAndFees";

/** Taxes or fees of the same name added up over an order, for the receipt. */
export type TaxOrFeeRollupEntry = {
  name: string;
  rate: DecimalAmount;
  calculation_type: "PERCENTAGE" | "FIXED";
  /** In minor units. */
  value: number;
};

export type OrderTotals = {
  lines: LineTotal[];
  /** All in minor units. */
  subtotal: number;
  discount: number;
  totalBeforeAdditions: number;
  fees: number;
  taxes: number;
  total: number;
  /** Whether the buyer has anything to pay: a free order skips payment. */
  paymentRequired: boolean;
  rollup: { taxes: TaxOrFeeRollupEntry[]; fees: TaxOrFeeRollupEntry[] };
};

export type OrderTotalsInput = {
  currency: string;
  lines: readonly OrderLine[];
  /** One code per order, applied to every line it covers; already found valid (`promoCodeValidity`). */
  promoCode?: PromoCodeTerms | null;
};

/**
 * An order's totals (docs/rules/prices.md): the sums of its lines, each line rounded on its own.
 * `subtotal` is before discounts; `total` = subtotal − discount + fees + taxes.
 */
export function orderTotals({ currency, lines, promoCode }: OrderTotalsInput): OrderTotals {
  const totals = lines.map((line) => lineTotal(line, { currency, promoCode }));
  const add = (pick: (line: LineTotal) => number) => totals.reduce((sum, line) => sum + pick(line), 0);
  const total = add((line) => line.totalGross);
  return {
    lines: totals,
    subtotal: add((line) => line.totalBeforeDiscount),
    discount: add((line) => line.discount),
    totalBeforeAdditions: add((line) => line.totalBeforeAdditions),
    fees: add((line) => line.totalFee),
    taxes: add((line) => line.totalTax),
    total,
    paymentRequired: total > 0,
    rollup: {
      taxes: rollUp(totals.flatMap((line) => line.taxes)),
      fees: rollUp(totals.flatMap((line) => line.fees)),
    },
  };
}

function rollUp(charges: readonly ChargedTaxOrFee[]): TaxOrFeeRollupEntry[] {
  const byName = new Map<string, TaxOrFeeRollupEntry>();
  for (const charge of charges) {
    const entry = byName.get(charge.name);
    if (entry) entry.value += charge.amount;
    else {
      byName.set(charge.name, {
        name: charge.name,
        rate: charge.rate,
        calculation_type: charge.calculation_type,
        value: charge.amount,
      });
    }
  }
  return [...byName.values()];
}
