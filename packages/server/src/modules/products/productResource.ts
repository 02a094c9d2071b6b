import {
  defaultMaxPerOrderShown,
  type Product,
  type ProductPrice,
  productAvailability,
  type SharedCapacity,
  type TaxAndFee,
} from "@varco/domain";
import type { Executor } from "../../db/connect";
import { together } from "../../db/together";
import { moneyOf } from "../../http/money";
import { taxAndFeeResource } from "../taxesAndFees/taxAndFeeResource";
import { type LoadedAssignment, loadAssignments } from "./capacityAssignmentResource";
import { livePricesOf, taxesAndFeesCharged } from "./catalogueReads";
import { isoOrNull, type PriceRow, type ProductRow, stockedProductOf, unitCostOf } from "./productPricing";

export type { PriceRow, ProductRow };

/** What a product's answer is built from besides its row. */
export interface ProductRelations {
  prices: PriceRow[];
  taxes: TaxAndFee[];
}

/** The event's side of every product answer: its currency, its capacity, one clock. */
export interface ProductView {
  currency: string;
  now: Date;
  assignments: readonly SharedCapacity[];
}

const isAfter = (date: Date | null, now: Date) => date !== null && date.getTime() > now.getTime();
const isPast = (date: Date | null, now: Date) => date !== null && date.getTime() < now.getTime();

/** Capacity assignments in the shape the availability rule reads (used capacity computed, see loadAssignments). */
export function sharedCapacityOf(assignments: readonly LoadedAssignment[]): SharedCapacity[] {
  return assignments.map(({ row, usedCapacity, products }) => ({
    id: row.id,
    capacity: row.capacity,
    used_capacity: usedCapacity,
    status: row.status,
    product_ids: products.map((product) => product.id),
  }));
}

/**
 * Loads the prices and taxes of several products (one event's) in two queries whatever their
 * number, and the event's capacity assignments in two more.
 */
export async function loadProductRelations(
  db: Executor,
  eventId: number,
  rows: readonly ProductRow[],
): Promise<{ relations: Map<number, ProductRelations>; assignments: LoadedAssignment[] }> {
  const relations = new Map<number, ProductRelations>(rows.map((row) => [row.id, { prices: [], taxes: [] }]));
  if (rows.length === 0) return { relations, assignments: [] };
  const ids = rows.map((row) => row.id);
  const [prices, taxes, assignments] = await together(db, [
    () => livePricesOf(db, ids),
    () => taxesAndFeesCharged(db, ids),
    () => loadAssignments(db, eventId),
  ]);
  for (const price of prices) relations.get(price.productId)?.prices.push(price);
  for (const { productId, taxAndFee } of taxes)
    relations.get(productId)?.taxes.push(taxAndFeeResource(taxAndFee));
  return { relations, assignments };
}

/**
 * A product as organisers see it (docs/rules/availability.md, docs/rules/prices.md): money in
 * decimal major units of the event's currency, the availability flags worked out with the domain's
 * rule against its prices' stock and every ACTIVE capacity assignment holding it, and each price
 * with what one unit costs with its taxes and fees.
 */
export function productResource(
  row: ProductRow,
  { prices, taxes }: ProductRelations,
  { currency, now, assignments }: ProductView,
): Product {
  const availability = productAvailability(stockedProductOf(row, prices), {
    now,
    capacityAssignments: assignments,
  });

  const priceResources: ProductPrice[] = prices.map((price, index) => {
    const stock = availability.prices[index];
    const remaining = stock?.remaining ?? null;
    const { price_including_taxes_and_fees, tax_total, fee_total } = unitCostOf(row, price, taxes, currency);
    return {
      id: price.id,
      label: price.label,
      price: moneyOf(price.price, currency),
      sale_start_date: isoOrNull(price.saleStartDate),
      sale_end_date: isoOrNull(price.saleEndDate),
      is_before_sale_start_date: isAfter(price.saleStartDate, now),
      is_after_sale_end_date: isPast(price.saleEndDate, now),
      is_available: stock?.status === "available",
      initial_quantity_available: price.initialQuantityAvailable,
      quantity_sold: price.quantitySold,
      // Left out when unlimited (no quantity set and no capacity limit).
      ...(remaining === null ? {} : { quantity_remaining: remaining }),
      is_sold_out: remaining !== null && remaining <= 0,
      is_hidden: price.isHidden,
      price_including_taxes_and_fees,
      tax_total,
      fee_total,
    };
  });

  const tiered = row.priceType === "TIERED";
  const [single] = priceResources;
  const quantities = prices.map((price) => price.initialQuantityAvailable);
  return {
    id: row.id,
    title: row.title,
    type: row.priceType,
    product_type: row.productType,
    order: row.sortOrder,
    description: row.description,
    ...(!tiered && single ? { price: single.price } : {}),
    max_per_order: row.maxPerOrder ?? defaultMaxPerOrderShown,
    min_per_order: row.minPerOrder ?? 1,
    quantity_sold: prices.reduce((sum, price) => sum + price.quantitySold, 0),
    sale_start_date: isoOrNull(row.saleStartDate),
    sale_end_date: isoOrNull(row.saleEndDate),
    event_id: row.eventId,
    product_category_id: row.productCategoryId,
    // The stock of all its prices; unlimited (null) when any price is.
    initial_quantity_available:
      quantities.length === 0 || quantities.some((quantity) => quantity === null)
        ? null
        : quantities.reduce<number>((sum, quantity) => sum + (quantity ?? 0), 0),
    hide_before_sale_start_date: row.hideBeforeSaleStartDate,
    hide_after_sale_end_date: row.hideAfterSaleEndDate,
    start_collapsed: row.startCollapsed,
    show_quantity_remaining: row.showQuantityRemaining,
    hide_when_sold_out: row.hideWhenSoldOut,
    is_hidden_without_promo_code: row.isHiddenWithoutPromoCode,
    is_hidden: row.isHidden,
    is_before_sale_start_date: isAfter(row.saleStartDate, now),
    is_after_sale_end_date: isPast(row.saleEndDate, now),
    is_available: availability.status === "available",
    is_sold_out: priceResources.length === 0 || priceResources.every((price) => price.is_sold_out),
    is_highlighted: row.isHighlighted,
    highlight_message: row.highlightMessage,
    waitlist_enabled: row.waitlistEnabled,
    taxes_and_fees: taxes,
    prices: priceResources,
  };
}
