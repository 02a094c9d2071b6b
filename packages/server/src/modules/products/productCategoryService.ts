import type { ProductCategory, productCategoryBodySchema } from "@varco/domain";
import { and, eq, inArray, max, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/connect";
import { lockRowIds } from "../../db/rowLocks";
import { productCategories, products } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import type { Caller } from "../auth/caller";
import { findEvent } from "../events/service";
import { categoriesWithProducts, eventCatalogue, liveCategoriesOf, liveProductsOf } from "./eventCatalogue";

type ProductCategoryInput = z.output<typeof productCategoryBodySchema>;
type CategoryRow = typeof productCategories.$inferSelect;

/**
 * The products a row links to (a capacity assignment, a question, a promo code), once each: they
 * must be live products of its event, else 422 `products_not_of_event` on `field`. They are
 * share-locked until the transaction ends, so a deletion of one waits until the links are written.
 */
export async function lockProductsOfEvent(
  tx: Executor,
  eventId: number,
  ids: readonly number[],
  field: string,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(liveProductsOf(eventId), inArray(products.id, unique)))
    .for("share");
  if (found.length !== unique.length)
    throw HttpError.unprocessable({ [field]: [{ code: "products_not_of_event" }] });
  return unique;
}

/** `GET events/{e}/product-categories`: every live category, ordered, with its products. */
export async function listProductCategories(caller: Caller, eventId: number): Promise<ProductCategory[]> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  return eventCatalogue(caller.db, event, caller.now);
}

/** One live category of the event; 404 for any other id. */
async function findCategory(db: Executor, eventId: number, categoryId: number): Promise<CategoryRow> {
  const [row] = await db
    .select()
    .from(productCategories)
    .where(and(liveCategoriesOf(eventId), eq(productCategories.id, categoryId)));
  if (!row) throw HttpError.notFound();
  return row;
}

async function categoryAnswer(caller: Caller, event: { id: number; currency: string }, row: CategoryRow) {
  const [category] = await categoriesWithProducts(caller.db, event, [row], caller.now);
  if (!category) throw new Error("category answer came back empty");
  return category;
}

/** `GET events/{e}/product-categories/{id}`. */
export async function getProductCategory(
  caller: Caller,
  eventId: number,
  categoryId: number,
): Promise<ProductCategory> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  return categoryAnswer(caller, event, await findCategory(caller.db, event.id, categoryId));
}

function columnsOf(body: ProductCategoryInput) {
  return {
    name: body.name,
    description: body.description?.trim() || null,
    isHidden: body.is_hidden,
    noProductsMessage: body.no_products_message?.trim() || null,
  };
}

/**
 * `POST events/{e}/product-categories`: last in the event's order. Two created at once may get
 * the same position; ties are read in creation order, and the next sort numbers them apart.
 */
export async function createProductCategory(
  caller: Caller,
  eventId: number,
  body: ProductCategoryInput,
): Promise<ProductCategory> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const [last] = await caller.db
    .select({ order: max(productCategories.sortOrder) })
    .from(productCategories)
    .where(liveCategoriesOf(event.id));
  const [row] = await caller.db
    .insert(productCategories)
    .values({ eventId: event.id, sortOrder: (last?.order ?? -1) + 1, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error("category insert returned nothing");
  return categoryAnswer(caller, event, row);
}

/** `PUT events/{e}/product-categories/{id}`: every field, as on create. */
export async function updateProductCategory(
  caller: Caller,
  eventId: number,
  categoryId: number,
  body: ProductCategoryInput,
): Promise<ProductCategory> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const [row] = await caller.db
    .update(productCategories)
    .set(columnsOf(body))
    .where(and(liveCategoriesOf(event.id), eq(productCategories.id, categoryId)))
    .returning();
  if (!row) throw HttpError.notFound();
  return categoryAnswer(caller, event, row);
}

/**
 * `DELETE events/{e}/product-categories/{id}` (soft): refused (422) while it holds live products
 * and for the event's last category.
 */
export async function deleteProductCategory(caller: Caller, eventId: number, categoryId: number) {
  const { db, accountId } = caller;
  await db.transaction(async (tx) => {
    const event = await findEvent(tx, accountId, eventId);
    // Every live category of the event is locked: two deletions cannot each see the other's
    // category still there and leave none, and a product being added to this category holds it
    // `for share` (productService), so it is either counted below or finds the category gone.
    const categories = await lockRowIds(tx, productCategories, liveCategoriesOf(event.id));
    if (!categories.some((category) => category.id === categoryId)) throw HttpError.notFound();
    const [held] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(liveProductsOf(event.id), eq(products.productCategoryId, categoryId)))
      .limit(1);
    if (held) throw HttpError.unprocessable({ root: [{ code: "category_has_products" }] });
    if (categories.length <= 1) throw HttpError.unprocessable({ root: [{ code: "last_category" }] });
    await tx
      .update(productCategories)
      .set({ deletedAt: sql`now()` })
      .where(eq(productCategories.id, categoryId));
  });
}
