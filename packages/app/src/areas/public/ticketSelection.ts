import type { OrderLine, Product, ProductCategory, ProductPrice, PublicEvent } from "@varco/domain";

/**
 * The most one order takes when the server names no maximum (the domain's `defaultMaxPerOrderShown`,
 * not imported: its module would bring the models' validation into the public page).
 */
const defaultMaxPerOrderShown = 10;

/**
 * Where one price of a product stands for a buyer, in the order they read it (docs/rules/availability.md):
 * not yet on sale (from when), sale ended, sold out, on sale; `off` when the server says it is not
 * available for another reason.
 */
export type SaleState =
  | { kind: "before"; opens: string | null }
  | { kind: "ended" }
  | { kind: "soldOut" }
  | { kind: "available" }
  | { kind: "off" };

/** One thing a buyer can take a quantity of: a product's single price, or one tier of a TIERED one. */
export interface Choice {
  /** `${productId}:${priceId}`: the key of its quantity. */
  key: string;
  product: Product;
  price: ProductPrice;
  state: SaleState;
  /** How many are left, when the organiser shows it. */
  remaining: number | null;
}

/** The categories a buyer sees, each with its products' choices. */
export interface ShownCategory {
  category: ProductCategory;
  products: { product: Product; choices: Choice[] }[];
}

export function saleStateOf(product: Product, price: ProductPrice): SaleState {
  if (product.is_before_sale_start_date)
    return { kind: "before", opens: product.sale_start_date ?? price.sale_start_date };
  if (price.is_before_sale_start_date)
    return { kind: "before", opens: price.sale_start_date ?? product.sale_start_date };
  if (product.is_after_sale_end_date || price.is_after_sale_end_date) return { kind: "ended" };
  if (product.is_sold_out || price.is_sold_out) return { kind: "soldOut" };
  if (product.is_available === false || price.is_available === false) return { kind: "off" };
  return { kind: "available" };
}

function remainingOf(product: Product, price: ProductPrice): number | null {
  if (product.type === "TIERED") return price.quantity_remaining ?? null;
  return product.quantity_available ?? price.quantity_remaining ?? null;
}

/** The event's categories and products as the public page lists them (the server already filtered them). */
export function shownCategories(event: PublicEvent): ShownCategory[] {
  return (event.product_categories ?? [])
    .filter((category) => !category.is_hidden)
    .map((category) => ({
      category,
      products: (category.products ?? [])
        .filter((product) => !product.is_hidden)
        .map((product) => ({
          product,
          choices: (product.prices ?? [])
            .filter((price) => !price.is_hidden)
            .map((price) => ({
              key: `${product.id}:${price.id}`,
              product,
              price,
              state: saleStateOf(product, price),
              remaining: remainingOf(product, price),
            })),
        }))
        .filter(({ choices }) => choices.length > 0),
    }));
}

/** Whether the event offers anything at all to the public. */
export function hasPublicProducts(categories: readonly ShownCategory[]): boolean {
  return categories.some((category) => category.products.length > 0);
}

/** The fewest and most one order may take of a product (the server's figures, or the usual ones). */
export function orderLimitsOf(product: Product): { min: number; max: number } {
  const min = Math.max(1, product.min_per_order ?? 1);
  const max = product.max_per_order ?? defaultMaxPerOrderShown;
  return { min, max: Math.max(0, max) };
}

export type Quantities = Readonly<Record<string, number>>;

/**
 * The most this choice can take now: the product's per-order maximum less what its other tiers
 * already take, and no more than what is left of the price.
 */
export function maxFor(choice: Choice, quantities: Quantities, siblings: readonly Choice[]): number {
  const { max } = orderLimitsOf(choice.product);
  const others = siblings
    .filter((sibling) => sibling.key !== choice.key)
    .reduce((sum, sibling) => sum + (quantities[sibling.key] ?? 0), 0);
  const left = choice.remaining ?? Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(max - others, left));
}

/** A quantity the field may hold: 0, or between the product's minimum and `max`. */
export function boundQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value) || value <= 0 || max < min) return 0;
  return Math.min(Math.max(Math.trunc(value), min), max);
}

/** One more: from nothing straight to the minimum. */
export function stepUp(value: number, min: number, max: number): number {
  return boundQuantity(value <= 0 ? min : value + 1, min, max);
}

