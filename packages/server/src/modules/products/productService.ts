import {
  currencyMinorDigits,
  exactMinorUnits,
  type Product,
  type productBodySchema,
  type sortProductsSchema,
} from "@varco/domain";
import { and, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordActivity } from "../../db/activity";
import type { Executor } from "../../db/connect";
import { lockRowIds } from "../../db/rowLocks";
import {
  productCategories,
  productPrices,
  products,
  productTaxesAndFees,
  taxesAndFees,
} from "../../db/schema";
import { selectPage } from "../../db/selectPage";
import { type FieldRefusals, HttpError } from "../../http/httpError";
import type { ListQuery } from "../../http/listQuery";
import type { Caller } from "../auth/caller";
import { eventPage } from "../events/eventPage";
import type { EventRow } from "../events/eventResource";
import { sanitizeRichText } from "../events/richText";
import { findEvent } from "../events/service";
import { liveCategoriesOf, liveProductsOf } from "./eventCatalogue";
import { productList } from "./productList";
import {
  loadProductRelations,
  type PriceRow,
  type ProductRow,
  productResource,
  sharedCapacityOf,
} from "./productResource";

export type ProductInput = z.output<typeof productBodySchema>;
export type SortProductsInput = z.output<typeof sortProductsSchema>;

export const productHasSalesMessage = "This product has been sold and cannot be deleted.";
export const sortMismatchMessage =
  "The new order must name every category and every product of the event exactly once.";

const liveProduct = (eventId: number, productId: number) =>
  and(liveProductsOf(eventId), eq(products.id, productId));

/** Products of one event as the wire shows them, in the rows' order: a fixed number of queries. */
async function productsAnswer(db: Executor, event: EventRow, rows: ProductRow[], now: Date) {
  const { relations, assignments } = await loadProductRelations(db, event.id, rows);
  const view = { currency: event.currency, now, assignments: sharedCapacityOf(assignments) };
  return rows.map((row) => productResource(row, relations.get(row.id) ?? { prices: [], taxes: [] }, view));
}

async function productAnswer(caller: Caller, event: EventRow, productId: number): Promise<Product> {
  const [row] = await caller.db.select().from(products).where(liveProduct(event.id, productId));
  if (!row) throw HttpError.notFound();
  const [product] = await productsAnswer(caller.db, event, [row], caller.now);
  if (!product) throw new Error("product answer came back empty");
  return product;
}

/** `GET events/{e}/products`: one page of the event's live products. */
export function listProducts(caller: Caller, eventId: number, list: ListQuery, url: URL) {
  return eventPage(caller, eventId, { definition: productList, list, url }, async (event) => {
    const { rows, total } = await selectPage(caller.db, products, list, liveProductsOf(event.id));
    return { rows: await productsAnswer(caller.db, event, rows, caller.now), total };
  });
}

/** `GET events/{e}/products/{id}`. */
export async function getProduct(caller: Caller, eventId: number, productId: number): Promise<Product> {
  return productAnswer(caller, await findEvent(caller.db, caller.accountId, eventId), productId);
}

/**
 * The category a product goes in: a live one of the same event (422 otherwise), share-locked so a
 * deletion of it waits for this write and then sees the product (productCategoryService).
 */
async function categoryForProduct(tx: Executor, eventId: number, categoryId: number): Promise<void> {
  const [category] = await tx
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(liveCategoriesOf(eventId), eq(productCategories.id, categoryId)))
    .for("share");
  if (!category) throw HttpError.unprocessable({ product_category_id: [{ code: "category_not_of_event" }] });
}

/** The taxes and fees named must be live ones of the account (422 on `tax_and_fee_ids`). */
async function assertTaxesOfAccount(tx: Executor, accountId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: taxesAndFees.id })
    .from(taxesAndFees)
    .where(
      and(
        eq(taxesAndFees.accountId, accountId),
        isNull(taxesAndFees.deletedAt),
        inArray(taxesAndFees.id, [...ids]),
      ),
    );
  if (found.length !== new Set(ids).size)
    throw HttpError.unprocessable({ tax_and_fee_ids: [{ code: "tax_or_fee_unknown" }] });
}

/** The prices in minor units of the event's currency; an amount finer than its minor unit is a 422. */
function pricesInMinorUnits(body: ProductInput, currency: string): number[] {
  const refusals: FieldRefusals = {};
  const amounts = body.prices.map((price, index) => {
    if (body.type === "FREE") return 0;
    const minor = exactMinorUnits(price.price, currency);
    if (minor === null)
      refusals[`prices.${index}.price`] = [
        { code: "too_many_decimals", label: "Price", max: currencyMinorDigits(currency) },
      ];
    return minor ?? 0; // refused below
  });
  if (Object.keys(refusals).length > 0) throw HttpError.unprocessable(refusals);
  return amounts;
}

const instantOrNull = (text: string | null | undefined) => (text ? new Date(text) : null);

