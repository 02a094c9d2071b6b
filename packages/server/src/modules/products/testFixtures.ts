import {
  capacityAssignmentSchema,
  type ProductBody,
  productCategorySchema,
  productSchema,
  taxAndFeeSchema,
} from "@varco/domain";
import { eq } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { z } from "zod";
import type { Database } from "../../db/connect";
import * as schema from "../../db/schema";
import { productPrices } from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import type { TestApp } from "../../test/testApp";
import { authed, createEventVia, insertOrganizer } from "../events/testFixtures";

/** What the products tests share: an owner with an event, and the calls they make on it. */

export const productEnvelope = z.object({ data: productSchema });
export const categoryEnvelope = z.object({ data: productCategorySchema });
export const categoriesEnvelope = z.object({ data: z.array(productCategorySchema) });
export const assignmentEnvelope = z.object({ data: capacityAssignmentSchema });
export const taxEnvelope = z.object({ data: taxAndFeeSchema });

export interface EventFixture {
  token: string;
  accountId: number;
  eventId: number;
  organizerId: number;
  /** The id of the category the new event came with. */
  categoryId: number;
}

/** A registered owner, a LIVE organizer and a new EUR event (with its default category). */
export async function ownerWithEvent(api: TestApp, currency = "EUR"): Promise<EventFixture> {
  const owner = await registerOwner(api);
  const organizer = await insertOrganizer(api, owner.account.id, { currency });
  return {
    token: owner.token,
    accountId: owner.account.id,
    organizerId: organizer.id,
    ...(await anotherEvent(api, owner.token, organizer.id)),
  };
}

/** One more event of the same organizer. */
export async function anotherEvent(api: TestApp, token: string, organizerId: number) {
  const event = await createEventVia(api, token, {
    organizer_id: organizerId,
    title: "Concerto",
    start_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  const categories = await listCategories(api, token, event.id);
  const categoryId = categories[0]?.id;
  if (categoryId === undefined) throw new Error("a new event came without a category");
  return { eventId: event.id, categoryId };
}

export async function listCategories(api: TestApp, token: string, eventId: number) {
  const response = await api.request(`/api/events/${eventId}/product-categories`, authed(token));
  if (response.status !== 200)
    throw new Error(`list categories: ${response.status} ${await response.text()}`);
  return categoriesEnvelope.parse(await response.json()).data;
}

export const paid = (categoryId: number, overrides: Partial<ProductBody> = {}): ProductBody => ({
  title: "Intero",
  type: "PAID",
  product_type: "TICKET",
  product_category_id: categoryId,
  prices: [{ price: 25 }],
  ...overrides,
});

export async function createProduct(
  api: TestApp,
  fixture: { token: string; eventId: number },
  body: ProductBody,
) {
  const response = await api.request(
    `/api/events/${fixture.eventId}/products`,
    authed(fixture.token, "POST", body),
  );
  if (response.status !== 201)
    throw new Error(
      `create product: ${response.status} ${await response.text()} ${JSON.stringify(api.logs.filter((line) => line.level >= 50).slice(-1))}`,
    );
  return productEnvelope.parse(await response.json()).data;
}

export async function createTax(
  api: TestApp,
  fixture: { token: string; accountId: number },
  body: Record<string, unknown>,
) {
  const response = await api.request(
    `/api/accounts/${fixture.accountId}/taxes-and-fees`,
    authed(fixture.token, "POST", { is_active: true, is_default: false, ...body }),
  );
  if (response.status !== 200) throw new Error(`create tax: ${response.status} ${await response.text()}`);
  return taxEnvelope.parse(await response.json()).data;
}

/** Records sales the way a completed order will: `quantity_sold` of a price. */
export async function sell(api: TestApp, priceId: number, quantity: number) {
  await api.db.update(productPrices).set({ quantitySold: quantity }).where(eq(productPrices.id, priceId));
}

/**
 * A second Drizzle over the same connection that counts the statements it sends, for the
 * "fixed number of queries" tests: call a service with `{ ...caller, db: counter.db }`.
 */
export function countingDatabase(api: TestApp): { db: Database; count(): number; reset(): void } {
  let count = 0;
  const logger = { logQuery: () => void count++ };
  const client = (api.db as unknown as { $client: unknown }).$client;
  const db =
    api.database.kind === "pglite"
      ? drizzlePglite({ client: client as never, schema, logger })
      : drizzleNodePg({ client: client as never, schema, logger });
  return {
    db: db as unknown as Database,
    count: () => count,
    reset() {
      count = 0;
    },
  };
}
