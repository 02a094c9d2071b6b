import {
  fromMinorUnits,
  normalisePromoCode,
  type PromoCodeTerms,
  type PromoCodeValidity,
  promoCodeValidity,
} from "@varco/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { promoCodes } from "../../db/schema";
import { liveReservationSql } from "../sales/liveReservation";

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export interface PromoCodeUsage {
  /** Orders that used the code: completed, awaiting an offline payment, or a live reservation. */
  orders: number;
  /** Units of those orders. */
  attendees: number;
}

/**
 * How often codes were used, counted from the orders that name them. Live reservations count, so
 * two buyers checking out at once cannot both take a code's last use (the reservation holds the
 * event's stock lock while it counts); an expired or abandoned reservation gives its use back.
 * Without `now`, the database's clock decides which reservations are live (for a list's sort,
 * which is declared once, not per request).
 */
export function promoUsageSql(now?: Date) {
  return {
    orders: sql<number>`(
      select count(*) from orders o
      where o.promo_code_id = "promo_codes"."id" and o.deleted_at is null
        and (o.status in ('COMPLETED', 'AWAITING_OFFLINE_PAYMENT') or ${liveReservationSql("o", now)})
    )::integer`,
    attendees: sql<number>`coalesce((
      select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
      where o.promo_code_id = "promo_codes"."id" and o.deleted_at is null
        and (o.status in ('COMPLETED', 'AWAITING_OFFLINE_PAYMENT') or ${liveReservationSql("o", now)})
    ), 0)::integer`,
  };
}

/** A code's terms as the domain's price rules read them (major units, a percentage). */
export function promoCodeTermsOf(row: PromoCodeRow, currency: string, usage: PromoCodeUsage): PromoCodeTerms {
  return {
    discount_type: row.discountType,
    discount:
      row.discountType === "FIXED"
        ? fromMinorUnits(row.discount, currency)
        : row.discountType === "PERCENTAGE"
          ? row.discount / 100
          : 0,
    applicable_product_ids: row.applicableProductIds,
    expiry_date: row.expiryDate?.toISOString() ?? null,
    order_usage_count: usage.orders,
    max_allowed_usages: row.maxAllowedUsages,
  };
}

export interface FoundPromoCode {
  row: PromoCodeRow;
  terms: PromoCodeTerms;
  usage: PromoCodeUsage;
  validity: PromoCodeValidity;
  /** Not expired and used by fewer orders than allowed. */
  usable: boolean;
}

/**
 * The event's live code matching what the buyer typed (trimmed, lower-cased), with its usage
 * counted now; null when there is none.
 */
export async function findPromoCode(
  db: Executor,
  { eventId, code, currency, now }: { eventId: number; code: string; currency: string; now: Date },
): Promise<FoundPromoCode | null> {
  const normalised = normalisePromoCode(code);
  if (normalised.length === 0) return null;
  const usageSql = promoUsageSql(now);
  const [found] = await db
    .select({ row: promoCodes, orders: usageSql.orders, attendees: usageSql.attendees })
    .from(promoCodes)
    .where(
      and(eq(promoCodes.eventId, eventId), eq(promoCodes.code, normalised), isNull(promoCodes.deletedAt)),
    );
  if (!found) return null;
  const usage = { orders: Number(found.orders), attendees: Number(found.attendees) };
  const terms = promoCodeTermsOf(found.row, currency, usage);
  const validity = promoCodeValidity(terms, now);
  return { row: found.row, terms, usage, validity, usable: validity === "valid" };
}