function productColumnsOf(body: ProductInput) {
  return {
    title: body.title,
    description: sanitizeRichText(body.description),
    priceType: body.type,
    productType: body.product_type,
    productCategoryId: body.product_category_id,
    saleStartDate: instantOrNull(body.sale_start_date),
    saleEndDate: instantOrNull(body.sale_end_date),
    minPerOrder: body.min_per_order ?? null,
    maxPerOrder: body.max_per_order ?? null,
    isHidden: body.is_hidden ?? false,
    hideBeforeSaleStartDate: body.hide_before_sale_start_date ?? false,
    hideAfterSaleEndDate: body.hide_after_sale_end_date ?? false,
    hideWhenSoldOut: body.hide_when_sold_out ?? false,
    startCollapsed: body.start_collapsed ?? false,
    showQuantityRemaining: body.show_quantity_remaining ?? false,
    isHiddenWithoutPromoCode: body.is_hidden_without_promo_code ?? false,
    isHighlighted: body.is_highlighted ?? false,
    highlightMessage: body.highlight_message?.trim() || null,
    waitlistEnabled: body.waitlist_enabled ?? null,
  };
}

/**
 * One price's columns. A non-tiered product has one price and no label; its stock may be given on
 * the price or, as Hi.Events' form sends it, on the product.
 */
function priceColumnsOf(body: ProductInput, index: number, amount: number) {
  const price = body.prices[index];
  if (!price) throw new Error(`no price ${index}`);
  const tiered = body.type === "TIERED";
  return {
    label: tiered ? (price.label?.trim() ?? null) : null,
    price: amount,
    saleStartDate: instantOrNull(price.sale_start_date),
    saleEndDate: instantOrNull(price.sale_end_date),
    initialQuantityAvailable:
      price.initial_quantity_available ?? (tiered ? null : (body.initial_quantity_available ?? null)),
    isHidden: price.is_hidden ?? false,
    sortOrder: index,
  };
}

async function lastOrderIn(tx: Executor, categoryId: number): Promise<number> {
  const [last] = await tx
    .select({ order: max(products.sortOrder) })
    .from(products)
    .where(and(eq(products.productCategoryId, categoryId), isNull(products.deletedAt)));
  return last?.order ?? -1;
}

async function linkTaxes(tx: Executor, productId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await tx.insert(productTaxesAndFees).values(unique.map((taxAndFeeId) => ({ productId, taxAndFeeId })));
}

/** `POST events/{e}/products`: last in its category, with its prices and its taxes and fees. */
export async function createProduct(caller: Caller, eventId: number, body: ProductInput): Promise<Product> {
  const { db, accountId } = caller;
  const event = await findEvent(db, accountId, eventId);
  const amounts = pricesInMinorUnits(body, event.currency);
  const taxIds = body.tax_and_fee_ids ?? [];
  // One transaction for the product, its prices and its tax links. Its category is share-locked
  // (categoryForProduct): a deletion of that category or a sort waits, then sees this product.
  // Two products created at once may share a position; ties read in creation order.
  const productId = await db.transaction(async (tx) => {
    await categoryForProduct(tx, event.id, body.product_category_id);
    await assertTaxesOfAccount(tx, accountId, taxIds);
    const [row] = await tx
      .insert(products)
      .values({
        eventId: event.id,
        sortOrder: (await lastOrderIn(tx, body.product_category_id)) + 1,
        ...productColumnsOf(body),
      })
      .returning({ id: products.id });
    if (!row) throw new Error("product insert returned nothing");
    await tx
      .insert(productPrices)
      .values(
        amounts.map((amount, index) => ({ productId: row.id, ...priceColumnsOf(body, index, amount) })),
      );
    await linkTaxes(tx, row.id, taxIds);
    await recordProductChange(tx, event.id, row.id, "product.created");
    return row.id;
  });
  return productAnswer(caller, event, productId);
}

/** The product and its live prices, locked until the transaction ends; 404 for any other id. */
async function lockProduct(
  tx: Executor,
  eventId: number,
  productId: number,
): Promise<{ row: ProductRow; prices: PriceRow[] }> {
  const [row] = await tx.select().from(products).where(liveProduct(eventId, productId)).for("update");
  if (!row) throw HttpError.notFound();
  const prices = await tx
    .select()
    .from(productPrices)
    .where(and(eq(productPrices.productId, row.id), isNull(productPrices.deletedAt)))
    .for("update");
  return { row, prices };
}

/**
 * `PUT events/{e}/products/{id}`: every field, as on create. Prices: one with an `id` updates that
 * price (422 when it is not one of the product's), one without is added, a live price left out is
 * removed (soft: its sales stay on record). The price type may change only while nothing is sold.
 */
