import type { Event } from "@varco/domain";
import { asc, eq, sql } from "drizzle-orm";
import {
  capacityAssignmentProducts,
  capacityAssignments,
  productCategories,
  productPrices,
  products,
  productTaxesAndFees,
  taxesAndFees,
} from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import type { TestApp } from "../../test/testApp";
import { createEventVia, daysFromNow, insertOrganizer, setEventStatus } from "../events/testFixtures";

/**
 * What an event sells, written with Drizzle: these tests read the catalogue the organiser's
 * endpoints write, and depend on the tables only.
 */

/** An owner and a LIVE event in EUR. */
export async function liveEvent(api: TestApp, title = "Aida in the Park") {
  const owner = await registerOwner(api);
  const organizer = await insertOrganizer(api, owner.account.id);
  const event: Event = await createEventVia(api, owner.token, {
    title,
    start_date: daysFromNow(30),
    organizer_id: organizer.id,
    currency: "EUR",
    timezone: "Europe/Rome",
  });
  await setEventStatus(api, owner.token, event.id, "LIVE");
  return { ...owner, organizer, event };
}

export async function insertCategory(
  api: TestApp,
  eventId: number,
  overrides: Partial<typeof productCategories.$inferInsert> = {},
) {
  const [row] = await api.db
    .insert(productCategories)
    .values({ eventId, name: "Tickets", ...overrides })
    .returning();
  if (!row) throw new Error("category insert returned nothing");
  return row;
}

export type PriceFixture = Omit<Partial<typeof productPrices.$inferInsert>, "productId">;

/** A product with its prices (one PAID price of 25.00 unless given) and the taxes and fees it charges. */
export async function insertProduct(
  api: TestApp,
  {
    eventId,
    categoryId,
    prices = [{ price: 2500 }],
    taxAndFeeIds = [],
    ...overrides
  }: Partial<typeof products.$inferInsert> & {
    eventId: number;
    categoryId: number;
    prices?: PriceFixture[];
    taxAndFeeIds?: number[];
  },
) {
  const [product] = await api.db
    .insert(products)
    .values({
      eventId,
      productCategoryId: categoryId,
      title: "Stalls",
      priceType: "PAID",
      ...overrides,
    })
    .returning();
  if (!product) throw new Error("product insert returned nothing");
  const priceRows = await api.db
    .insert(productPrices)
    .values(prices.map((price, index) => ({ sortOrder: index, ...price, productId: product.id })))
    .returning();
  if (taxAndFeeIds.length > 0) {
    await api.db
      .insert(productTaxesAndFees)
      .values(taxAndFeeIds.map((taxAndFeeId) => ({ productId: product.id, taxAndFeeId })));
  }
  return { product, prices: priceRows };
}

export async function insertTaxOrFee(
  api: TestApp,
  accountId: number,
  values: Pick<typeof taxesAndFees.$inferInsert, "name" | "type" | "calculationType" | "rate"> &
    Partial<typeof taxesAndFees.$inferInsert>,
) {
  const [row] = await api.db
    .insert(taxesAndFees)
    .values({ ...values, accountId })
    .returning();
  if (!row) throw new Error("tax insert returned nothing");
  return row;
}

export async function insertCapacity(
  api: TestApp,
  {
    eventId,
    productIds,
    usedCapacity,
    ...values
  }: Partial<typeof capacityAssignments.$inferInsert> & {
    eventId: number;
    productIds: number[];
    /** Units already sold through it: added to the first product's first price (used capacity is counted, not stored). */
    usedCapacity?: number;
  },
) {
  const [row] = await api.db
    .insert(capacityAssignments)
    .values({ name: "Main hall", ...values, eventId })
    .returning();
  if (!row) throw new Error("capacity insert returned nothing");
  await api.db
    .insert(capacityAssignmentProducts)
    .values(productIds.map((productId) => ({ capacityAssignmentId: row.id, productId })));
  const [firstProductId] = productIds;
  if (usedCapacity && firstProductId !== undefined) {
    const [price] = await api.db
      .select({ id: productPrices.id })
      .from(productPrices)
      .where(eq(productPrices.productId, firstProductId))
      .orderBy(asc(productPrices.id))
      .limit(1);
    if (!price) throw new Error("a product with shared capacity sold needs a price");
    await api.db
      .update(productPrices)
      .set({ quantitySold: sql`${productPrices.quantitySold} + ${usedCapacity}` })
      .where(eq(productPrices.id, price.id));
  }
  return row;
}

/** An instant `hours` from now (negative: in the past). */
export function hoursFromNow(hours: number): Date {
  return new Date(Date.now() + hours * 3_600_000);
}
