import { wireInstant } from "./wireInstant";

export const promoCodeDiscountTypes = ["NONE", "FIXED", "PERCENTAGE"] as const;
export type PromoCodeDiscountType = (typeof promoCodeDiscountTypes)[number];

/** The fields of a promo code that decide whether and where it applies. */
export type PromoCodeTerms = {
  discount_type: PromoCodeDiscountType;
  /** Major units for FIXED, a percentage for PERCENTAGE, 0 for NONE. */
  discount?: number | string | null;
  /** Empty or absent: every product of the event. */
  applicable_product_ids?: readonly number[] | null;
  expiry_date?: string | null;
  order_usage_count?: number | null;
  max_allowed_usages?: number | null;
};

export type PromoCodeValidity = "valid" | "expired" | "usage_limit_reached";

/**
 * Whether a promo code may still be used (docs/rules/prices.md): not past its expiry and used by
 * fewer orders than allowed. `pendingUsages` counts orders holding the code that have not completed
 * yet: the product only counted completed orders, so concurrent checkouts could exceed the limit.
 */
export function promoCodeValidity(
  promoCode: PromoCodeTerms,
  now: Date,
  pendingUsages = 0,
): PromoCodeValidity {
  const expiry = wireInstant(promoCode.expiry_date);
  if (expiry !== null && now.getTime() > expiry) return "expired";
  const limit = promoCode.max_allowed_usages;
  if (limit != null && (promoCode.order_usage_count ?? 0) + pendingUsages >= limit) {
    return "usage_limit_reached";
  }
  return "valid";
}

/** How a typed code is compared with the stored one: trimmed and lower-cased. */
export function normalisePromoCode(code: string): string {
  return code.trim().toLowerCase();
}

/** Whether the code covers this product: an empty list means every product. */
export function isPromoCodeApplicable(promoCode: PromoCodeTerms, productId: number): boolean {
  const ids = promoCode.applicable_product_ids;
  return !ids || ids.length === 0 || ids.includes(productId);
}

/** A code changes prices only with a discount type and a discount above 0. */
export function isDiscountCode(promoCode: PromoCodeTerms): boolean {
  return promoCode.discount_type !== "NONE" && Number(promoCode.discount ?? 0) > 0;
}
