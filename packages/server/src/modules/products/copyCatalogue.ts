import { and, asc, eq, inArray, isNull } from "drizzle-orm";
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
  const categories = await tx
    .select()
    .from(productCategories)
    .where(and(eq(productCategories.eventId, sourceId), isNull(productCategories.deletedAt)))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
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

  const sourceProducts = await tx
    .select()
    .from(products)
    .where(and(eq(products.eventId, sourceId), isNull(products.deletedAt)))
    .orderBy(asc(products.id));
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
  const assignments = await tx
    .select()
    .from(capacityAssignments)
    .where(and(eq(capacityAssignments.eventId, sourceId), isNull(capacityAssignments.deletedAt)))
    .orderBy(asc(capacityAssignments.id));
  if (assignments.length === 0) return productIds;
  const links = await tx
    .select()
    .from(capacityAssignmentProducts)
    .where(
      inArray(
        capacityAssignmentProducts.capacityAssignmentId,
        assignments.map((assignment) => assignment.id),
      ),
    );
  for (const assignment of assignments) {
    const [copy] = await tx
      .insert(capacityAssignments)
      .values({ ...withoutIdentity(assignment), eventId: targetId })
      .returning({ id: capacityAssignments.id });
    if (!copy) continue;
    const linked = links.flatMap((link) => {
      const productId =
        link.capacityAssignmentId === assignment.id ? productIds.get(link.productId) : undefined;
      return productId === undefined ? [] : [{ capacityAssignmentId: copy.id, productId }];
    });
    if (linked.length > 0) await tx.insert(capacityAssignmentProducts).values(linked);
  }
  return productIds;
}
