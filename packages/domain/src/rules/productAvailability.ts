import type { ProductPriceType } from "./applyPromoCode";
import type { DecimalAmount } from "./minorUnits";
import { isPromoCodeApplicable, type PromoCodeTerms, promoCodeValidity } from "./promoCodeValidity";
import { wireInstant } from "./wireInstant";

/** Whether a product (or one price of it) can be bought now, and if not, why. */
export const saleStatuses = ["available", "not_yet_on_sale", "sale_ended", "sold_out", "hidden"] as const;
export type SaleStatus = (typeof saleStatuses)[number];

/** Per-order limits when a product sets none (unset or 0). */
export const defaultMaxPerOrder = 100;
export const defaultMinPerOrder = 1;

/** A price row (the API's ProductPrice): where stock lives. */
export type StockedPrice = {
  id: number;
  /** Major units; for DONATION the minimum a buyer may offer. */
  price?: DecimalAmount | null;
  /** null: unlimited. */
  initial_quantity_available?: number | null;
  quantity_sold?: number | null;
  sale_start_date?: string | null;
  sale_end_date?: string | null;
  is_hidden?: boolean | null;
};

/** The product fields that decide availability. */
export type StockedProduct = {
  id: number;
  type: ProductPriceType;
  prices?: readonly StockedPrice[] | null;
  sale_start_date?: string | null;
  sale_end_date?: string | null;
  min_per_order?: number | null;
  max_per_order?: number | null;
  is_hidden?: boolean | null;
  hide_before_sale_start_date?: boolean | null;
  hide_after_sale_end_date?: boolean | null;
  hide_when_sold_out?: boolean | null;
  is_hidden_without_promo_code?: boolean | null;
};

/** Capacity shared by several products: each sale of any of them uses it up. */
export type SharedCapacity = {
  id: number;
  /** null: unlimited. */
  capacity?: number | null;
  used_capacity?: number | null;
  status: "ACTIVE" | "INACTIVE";
  /** The request shape names its products by id, the response shape as objects. */
  product_ids?: readonly number[] | null;
  products?: ReadonlyArray<{ id: number }> | null;
};

export type AvailabilityContext = {
  now: Date;
  /** Units held by live reservations (RESERVED orders not yet expired), by price id. */
  reservedByPriceId?: Readonly<Record<number, number>>;
  capacityAssignments?: readonly SharedCapacity[] | null;
  /** Units held by live reservations of each capacity assignment's products, by assignment id. */
  reservedByCapacityAssignmentId?: Readonly<Record<number, number>>;
  /** The code the buyer entered, if any; it unlocks products hidden without one while valid. */
  promoCode?: PromoCodeTerms | null;
};

export type PriceAvailability = {
  priceId: number;
  status: SaleStatus;
  /** Units that can still be bought, counting shared capacity; null: unlimited. */
  remaining: number | null;
};

export type ProductAvailability = {
  status: SaleStatus;
  /** Units that can still be bought across the product's visible prices; null: unlimited. */
  remaining: number | null;
  /** The fewest units one order may take: never more than what is left. */
  minPerOrder: number;
  /** The most units one order may take: the configured maximum or what is left, whichever is less. */
  maxPerOrder: number;
  prices: PriceAvailability[];
};

/**
 * Whether and how much of a product can be bought now (docs/rules/availability.md). Stock is the tightest
 * of the price's own quantity and every ACTIVE capacity assignment holding the product, each less the
 * units live reservations hold. A status names the first reason that applies: hidden (hidden,
 * promo-only without a valid code, or a hide flag for the reason below), not yet on sale, sale ended,
 * sold out. A TIERED product is judged price by price and is available when any price is.
 */
