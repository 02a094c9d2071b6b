import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/connect";
import {
  capacityAssignmentProducts,
  capacityAssignments,
  productCategories,
  productPrices,
  products,
  productTaxesAndFees,
  taxesAndFees,
  users,
} from "../../db/schema";

/**
 * Writes that other modules make on an event's catalogue (events/service.ts: a new event, a
 * duplicate). Kept free of the products services so the two modules do not import each other.
 */

/**
 * The name a new event's first category gets, in the language of whoever creates the event (buyers
 * read it on the public page); the organiser may rename it. English for a language not listed.
 */
const defaultCategoryNames: Readonly<Record<string, string>> = {
  en: "Tickets",
  it: "Biglietti",
  de: "Tickets",
  fr: "Billets",
  es: "Entradas",
  nl: "Tickets",
  pt: "Bilhetes",
  "pt-br": "Ingressos",
  "zh-cn": "门票",
  "zh-hk": "門票",
  vi: "Vé",
  tr: "Biletler",
  hu: "Jegyek",
  ru: "Билеты",
  pl: "Bilety",
  se: "Biljetter",
};

export function defaultCategoryName(locale: string | null | undefined): string {
  return defaultCategoryNames[locale ?? "en"] ?? "Tickets";
}

/**
 * Every event has a category from the start (older events got theirs from the migration), named
 * in its creator's language.
 */
export async function insertDefaultCategory(tx: Executor, eventId: number, creatorId: number): Promise<void> {
  const [creator] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, creatorId));
  await tx
    .insert(productCategories)
    .values({ eventId, name: defaultCategoryName(creator?.locale), sortOrder: 0 });
}

/** Columns a copy takes afresh: its own id and stamps. */
export function withoutIdentity<
  Row extends { id: number; createdAt: Date; updatedAt: Date; deletedAt: Date | null },
>(row: Row): Omit<Row, "id" | "createdAt" | "updatedAt" | "deletedAt"> {
  const { id: _id, createdAt: _created, updatedAt: _updated, deletedAt: _deleted, ...rest } = row;
  return rest;
}

/** A table of rows that belong to one event and are deleted by setting `deleted_at`. */
type EventRows = PgTable & { id: PgColumn; eventId: PgColumn; deletedAt: PgColumn };

/** What a duplicate copies of `table`: the live rows of event `sourceId`, in `order` then by id. */
export async function liveRowsToCopy<Table extends EventRows>(
  tx: Executor,
  table: Table,
  sourceId: number,
  order: readonly PgColumn[] = [],
): Promise<Table["$inferSelect"][]> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.eventId, sourceId), isNull(table.deletedAt)))
    .orderBy(...order.map((column) => asc(column)), asc(table.id));
  return rows as Table["$inferSelect"][];
}

/** The copies of those of `ids` that were copied (`copyIds`: copy id by source id), in order. */
export function copiedIds(ids: readonly number[], copyIds: ReadonlyMap<number, number>): number[] {
  return ids.flatMap((id) => {
    const copyId = copyIds.get(id);
    return copyId === undefined ? [] : [copyId];
  });
}

/** The products each of `ownerIds` links to in `table` (by its `owner` column), by owner: one query. */
export async function linkedProductsOf(
  tx: Executor,
  table: PgTable & { productId: PgColumn },
  owner: PgColumn,
  ownerIds: readonly number[],
): Promise<Map<number, number[]>> {
  const links = await tx
    .select({ ownerId: owner, productId: table.productId })
    .from(table as PgTable)
    .where(inArray(owner, [...ownerIds]));
  const byOwner = new Map<number, number[]>();
  for (const { ownerId, productId } of links as { ownerId: number; productId: number }[])
    byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), productId]);
  return byOwner;
}

/**
 * Copies the live catalogue of `sourceId` into `targetId` (both of one account, inside the
 * caller's transaction): categories, products, their prices with nothing sold, the live taxes and
 * fees they charge and, when asked, the capacity assignments with their products. A fixed number
 * of reads; one insert per row copied (ids are needed to map the relations). Answers the id of each
 * copied product by its source's, for the copies that name products (questions, promo codes).
 */
export async function copyCatalogue(
  tx: Executor,
  sourceId: number,
  targetId: number,
  { capacityAssignments: copyAssignments, creatorId }: { capacityAssignments: boolean; creatorId: number },
): Promise<Map<number, number>> {
  const productIds = new Map<number, number>();
  const categories = await liveRowsToCopy(tx, productCategories, sourceId, [productCategories.sortOrder]);
  if (categories.length === 0) {
    await insertDefaultCategory(tx, targetId, creatorId);
    return productIds;
  }
  const categoryIds = new Map<number, number>();
  for (const category of categories) {
    const [copy] = await tx
      .insert(productCategories)
      .values({ ...withoutIdentity(category), eventId: targetId })
      .returning({ id: productCategories.id });
    if (copy) categoryIds.set(category.id, copy.id);
  }

  const sourceProducts = await liveRowsToCopy(tx, products, sourceId);
  if (sourceProducts.length === 0) return productIds;
  for (const product of sourceProducts) {
    const categoryId = categoryIds.get(product.productCategoryId);
    if (categoryId === undefined) continue;
    const [copy] = await tx
      .insert(products)
      .values({ ...withoutIdentity(product), eventId: targetId, productCategoryId: categoryId })
      .returning({ id: products.id });
    if (copy) productIds.set(product.id, copy.id);
  }
  const sourceIds = [...productIds.keys()];
  if (sourceIds.length === 0) return productIds;

  const prices = await tx
    .select()
    .from(productPrices)
    .where(and(inArray(productPrices.productId, sourceIds), isNull(productPrices.deletedAt)));
  const priceCopies = prices.flatMap((price) => {
    const productId = productIds.get(price.productId);
    return productId === undefined ? [] : [{ ...withoutIdentity(price), productId, quantitySold: 0 }];
  });
  if (priceCopies.length > 0) await tx.insert(productPrices).values(priceCopies);

  const taxLinks = await tx
    .select({ productId: productTaxesAndFees.productId, taxAndFeeId: productTaxesAndFees.taxAndFeeId })
    .from(productTaxesAndFees)
    .innerJoin(taxesAndFees, eq(taxesAndFees.id, productTaxesAndFees.taxAndFeeId))
    .where(and(inArray(productTaxesAndFees.productId, sourceIds), isNull(taxesAndFees.deletedAt)));
  const taxCopies = taxLinks.flatMap((link) => {
    const productId = productIds.get(link.productId);
    return productId === undefined ? [] : [{ productId, taxAndFeeId: link.taxAndFeeId }];
  });
  if (taxCopies.length > 0) await tx.insert(productTaxesAndFees).values(taxCopies);

  if (!copyAssignments) return productIds;
  const assignments = await liveRowsToCopy(tx, capacityAssignments, sourceId);
  if (assignments.length === 0) return productIds;
  const links = await linkedProductsOf(
    tx,
    capacityAssignmentProducts,
    capacityAssignmentProducts.capacityAssignmentId,
    assignments.map((assignment) => assignment.id),
  );
  for (const assignment of assignments) {
    const [copy] = await tx
      .insert(capacityAssignments)
      .values({ ...withoutIdentity(assignment), eventId: targetId })
      .returning({ id: capacityAssignments.id });
    if (!copy) continue;
    const linked = copiedIds(links.get(assignment.id) ?? [], productIds);
    if (linked.length > 0)
      await tx
        .insert(capacityAssignmentProducts)
        .values(linked.map((productId) => ({ capacityAssignmentId: copy.id, productId })));
  }
  return productIds;
}
