import { type StockedProduct, type TaxAndFee, taxesAndFees } from "@varco/domain";
import type { productPrices, products } from "../../db/schema";
import { moneyOf } from "../../http/money";

export type ProductRow = typeof products.$inferSelect;
export type PriceRow = typeof productPrices.$inferSelect;

export const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A product and its prices as the domain's availability rule reads them (docs/rules/availability.md),
 * for the organiser's answer and the public page alike. `maxPerOrder` is the limit the rule starts
 * from (the public page offers `defaultMaxPerOrderShown` when none is set).
 */
export function stockedProductOf(
  row: ProductRow,
  prices: readonly PriceRow[],
  maxPerOrder: number | null = row.maxPerOrder,
  eventEnd: Date | null = null,
): StockedProduct {
  // Nothing is sold once the event is over: a product's sale ends at the latest with its event
  // (docs/rules/availability.md).
  const saleEnd =
    eventEnd && (!row.saleEndDate || eventEnd.getTime() < row.saleEndDate.getTime())
      ? eventEnd
      : row.saleEndDate;
  return {
    id: row.id,
    type: row.priceType,
    sale_start_date: isoOrNull(row.saleStartDate),
    sale_end_date: isoOrNull(saleEnd),
    min_per_order: row.minPerOrder,
    max_per_order: maxPerOrder,
    is_hidden: row.isHidden,
    hide_before_sale_start_date: row.hideBeforeSaleStartDate,
    hide_after_sale_end_date: row.hideAfterSaleEndDate,
    hide_when_sold_out: row.hideWhenSoldOut,
    is_hidden_without_promo_code: row.isHiddenWithoutPromoCode,
    prices: prices.map((price) => ({
      id: price.id,
      initial_quantity_available: price.initialQuantityAvailable,
      quantity_sold: price.quantitySold,
      sale_start_date: isoOrNull(price.saleStartDate),
      sale_end_date: isoOrNull(price.saleEndDate),
      is_hidden: price.isHidden,
    })),
  };
}

/**
 * What one unit of a price costs, in decimal major units: the price itself (nothing for a FREE
 * product, the minimum of a DONATION), and the taxes and fees one unit carries, worked out on minor
 * units by the domain's rule (docs/rules/prices.md).
 */
export function unitCostOf(
  row: ProductRow,
  price: PriceRow,
  charged: readonly TaxAndFee[],
  currency: string,
): { price: number; price_including_taxes_and_fees: number; tax_total: number; fee_total: number } {
  const unitPrice = row.priceType === "FREE" ? 0 : price.price;
  const { totalFee, totalTax } = taxesAndFees({ unitPrice, quantity: 1, taxesAndFees: charged, currency });
  return {
    price: moneyOf(unitPrice, currency),
    price_including_taxes_and_fees: moneyOf(unitPrice + totalFee + totalTax, currency),
    tax_total: moneyOf(totalTax, currency),
    fee_total: moneyOf(totalFee, currency),
  };
}