export function productAvailability(
  product: StockedProduct,
  context: AvailabilityContext,
): ProductAvailability {
  const capacity = capacityLimits(product.id, context);
  const productHidden =
    Boolean(product.is_hidden) ||
    (Boolean(product.is_hidden_without_promo_code) && !unlockedBy(product, context));

  const prices = (product.prices ?? []).map((price) => {
    const stock = minLimit(priceStock(price, context), capacity.remaining);
    const status =
      productHidden || price.is_hidden ? "hidden" : saleStatusOf(product, price, stock, context.now);
    return { priceId: price.id, status, remaining: stock };
  });

  const status = productStatus(product, prices);
  const visiblePrices = prices.filter((price) => price.status !== "hidden");
  const stockOfPrices = visiblePrices.reduce<number | null>(
    (sum, price) => (sum === null || price.remaining === null ? null : sum + price.remaining),
    0,
  );
  const remaining = minLimit(stockOfPrices, capacity.remaining);
  const maxPerOrder = Math.min(
    positiveOr(product.max_per_order, defaultMaxPerOrder),
    remaining ?? Number.POSITIVE_INFINITY,
  );
  const minPerOrder = Math.min(
    positiveOr(product.min_per_order, defaultMinPerOrder),
    capacity.smallest ?? Number.POSITIVE_INFINITY,
    maxPerOrder,
  );
  return { status, remaining, minPerOrder, maxPerOrder, prices };
}

function saleStatusOf(
  product: StockedProduct,
  price: StockedPrice,
  stock: number | null,
  now: Date,
): SaleStatus {
  const time = now.getTime();
  // A tier's own window sits inside the product's: both must be open.
  const starts = [wireInstant(product.sale_start_date), wireInstant(price.sale_start_date)];
  const ends = [wireInstant(product.sale_end_date), wireInstant(price.sale_end_date)];
  if (starts.some((start) => start !== null && time < start)) {
    return product.hide_before_sale_start_date ? "hidden" : "not_yet_on_sale";
  }
  if (ends.some((end) => end !== null && time > end)) {
    return product.hide_after_sale_end_date ? "hidden" : "sale_ended";
  }
  if (stock !== null && stock <= 0) return product.hide_when_sold_out ? "hidden" : "sold_out";
  return "available";
}

// For a tiered product, the status that tells the buyer most: buy now, come back later, or gone.
const productStatusPreference: readonly SaleStatus[] = [
  "available",
  "not_yet_on_sale",
  "sold_out",
  "sale_ended",
];

function productStatus(product: StockedProduct, prices: readonly PriceAvailability[]): SaleStatus {
  if (prices.length === 0) {
    // A product without prices has nothing to sell: sold out.
    if (product.is_hidden || product.hide_when_sold_out) return "hidden";
    return "sold_out";
  }
  for (const status of productStatusPreference) {
    if (prices.some((price) => price.status === status)) return status;
  }
  return "hidden";
}

function unlockedBy(product: StockedProduct, { promoCode, now }: AvailabilityContext): boolean {
  // Any valid code that covers the product unlocks it, NONE included: that is what access codes are for.
  if (!promoCode) return false;
  return promoCodeValidity(promoCode, now) === "valid" && isPromoCodeApplicable(promoCode, product.id);
}

function priceStock(price: StockedPrice, context: AvailabilityContext): number | null {
  if (price.initial_quantity_available == null) return null;
  const reserved = context.reservedByPriceId?.[price.id] ?? 0;
  return Math.max(0, price.initial_quantity_available - (price.quantity_sold ?? 0) - reserved);
}

/** What the product's ACTIVE capacity assignments leave, and the smallest of their capacities. */
function capacityLimits(
  productId: number,
  context: AvailabilityContext,
): { remaining: number | null; smallest: number | null } {
  let remaining: number | null = null;
  let smallest: number | null = null;
  for (const assignment of activeAssignmentsOf(productId, context.capacityAssignments)) {
    if (assignment.capacity == null) continue;
    const reserved = context.reservedByCapacityAssignmentId?.[assignment.id] ?? 0;
    const left = Math.max(0, assignment.capacity - (assignment.used_capacity ?? 0) - reserved);
    remaining = minLimit(remaining, left);
    smallest = minLimit(smallest, assignment.capacity);
  }
  return { remaining, smallest };
}

/** The ACTIVE capacity assignments that hold this product; INACTIVE ones are ignored. */
export function activeAssignmentsOf(
  productId: number,
  assignments: readonly SharedCapacity[] | null | undefined,
): SharedCapacity[] {
  return (assignments ?? []).filter(
    (assignment) =>
      assignment.status === "ACTIVE" &&
      ((assignment.product_ids ?? []).includes(productId) ||
        (assignment.products ?? []).some((product) => product.id === productId)),
  );
}

/** The tighter of two limits, where null means no limit. */
function minLimit(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

function positiveOr(value: number | null | undefined, fallback: number): number {
  return value != null && value > 0 ? value : fallback;
}
