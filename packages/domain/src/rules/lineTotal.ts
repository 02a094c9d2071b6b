import { applyPromoCode, type ProductPriceType } from "./applyPromoCode";
import { type DecimalAmount, toMinorUnits } from "./minorUnits";
import type { PromoCodeTerms } from "./promoCodeValidity";
import { type ChargedTaxOrFee, type TaxOrFee, taxesAndFees } from "./taxesAndFees";

/** A product as the wire describes it, prices in major units. */
export type PricedProduct = {
  id: number;
  type: ProductPriceType;
  /** Non-tiered products: the price (for DONATION, the minimum). */
  price?: DecimalAmount | null;
  prices?: ReadonlyArray<{ id: number; price: DecimalAmount }> | null;
  /** Admin payloads call the product's taxes and fees `taxes_and_fees`, public ones `taxes`. */
  taxes_and_fees?: readonly TaxOrFee[] | null;
  taxes?: readonly TaxOrFee[] | null;
};

/** One line of a cart: which price of which product, how many, and a donation's amount. */
export type OrderLine = {
  product: PricedProduct;
  /** Required for TIERED; other products have a single price. */
  priceId?: number | null;
  quantity: number;
  /** What the buyer offers per unit for a DONATION product, in major units. */
  donationAmount?: DecimalAmount | null;
};

export type LineTotal = {
  productId: number;
  priceId: number | null;
  quantity: number;
  /** Per unit, in minor units. */
  unitPriceBeforeDiscount: number;
  unitPrice: number;
  /** For the line, in minor units. */
  totalBeforeDiscount: number;
  discount: number;
  totalBeforeAdditions: number;
  fees: ChargedTaxOrFee[];
  taxes: ChargedTaxOrFee[];
  totalFee: number;
  totalTax: number;
  totalGross: number;
};

export type LineTotalOptions = {
  currency: string;
  /** A code already found valid (`promoCodeValidity`), or none. */
  promoCode?: PromoCodeTerms | null;
};

/**
 * Everything one order line costs, in minor units (docs/rules/prices.md):
 * the unit price by price type (FREE 0; DONATION the buyer's amount, at least the minimum; PAID the
 * price; TIERED the chosen price), the promo discount, then fees and taxes on top.
 */
export function lineTotal(line: OrderLine, { currency, promoCode }: LineTotalOptions): LineTotal {
  const { product, quantity } = line;
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`Not a quantity: ${quantity}`);
  }
  const { priceId, unitPriceBeforeDiscount } = unitPriceOf(line, currency);
  const { unitPrice, unitDiscount } = applyPromoCode({
    unitPrice: unitPriceBeforeDiscount,
    product,
    promoCode,
    currency,
  });
  const charges = taxesAndFees({
    unitPrice,
    quantity,
    taxesAndFees: product.taxes_and_fees ?? product.taxes,
    currency,
  });
  const totalBeforeAdditions = unitPrice * quantity;
  return {
    productId: product.id,
    priceId,
    quantity,
    unitPriceBeforeDiscount,
    unitPrice,
    totalBeforeDiscount: unitPriceBeforeDiscount * quantity,
    discount: unitDiscount * quantity,
    totalBeforeAdditions,
    ...charges,
    totalGross: totalBeforeAdditions + charges.totalFee + charges.totalTax,
  };
}

function unitPriceOf(
  { product, priceId, donationAmount }: OrderLine,
  currency: string,
): { priceId: number | null; unitPriceBeforeDiscount: number } {
  const row = chosenPrice(product, priceId);
  const id = row?.id ?? null;
  if (product.type === "FREE") return { priceId: id, unitPriceBeforeDiscount: 0 };

  const configured = row?.price ?? product.price;
  if (configured == null) throw new RangeError(`Product ${product.id} has no price`);
  const price = toMinorUnits(configured, currency);
  if (product.type === "DONATION" && donationAmount != null) {
    return { priceId: id, unitPriceBeforeDiscount: Math.max(price, toMinorUnits(donationAmount, currency)) };
  }
  return { priceId: id, unitPriceBeforeDiscount: price };
}

function chosenPrice(
  product: PricedProduct,
  priceId: number | null | undefined,
): { id: number; price: DecimalAmount } | undefined {
  const prices = product.prices ?? [];
  if (priceId != null) {
    const row = prices.find((price) => price.id === priceId);
    if (!row) throw new RangeError(`Price ${priceId} is not a price of product ${product.id}`);
    return row;
  }
  if (product.type === "TIERED") throw new RangeError(`Tiered product ${product.id} needs a price id`);
  return prices[0];
}
