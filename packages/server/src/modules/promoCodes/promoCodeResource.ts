import type { PromoCode } from "@varco/domain";
import { moneyOf } from "../../http/money";
import type { PromoCodeRow, PromoCodeUsage } from "./promoCodeLookup";

/**
 * The discount as the wire writes it: FIXED in decimal major units of the event's currency,
 * PERCENTAGE as a percentage (stored in hundredths of a percent), NONE 0.
 */
export function wireDiscountOf(row: PromoCodeRow, currency: string): number {
  if (row.discountType === "FIXED") return moneyOf(row.discount, currency);
  if (row.discountType === "PERCENTAGE") return row.discount / 100;
  return 0;
}

/** A promo code as organisers read it, with how often it was used. */
export function promoCodeResource(row: PromoCodeRow, usage: PromoCodeUsage, currency: string): PromoCode {
  return {
    id: row.id,
    code: row.code,
    // Empty means every product of the event.
    applicable_product_ids: row.applicableProductIds ?? [],
    discount: wireDiscountOf(row, currency),
    discount_type: row.discountType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    expiry_date: row.expiryDate?.toISOString() ?? null,
    attendee_usage_count: usage.attendees,
    order_usage_count: usage.orders,
    max_allowed_usages: row.maxAllowedUsages,
  };
}
