import { type DecimalAmount, percentOf, toMinorUnits } from "./minorUnits";

/** A tax or fee as the account defines it (the API's TaxAndFee). */
export type TaxOrFee = {
  id?: number;
  name: string;
  type: "TAX" | "FEE";
  calculation_type: "PERCENTAGE" | "FIXED";
  /** A percentage for PERCENTAGE; an amount per unit in major units for FIXED. */
  rate: DecimalAmount;
  is_active?: boolean | null;
};

/** A tax or fee as charged on one order line. */
export type ChargedTaxOrFee = {
  id?: number;
  name: string;
  type: "TAX" | "FEE";
  calculation_type: "PERCENTAGE" | "FIXED";
  rate: DecimalAmount;
  /** For the whole line, in minor units. */
  amount: number;
};

export type TaxesAndFeesInput = {
  /** One unit's price after any discount, in minor units. */
  unitPrice: number;
  quantity: number;
  taxesAndFees: readonly TaxOrFee[] | null | undefined;
  currency: string;
};

export type TaxesAndFees = {
  fees: ChargedTaxOrFee[];
  taxes: ChargedTaxOrFee[];
  totalFee: number;
  totalTax: number;
};

/**
 * Taxes and fees for one order line, always added on top of the price (docs/rules/prices.md):
 * fees first (FIXED: rate per unit; PERCENTAGE: of the line's price), then taxes (FIXED: rate per
 * unit; PERCENTAGE: of the line's price plus its fees). A free unit carries neither, not even fixed
 * fees. Each amount is rounded half-up once per line, and taxes are levied
 * on the fees as charged, so the receipt adds up: tax = rate × (price + fees shown).
 * Inactive taxes and fees are skipped.
 */
export function taxesAndFees({
  unitPrice,
  quantity,
  taxesAndFees,
  currency,
}: TaxesAndFeesInput): TaxesAndFees {
  const none: TaxesAndFees = { fees: [], taxes: [], totalFee: 0, totalTax: 0 };
  if (unitPrice <= 0 || quantity <= 0) return none;
  const active = (taxesAndFees ?? []).filter((item) => item.is_active !== false);
  const linePrice = unitPrice * quantity;

  const charge = (item: TaxOrFee, base: number): ChargedTaxOrFee => ({
    ...(item.id === undefined ? {} : { id: item.id }),
    name: item.name,
    type: item.type,
    calculation_type: item.calculation_type,
    rate: item.rate,
    amount:
      item.calculation_type === "FIXED"
        ? toMinorUnits(item.rate, currency) * quantity
        : percentOf(base, item.rate),
  });

  const fees = active.filter((item) => item.type === "FEE").map((fee) => charge(fee, linePrice));
  const totalFee = sum(fees);
  const taxes = active.filter((item) => item.type === "TAX").map((tax) => charge(tax, linePrice + totalFee));
  return { fees, taxes, totalFee, totalTax: sum(taxes) };
}

function sum(charges: readonly ChargedTaxOrFee[]): number {
  return charges.reduce((total, charge) => total + charge.amount, 0);
}
