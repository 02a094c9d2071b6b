import type { AvailabilityContext, ProductCategory, PromoCodeTerms, TaxAndFee } from "@varco/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { capacityAssignments, productCategories, products } from "../../db/schema";
import { together } from "../../db/together";
import {
  activeCapacityRows,
  livePricesOf,
  sharedCapacitiesOf,
  taxesAndFeesCharged,
} from "../products/catalogueReads";
import { lookUpGuess, type PromoCodeGuesser } from "../promoCodes/guessLimit";
import { findPromoCode } from "../promoCodes/promoCodeLookup";
import { heldUnits } from "../sales/stock";
import { taxAndFeeResource } from "../taxesAndFees/taxAndFeeResource";
import {
  type ProductPriceRow,
  type ProductRow,
  publicCategoryResource,
  type StorefrontProduct,
} from "./publicProductResource";

/** The events whose catalogue is read: the columns the catalogue needs of each. */
export interface CatalogueEvent {
  id: number;
  accountId: number;
  currency: string;
  /** Nothing is on sale after it. */
  endDate?: Date | null;
}

export interface CatalogueOptions {
  /** The request's clock: sale windows are instants compared with it. */
  now: Date;
  /**
   * The code the buyer entered (`?promo_code=`), for the catalogue of ONE event (a code belongs to
   * an event): while usable it unlocks the products hidden without a code that it covers, and
   * discounts the PAID and TIERED prices it covers (docs/rules/prices.md). Unknown, expired or
   * used up, it changes nothing. One query more, whatever the number of products. Looked up as a
   * guess of `guesser` (`lookUpGuess`).
   */
  promoCode?: { code: string; guesser: PromoCodeGuesser } | undefined;
}

/** The terms of the buyer's code when it is one of the (single) event's and usable now; else null. */
async function usablePromoCode(
  db: Executor,
  events: readonly CatalogueEvent[],
  promoCode: CatalogueOptions["promoCode"],
  now: Date,
): Promise<PromoCodeTerms | null> {
  const [event] = events;
  if (!promoCode?.code || !event || events.length !== 1) return null;
  const { code, guesser } = promoCode;
  const found = await lookUpGuess(guesser, event.id, () =>
    findPromoCode(db, { eventId: event.id, code, currency: event.currency, now }),
  );
  return found?.usable ? found.terms : null;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The visible categories of these events, ordered. */
function visibleCategories(db: Executor, eventIds: readonly number[]) {
  return db
    .select()
    .from(productCategories)
    .where(
      and(
        inArray(productCategories.eventId, [...eventIds]),
        eq(productCategories.isHidden, false),
        isNull(productCategories.deletedAt),
      ),
    )
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
}

function liveProducts(db: Executor, eventIds: readonly number[]) {
  return db
    .select()
    .from(products)
    .where(and(inArray(products.eventId, [...eventIds]), isNull(products.deletedAt)))
    .orderBy(asc(products.sortOrder), asc(products.id));
}

/**
 * The public catalogue of these events, by event id: each event's categories that are not hidden,
 * in order, each with the products a buyer may see now (docs/rules/availability.md) and their
 * prices with taxes and fees. A fixed number of queries whatever the number of events, categories
 * and products: categories, products and capacity together, then prices and taxes together, then
 * what live reservations hold (their units are not for sale while held).
 */
export async function publicCatalogueByEvent(
  db: Executor,
  events: readonly CatalogueEvent[],
  { now, promoCode }: CatalogueOptions,
): Promise<Map<number, ProductCategory[]>> {
  const catalogue = new Map<number, ProductCategory[]>(events.map((event) => [event.id, []]));
  if (events.length === 0) return catalogue;
  const eventIds = events.map((event) => event.id);
  const [categoryRows, productRows, capacityRows, foundPromoCode] = await together(db, [
    () => visibleCategories(db, eventIds),
    () => liveProducts(db, eventIds),
    () => activeCapacityRows(db, inArray(capacityAssignments.eventId, eventIds)),
    () => usablePromoCode(db, events, promoCode, now),
  ]);
  const shownCategoryIds = new Set(categoryRows.map((row) => row.id));
  // Products of a hidden category are not shown: their rows are not needed further.
  const shownProducts = productRows.filter((row) => shownCategoryIds.has(row.productCategoryId));
  const productIds = shownProducts.map((row) => row.id);
  const capacities = sharedCapacitiesOf(capacityRows);
  const [priceRows, taxRows] =
    productIds.length === 0
      ? [[] as ProductPriceRow[], []]
      : await together(db, [() => livePricesOf(db, productIds), () => taxesAndFeesCharged(db, productIds)]);
  // Units live reservations hold: one query, whatever the number of prices and assignments.
  const held = await heldUnits(db, {
    priceIds: priceRows.map((row) => row.id),
    capacityAssignmentIds: capacities.map((assignment) => assignment.id),
    now,
  });

  const accountOfEvent = new Map(events.map((event) => [event.id, event.accountId]));
  const endOfEvent = new Map(events.map((event) => [event.id, event.endDate ?? null]));
  const pricesByProduct = groupBy(priceRows, (row) => row.productId);
  const taxesByProduct = new Map<number, TaxAndFee[]>();
  const eventOfProduct = new Map(shownProducts.map((row) => [row.id, row.eventId]));
  for (const { productId, taxAndFee } of taxRows) {
    // Only the event's own account's taxes and fees are charged on its products.
    if (accountOfEvent.get(eventOfProduct.get(productId) ?? 0) !== taxAndFee.accountId) continue;
    const list = taxesByProduct.get(productId) ?? [];
    list.push(taxAndFeeResource(taxAndFee));
    taxesByProduct.set(productId, list);
  }
  const productsByCategory = groupBy<StorefrontProduct>(
    shownProducts.map((row: ProductRow) => ({
      row,
      prices: pricesByProduct.get(row.id) ?? [],
      taxesAndFees: taxesByProduct.get(row.id) ?? [],
      eventEnd: endOfEvent.get(row.eventId) ?? null,
    })),
    (product) => product.row.productCategoryId,
  );
  const context: AvailabilityContext = {
    now,
    capacityAssignments: capacities,
    reservedByPriceId: held.byPriceId,
    reservedByCapacityAssignmentId: held.byCapacityAssignmentId,
    promoCode: foundPromoCode,
  };
  const currencyOf = new Map(events.map((event) => [event.id, event.currency]));
  for (const category of categoryRows) {
    catalogue
      .get(category.eventId)
      ?.push(
        publicCategoryResource(
          category,
          productsByCategory.get(category.id) ?? [],
          context,
          currencyOf.get(category.eventId) ?? "EUR",
        ),
      );
  }
  return catalogue;
}