/** One fewer: from the minimum straight to nothing. */
export function stepDown(value: number, min: number, max: number): number {
  return value <= min ? 0 : boundQuantity(value - 1, min, max);
}

/**
 * A donation amount as typed ("12,50", "12.5", "12"), as a decimal string in major units; null
 * when it is not an amount.
 */
export function parseAmount(text: string): string | null {
  const trimmed = text.trim().replace(/\s/gu, "");
  // One separator: the last "," or "." is the decimal one, any other is grouping.
  const match = /^(\d{1,3}(?:[.,\u00a0\u202f']?\d{3})*|\d+)(?:[.,](\d+))?$/u.exec(trimmed);
  if (!match) return null;
  const whole = (match[1] ?? "").replace(/[^\d]/gu, "");
  return match[2] ? `${whole}.${match[2]}` : whole;
}

/** The order lines of a selection, for the domain's `orderTotals`. */
export function linesOf(
  categories: readonly ShownCategory[],
  quantities: Quantities,
  donations: Readonly<Record<number, string | null>>,
): OrderLine[] {
  const lines: OrderLine[] = [];
  for (const { products } of categories) {
    for (const { product, choices } of products) {
      for (const choice of choices) {
        const quantity = quantities[choice.key] ?? 0;
        if (quantity <= 0 || choice.state.kind !== "available") continue;
        lines.push(lineOf(choice, quantity, donations[product.id] ?? null));
      }
    }
  }
  return lines;
}

/** One choice as an order line (for a donation, the amount offered: the rule keeps the minimum). */
export function lineOf(choice: Choice, quantity: number, donationAmount: string | null): OrderLine {
  const { product, price } = choice;
  return {
    product: {
      id: product.id,
      type: product.type,
      price: product.price ?? price.price,
      prices: [{ id: price.id, price: price.price }],
      taxes: product.taxes ?? product.taxes_and_fees ?? [],
    },
    priceId: price.id,
    quantity,
    donationAmount: product.type === "DONATION" ? donationAmount : null,
  };
}

/** What the reservation sends for a selection: each product's quantities by price, and the promo code. */
export interface ReservationBody {
  products: { product_id: number; quantities: { price_id: number; quantity: number; price?: number }[] }[];
  promo_code?: string;
  affiliate_code?: string;
}

/** Where a browser keeps an event's affiliate code from a tracking link, with when it was followed. */
export const affiliateKey = (eventId: number) => `varco.aff.${eventId}`;

/**
 * Keeps `?aff=CODE` of the page's address for this event (docs/rules/affiliates.md): the newest
 * link wins. Run after the page is drawn, never while drawing it.
 */
export function rememberAffiliate(eventId: number, search: string, now: number): void {
  const code = new URLSearchParams(search).get("aff");
  try {
    if (code) localStorage.setItem(affiliateKey(eventId), JSON.stringify({ code, at: now }));
  } catch {
    // Storage refused (private mode, a blocked frame): the sale is credited to no one.
  }
}

/**
 * The reservation's body for a selection (`POST public/events/{id}/order`): the products with a
 * quantity, in the page's order; a donation carries the amount offered (else the minimum).
 */
export function reservationBodyOf(
  categories: readonly ShownCategory[],
  quantities: Quantities,
  donations: Readonly<Record<number, string | null>>,
  promoCode: string | null,
): ReservationBody {
  const products: ReservationBody["products"] = [];
  for (const { products: listed } of categories) {
    for (const { product, choices } of listed) {
      const lines = choices
        .filter((choice) => (quantities[choice.key] ?? 0) > 0 && choice.state.kind === "available")
        .map((choice) => {
          const quantity = quantities[choice.key] ?? 0;
          const offered = Number(donations[product.id] ?? Number.NaN);
          return product.type === "DONATION"
            ? {
                price_id: choice.price.id,
                quantity,
                price: Number.isFinite(offered) ? offered : choice.price.price,
              }
            : { price_id: choice.price.id, quantity };
        });
      if (lines.length > 0) products.push({ product_id: product.id, quantities: lines });
    }
  }
  return promoCode ? { products, promo_code: promoCode } : { products };
}
