import { eq, sql } from "drizzle-orm";
import { eventSettings, orderItems, orders, productPrices } from "../../db/schema";
import { randomText } from "../../db/shortId";
import type { TestApp } from "../../test/testApp";
import { insertCategory, insertProduct, liveEvent } from "../storefront/testFixtures";
import { checkoutSessionHash, checkoutSessionName, newCheckoutSession } from "./session";

/**
 * Reservations for the completion tests, written with Drizzle: these tests start where a reserve
 * ends (a RESERVED order with its items), so they depend on the tables only.
 */

export type EventFixture = Awaited<ReturnType<typeof liveEvent>>;

/** Merges `values` into the event's saved settings. */
export async function setEventSettings(api: TestApp, eventId: number, values: Record<string, unknown>) {
  await api.db
    .update(eventSettings)
    .set({ values: sql`${eventSettings.values} || ${JSON.stringify(values)}::jsonb` })
    .where(eq(eventSettings.eventId, eventId));
}

export interface ItemFixture {
  productId: number;
  priceId: number;
  quantity: number;
  /** One unit in minor units, after any discount. */
  price: number;
  productType?: "TICKET" | "GENERAL";
  itemName?: string;
}

/** A RESERVED order of `session` holding `items` until `reservedUntil` (15 minutes by default). */
export async function insertReservation(
  api: TestApp,
  {
    eventId,
    items,
    session: given,
    reservedUntil = new Date(Date.now() + 15 * 60_000),
    status = "RESERVED",
    promoCodeId = null,
  }: {
    eventId: number;
    items: ItemFixture[];
    session?: string;
    reservedUntil?: Date;
    status?: "RESERVED" | "ABANDONED" | "COMPLETED";
    promoCodeId?: number | null;
  },
) {
  const session = given ?? (await newCheckoutSession(api.db));
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const [order] = await api.db
    .insert(orders)
    .values({
      eventId,
      shortId: `o_${randomText("abcdefghijklmnopqrstuvwxyz0123456789", 13)}`,
      publicId: `O-${randomText("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 7)}`,
      sessionHash: checkoutSessionHash(session),
      status,
      currency: "EUR",
      locale: "en",
      reservedUntil,
      promoCodeId,
      totalBeforeAdditions: total,
      totalGross: total,
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  await api.db.insert(orderItems).values(
    items.map((item) => ({
      orderId: order.id,
      productId: item.productId,
      productPriceId: item.priceId,
      itemName: item.itemName ?? "Stalls",
      productType: item.productType ?? "TICKET",
      quantity: item.quantity,
      price: item.price,
      totalBeforeAdditions: item.price * item.quantity,
      totalGross: item.price * item.quantity,
    })),
  );
  return { order, session };
}

/** A LIVE event with one ticket (25.00 unless `price` says) and its category. */
export async function eventWithTicket(api: TestApp, price = 2500) {
  const fixture = await liveEvent(api);
  const category = await insertCategory(api, fixture.event.id);
  const ticket = await insertProduct(api, {
    eventId: fixture.event.id,
    categoryId: category.id,
    title: "Stalls",
    priceType: price === 0 ? "FREE" : "PAID",
    prices: [{ price }],
  });
  const priceId = ticket.prices[0]?.id;
  if (priceId === undefined) throw new Error("ticket without a price");
  return { ...fixture, category, ticket: ticket.product, priceId };
}

export async function quantitySold(api: TestApp, priceId: number): Promise<number> {
  const [row] = await api.db
    .select({ sold: productPrices.quantitySold })
    .from(productPrices)
    .where(eq(productPrices.id, priceId));
  return row?.sold ?? 0;
}

/** A request with the checkout session's cookie and a JSON body. */
export function asBuyer(session: string, method: string, body?: unknown): RequestInit {
  return {
    method,
    headers: {
      cookie: `${checkoutSessionName}=${session}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** A session the server issued that nobody holds. */
export function strangerSession(api: TestApp): Promise<string> {
  return newCheckoutSession(api.db);
}
