import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { eventWithCategory } from "../../test/catalogue";
import { useTestApp } from "../../test/testApp";
import { insertCapacity } from "../storefront/testFixtures";
import { reservedUnits } from "./reserve";
import { asSession, line, newSession, reserve } from "./testFixtures";

/**
 * Buyers racing for the last units, each with a browser (checkout session) of their own, all at
 * once: the event's stock lock lets exactly as many through as there are units, on PGlite and on
 * PostgreSQL (where the requests truly run in parallel on the pool).
 */
const api = useTestApp();

interface Outcome {
  status: number;
  body: {
    data?: { short_id: string; promo_code?: string | null };
    codes?: Record<string, { code: string }[]>;
  };
}

async function race(count: number, attempt: (index: number) => Promise<Response>): Promise<Outcome[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const response = await attempt(index);
      return { status: response.status, body: (await response.json()) as Outcome["body"] };
    }),
  );
}

const reasonsOf = (outcome: Outcome) =>
  Object.values(outcome.body.codes ?? {}).flatMap((list) => list.map((r) => r.code));

describe("buyers racing for the last units", { timeout: 180_000 }, () => {
  it("200 buyers for 20 seats: exactly 20 reserved, every other one refused as sold out", async () => {
    const { event, addProduct } = await eventWithCategory(api);
    const { product, prices } = await addProduct({ prices: [{ price: 3000, initialQuantityAvailable: 20 }] });
    const outcomes = await race(200, () => reserve(api, event.id, [line(product.id, prices[0]!.id, 1)]));
    const reserved = outcomes.filter((outcome) => outcome.status === 201);
    const refused = outcomes.filter((outcome) => outcome.status === 422);
    expect(reserved).toHaveLength(20);
    expect(refused).toHaveLength(180);
    for (const outcome of refused) expect(reasonsOf(outcome)).toEqual(["product_sold_out"]);
    expect(await reservedUnits(api.db, event.id)).toBe(20);
  });

  it("two products sharing a capacity of 10: exactly 10 units reserved between them", async () => {
    const { event, addProduct } = await eventWithCategory(api);
    const stalls = await addProduct({ title: "Stalls" });
    const balcony = await addProduct({ title: "Balcony" });
    await insertCapacity(api, {
      eventId: event.id,
      capacity: 10,
      productIds: [stalls.product.id, balcony.product.id],
    });
    const outcomes = await race(60, (index) => {
      const { product, prices } = index % 2 === 0 ? stalls : balcony;
      return reserve(api, event.id, [line(product.id, prices[0]!.id, 1)]);
    });
    expect(outcomes.filter((outcome) => outcome.status === 201)).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome.status === 422)).toHaveLength(50);
    expect(await reservedUnits(api.db, event.id)).toBe(10);
  });

  it("a promo code limited to 5 uses, 50 buyers at once: exactly 5 orders name it", async () => {
    const { event, addProduct } = await eventWithCategory(api);
    const { product, prices } = await addProduct();
    await api.db.execute(sql`
      insert into promo_codes (event_id, code, discount_type, discount, max_allowed_usages)
      values (${event.id}, 'friends', 'PERCENTAGE', 1000, 5)`);
    const outcomes = await race(50, () =>
      reserve(api, event.id, [line(product.id, prices[0]!.id, 1)], { promoCode: "FRIENDS" }),
    );
    const reserved = outcomes.filter((outcome) => outcome.status === 201);
    expect(reserved).toHaveLength(5);
    for (const outcome of reserved) expect(outcome.body.data?.promo_code).toBe("friends");
    const refused = outcomes.filter((outcome) => outcome.status === 422);
    expect(refused).toHaveLength(45);
    for (const outcome of refused)
      expect(outcome.body.codes?.promo_code?.[0]?.code).toBe("promo_code_used_up");
    const [named] = await api.db
      .select({ count: sql<number>`count(*)::integer` })
      .from(orders)
      .where(and(eq(orders.eventId, event.id), eq(orders.promoCode, "friends")));
    expect(named?.count).toBe(5);
  });

  it("an abandoned reservation's seats are sold again, exactly once", async () => {
    const { event, addProduct } = await eventWithCategory(api);
    const { product, prices } = await addProduct({ prices: [{ price: 3000, initialQuantityAvailable: 3 }] });
    const first = await newSession(api);
    const held = await reserve(api, event.id, [line(product.id, prices[0]!.id, 3)], { session: first });
    expect(held.status).toBe(201);
    const { data } = (await held.json()) as { data: { short_id: string } };
    // Sold out while held.
    expect((await reserve(api, event.id, [line(product.id, prices[0]!.id, 1)])).status).toBe(422);

    const abandoned = await api.request(
      `/api/public/events/${event.id}/order/${data.short_id}/abandon`,
      asSession(first, { method: "POST" }),
    );
    expect(abandoned.status).toBe(200);
    expect(((await abandoned.json()) as { data: { status: string } }).data.status).toBe("ABANDONED");

    const outcomes = await race(40, () => reserve(api, event.id, [line(product.id, prices[0]!.id, 1)]));
    expect(outcomes.filter((outcome) => outcome.status === 201)).toHaveLength(3);
    expect(await reservedUnits(api.db, event.id)).toBe(3);
  });

  it("a reservation whose time is up holds nothing any more", async () => {
    const { event, addProduct } = await eventWithCategory(api);
    const { product, prices } = await addProduct({ prices: [{ price: 3000, initialQuantityAvailable: 2 }] });
    const held = await reserve(api, event.id, [line(product.id, prices[0]!.id, 2)]);
    expect(held.status).toBe(201);
    const { data } = (await held.json()) as { data: { short_id: string } };
    expect((await reserve(api, event.id, [line(product.id, prices[0]!.id, 1)])).status).toBe(422);

    await api.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.shortId, data.short_id));
    const outcomes = await race(20, () => reserve(api, event.id, [line(product.id, prices[0]!.id, 1)]));
    expect(outcomes.filter((outcome) => outcome.status === 201)).toHaveLength(2);
  });
});
