import { type DecimalAmount, percentLeftOf, toMinorUnits } from "./minorUnits";
import { isPromoCodeApplicable, type PromoCodeTerms } from "./promoCodeValidity";

export const productPriceTypes = ["PAID", "FREE", "DONATION", "TIERED", "REGISTRATION"] as const;
/** Product price type (docs/rules/prices.md; REGISTRATION is in the API's list without a pricing rule). */
export type ProductPriceType = (typeof productPriceTypes)[number];

/** Only these price types can be discounted. */
const discountablePriceTypes: ReadonlySet<ProductPriceType> = new Set(["PAID", "TIERED"]);

export type PromoCodeInput = {
  /** One unit's price before the discount, in minor units. */
  unitPrice: number;
  product: { id: number; type: ProductPriceType };
  /** A code already found valid (`promoCodeValidity`), or none. */
  promoCode?: PromoCodeTerms | null;
  currency: string;
};

export type DiscountedUnitPrice = {
  /** One unit's price after the discount, in minor units, never below 0. */
  unitPrice: number;
  /** How much one unit got cheaper, in minor units. */
  unitDiscount: number;
};

/**
 * One unit's price after a promo code (docs/rules/prices.md): FIXED takes the amount off,
 * PERCENTAGE takes the percentage off and rounds the result half-up; never below 0. NONE, a code for
 * another product, and FREE or DONATION prices leave the price as it is.
 */
export function applyPromoCode({
  unitPrice,
  product,
  promoCode,
  currency,
}: PromoCodeInput): DiscountedUnitPrice {
  const unchanged = { unitPrice, unitDiscount: 0 };
  if (!promoCode || !discountablePriceTypes.has(product.type)) return unchanged;
  if (!isPromoCodeApplicable(promoCode, product.id)) return unchanged;

  const discount: DecimalAmount = promoCode.discount ?? 0;
  let discounted: number;
  switch (promoCode.discount_type) {
    case "FIXED":
      discounted = unitPrice - Math.max(0, toMinorUnits(discount, currency));
      break;
    case "PERCENTAGE":
      // A stored percentage outside 0–100 is a data error; it must neither raise nor negate a price.
      discounted = percentLeftOf(unitPrice, clampPercent(discount));
      break;
    default:
      return unchanged;
  }
  const price = Math.max(0, Math.min(unitPrice, discounted));
  return { unitPrice: price, unitDiscount: unitPrice - price };
}

function clampPercent(percent: DecimalAmount): DecimalAmount {
  const value = Number(percent);
  if (value <= 0) return 0;
  if (value >= 100) return 100;
  return percent;
}