export async function updateProduct(
  caller: Caller,
  eventId: number,
  productId: number,
  body: ProductInput,
): Promise<Product> {
  const { db, accountId } = caller;
  const event = await findEvent(db, accountId, eventId);
  const amounts = pricesInMinorUnits(body, event.currency);
  const taxIds = body.tax_and_fee_ids ?? [];
  await db.transaction(async (tx) => {
    // The product's row and its prices are locked: a sale moves quantity_sold under its price
    // row's lock, so "nothing is sold" below stays true until this write commits, and two PUTs of
    // one product apply one after the other.
    const { row, prices } = await lockProduct(tx, event.id, productId);
    const sold = prices.reduce((sum, price) => sum + price.quantitySold, 0);
    if (body.type !== row.priceType && sold > 0)
      throw HttpError.unprocessable({ type: [{ code: "price_type_locked" }] });
    const known = new Set(prices.map((price) => price.id));
    const strangers: FieldRefusals = {};
    body.prices.forEach((price, index) => {
      if (price.id !== undefined && !known.has(price.id))
        strangers[`prices.${index}.id`] = [{ code: "price_not_of_product" }];
    });
    if (Object.keys(strangers).length > 0) throw HttpError.unprocessable(strangers);
    await categoryForProduct(tx, event.id, body.product_category_id);
    await assertTaxesOfAccount(tx, accountId, taxIds);

    const moved = body.product_category_id !== row.productCategoryId;
    await tx
      .update(products)
      .set({
        ...productColumnsOf(body),
        ...(moved ? { sortOrder: (await lastOrderIn(tx, body.product_category_id)) + 1 } : {}),
      })
      .where(eq(products.id, row.id));

    const kept = new Set<number>();
    for (const [index, amount] of amounts.entries()) {
      const columns = priceColumnsOf(body, index, amount);
      const id = body.prices[index]?.id;
      if (id === undefined) {
        await tx.insert(productPrices).values({ productId: row.id, ...columns });
      } else {
        kept.add(id);
        await tx.update(productPrices).set(columns).where(eq(productPrices.id, id));
      }
    }
    const removed = prices.filter((price) => !kept.has(price.id)).map((price) => price.id);
    if (removed.length > 0)
      await tx.update(productPrices).set({ deletedAt: sql`now()` }).where(inArray(productPrices.id, removed));

    await tx.delete(productTaxesAndFees).where(eq(productTaxesAndFees.productId, row.id));
    await linkTaxes(tx, row.id, taxIds);
    await recordProductChange(tx, event.id, row.id, "product.updated");
  });
  return productAnswer(caller, event, productId);
}

/** `DELETE events/{e}/products/{id}` (soft, with its prices): 409 once any of it is sold. */
export async function deleteProduct(caller: Caller, eventId: number, productId: number): Promise<void> {
  const { db, accountId } = caller;
  await db.transaction(async (tx) => {
    const event = await findEvent(tx, accountId, eventId);
    // Locked with its prices, like an update: a sale of it either lands before (and is seen) or waits.
    const { row, prices } = await lockProduct(tx, event.id, productId);
    if (prices.some((price) => price.quantitySold > 0)) throw new HttpError(409, productHasSalesMessage);
    await tx.update(products).set({ deletedAt: sql`now()` }).where(eq(products.id, row.id));
    await tx
      .update(productPrices)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(productPrices.productId, row.id), isNull(productPrices.deletedAt)));
    await recordProductChange(tx, event.id, row.id, "product.deleted");
  });
}

/** One product changed, in the activity log (docs/decisions/0006-event-log.md). */
function recordProductChange(
  tx: Executor,
  eventId: number,
  productId: number,
  type: "product.created" | "product.updated" | "product.deleted",
): Promise<void> {
  return recordActivity(tx, { type, eventId, entity: "product", entityIds: [productId] });
}

/**
 * `POST events/{e}/products/sort`: the order of `sorted_categories` is the categories' order,
 * each product takes its `order` and the category it is listed under. The body must name every
 * live category and product of the event exactly once (409 otherwise).
 */
export async function sortProducts(caller: Caller, eventId: number, body: SortProductsInput): Promise<void> {
  const { db, accountId } = caller;
  await db.transaction(async (tx) => {
    const event = await findEvent(tx, accountId, eventId);
    // The event's live categories and products are locked `for update`: two sorts apply one after
    // the other, and a product being created (which share-locks its category) or a category being
    // deleted waits, so the sets compared here are the ones written.
    const categories = await lockRowIds(tx, productCategories, liveCategoriesOf(event.id));
    const productRows = await lockRowIds(tx, products, liveProductsOf(event.id));
    const sentCategories = body.sorted_categories.map((entry) => entry.product_category_id);
    const sentProducts = body.sorted_categories.flatMap((entry) => entry.sorted_products.map((p) => p.id));
    if (
      !sameSet(
        sentCategories,
        categories.map((category) => category.id),
      ) ||
      !sameSet(
        sentProducts,
        productRows.map((product) => product.id),
      )
    )
      throw new HttpError(409, sortMismatchMessage);
    for (const [index, entry] of body.sorted_categories.entries()) {
      await tx
        .update(productCategories)
        .set({ sortOrder: index })
        .where(eq(productCategories.id, entry.product_category_id));
      for (const product of entry.sorted_products) {
        await tx
          .update(products)
          .set({ sortOrder: product.order, productCategoryId: entry.product_category_id })
          .where(eq(products.id, product.id));
      }
    }
  });
}

/** Each of `sent` once, and exactly the ids of `stored`. */
function sameSet(sent: readonly number[], stored: readonly number[]): boolean {
  const unique = new Set(sent);
  return unique.size === sent.length && unique.size === stored.length && stored.every((id) => unique.has(id));
}
