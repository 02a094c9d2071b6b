import type { ProductCategory } from "@varco/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { productCategories, products } from "../../db/schema";
import { productCategoryResource } from "./productCategoryResource";
import { loadProductRelations, productResource, sharedCapacityOf } from "./productResource";

type CategoryRow = typeof productCategories.$inferSelect;

export const liveCategoriesOf = (eventId: number) =>
  and(eq(productCategories.eventId, eventId), isNull(productCategories.deletedAt));

export const liveProductsOf = (eventId: number) =>
  and(eq(products.eventId, eventId), isNull(products.deletedAt));

/**
 * Categories of one event with their products, each product with its prices, taxes and fees and
 * availability: a fixed number of queries (categories, products, prices, taxes, the event's
 * capacity assignments and their products) whatever the number of products.
 */
export async function categoriesWithProducts(
  db: Executor,
  event: { id: number; currency: string },
  categories: readonly CategoryRow[],
  now: Date,
): Promise<ProductCategory[]> {
  if (categories.length === 0) return [];
  const productRows = await db
    .select()
    .from(products)
    .where(liveProductsOf(event.id))
    .orderBy(asc(products.sortOrder), asc(products.id));
  const { relations, assignments } = await loadProductRelations(db, event.id, productRows);
  const view = { currency: event.currency, now, assignments: sharedCapacityOf(assignments) };
  return categories.map((category) =>
    productCategoryResource(
      category,
      productRows
        .filter((row) => row.productCategoryId === category.id)
        .map((row) => productResource(row, relations.get(row.id) ?? { prices: [], taxes: [] }, view)),
    ),
  );
}

/**
 * An event's whole catalogue as its organiser sees it: every live category, ordered, with its
 * products (`GET events/{e}/product-categories`, and the event's own `product_categories`).
 */
export async function eventCatalogue(
  db: Executor,
  event: { id: number; currency: string },
  now: Date,
): Promise<ProductCategory[]> {
  const categories = await db
    .select()
    .from(productCategories)
    .where(liveCategoriesOf(event.id))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
  return categoriesWithProducts(db, event, categories, now);
}
