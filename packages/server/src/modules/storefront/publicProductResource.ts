import {
  type AvailabilityContext,
  applyPromoCode,
  defaultMaxPerOrderShown,
  type PriceAvailability,
  type Product,
  type ProductCategory,
  type ProductPrice,
  type PromoCodeTerms,
  productAvailability,
  type SaleStatus,
  type StockedProduct,
  type TaxAndFee,
} from "@varco/domain";
import type { productCategories } from "../../db/schema";
import { moneyOf } from "../../http/money";
import {
  isoOrNull,
  type PriceRow,
  type ProductRow,
  stockedProductOf,
  unitCostOf,
} from "../products/productPricing";

export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type ProductPriceRow = PriceRow;
export type { ProductRow };

/** A product with what decides its public face: its prices and the taxes and fees it charges. */
export interface StorefrontProduct {
  row: ProductRow;
  prices: readonly ProductPriceRow[];
  /** The account's live taxes and fees the product charges, active or not. */
  taxesAndFees: readonly TaxAndFee[];
  /** When its event ends, if it says: no sale after it. */
  eventEnd?: Date | null;
}

/** What a buyer reads of a status: not yet on sale, sale ended, sold out, available, in that order. */
function statusFlags(status: SaleStatus) {
  return {
    is_before_sale_start_date: status === "not_yet_on_sale",
    is_after_sale_end_date: status === "sale_ended",
    is_sold_out: status === "sold_out",
    is_available: status === "available",
  };
}

/**
 * The product as the availability rule reads it. Its maximum per order is the one the page offers:
 * configured, else `defaultMaxPerOrderShown`, and the rule lowers it to what is left.
 */
function stockedProduct({ row, prices, eventEnd }: StorefrontProduct): StockedProduct {
  const configured = row.maxPerOrder != null && row.maxPerOrder > 0 ? row.maxPerOrder : null;
  return stockedProductOf(row, prices, configured ?? defaultMaxPerOrderShown, eventEnd ?? null);
}

/**
 * One price as the public sees it. Money: what one unit costs (a FREE product nothing, a DONATION
 * its minimum) after the buyer's usable promo code, if it covers the price, and the taxes and fees
 * one unit carries on that discounted price, worked out on minor units by the domain's rules
 * (docs/rules/prices.md) and written back as decimals; `price_before_discount` is the undiscounted
 * price when the code lowered it.
 */
function publicPrice(
  product: StorefrontProduct,
  price: ProductPriceRow,
  availability: PriceAvailability,
  currency: string,
  promoCode: PromoCodeTerms | null | undefined,
): ProductPrice {
  const { unitPrice, unitDiscount } = applyPromoCode({
    unitPrice: product.row.priceType === "FREE" ? 0 : price.price,
    product: { id: product.row.id, type: product.row.priceType },
    promoCode,
    currency,
  });
  const discounted = unitDiscount > 0;
  return {
    id: price.id,
    label: price.label,
    sale_start_date: isoOrNull(price.saleStartDate),
    sale_end_date: isoOrNull(price.saleEndDate),
    ...statusFlags(availability.status),
    ...unitCostOf(product.row, { ...price, price: unitPrice }, product.taxesAndFees, currency),
    price_before_discount: discounted ? moneyOf(price.price, currency) : null,
    is_discounted: discounted,
    ...(product.row.showQuantityRemaining && availability.remaining !== null
      ? { quantity_remaining: availability.remaining }
      : {}),
  };
}

/**
 * A product as the public sees it, or undefined when it is hidden from the page (hidden outright,
 * promo-only without a valid code, or a hide flag that applies). A TIERED product keeps only the
 * tiers a buyer may see. Quantities appear only when the organiser shows them.
 */
export function publicProductResource(
  product: StorefrontProduct,
  context: AvailabilityContext,
  currency: string,
): Product | undefined {
  const { row } = product;
  const availability = productAvailability(stockedProduct(product), context);
  if (availability.status === "hidden") return undefined;
  const priceRows = new Map(product.prices.map((price) => [price.id, price]));
  const prices = availability.prices.flatMap((priceAvailability) => {
    const price = priceRows.get(priceAvailability.priceId);
    if (!price || priceAvailability.status === "hidden") return [];
    return [publicPrice(product, price, priceAvailability, currency, context.promoCode)];
  });
  const [single] = prices;
  return {
    id: row.id,
    title: row.title,
    type: row.priceType,
    product_type: row.productType,
    description: row.description,
    event_id: row.eventId,
    product_category_id: row.productCategoryId,
    start_collapsed: row.startCollapsed,
    is_highlighted: row.isHighlighted,
    highlight_message: row.highlightMessage,
    // A sold-out price of it offers its waitlist (docs/rules/waitlist.md).
    waitlist_enabled: row.waitlistEnabled ?? false,
    sale_start_date: isoOrNull(row.saleStartDate),
    sale_end_date: isoOrNull(row.saleEndDate),
    ...statusFlags(availability.status),
    // The rule keeps the minimum within what is left; a sold-out product still says 1.
    min_per_order: Math.max(1, availability.minPerOrder),
    max_per_order: availability.maxPerOrder,
    ...(row.priceType !== "TIERED" && single ? { price: single.price } : {}),
    ...(row.showQuantityRemaining && availability.remaining !== null
      ? { quantity_available: availability.remaining }
      : {}),
    taxes: product.taxesAndFees.filter((item) => item.is_active),
    prices,
  };
}

/** A category as the public sees it, with the products of it a buyer may see, in order. */
export function publicCategoryResource(
  row: ProductCategoryRow,
  categoryProducts: readonly StorefrontProduct[],
  context: AvailabilityContext,
  currency: string,
): ProductCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_hidden: false,
    order: row.sortOrder,
    no_products_message: row.noProductsMessage,
    products: categoryProducts.flatMap((product) => {
      const shown = publicProductResource(product, context, currency);
      return shown ? [shown] : [];
    }),
  };
}
