import { publicEventSchema } from "@varco/domain";
import { describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { createApp } from "../app";
import { postgresConnection } from "../db/connect";
import { createLogger } from "../logger";
import { setEventStatus } from "../modules/events/testFixtures";
import { ownerWithEvent } from "../modules/products/testFixtures";
import { createProductIn } from "../test/productsApi";
import { testAppUrl, useTestApp } from "../test/testApp";

// A sale shows at once: on the instance that made it, and within a moment on every other instance
// sharing the database (they keep their own public answers in memory, for a minute here).

const api = useTestApp({ env: { PUBLIC_CACHE_SECONDS: "60" } });
const eventEnvelope = z.object({ data: publicEventSchema });

/** A live event whose one ticket is the last seat, and how an anonymous reader sees that seat. */
async function lastSeatOnSale() {
  const fixture = await ownerWithEvent(api);
  const product = await createProductIn(api, fixture, {
    title: "Ultimo posto",
    initial_quantity_available: 1,
  });
  await setEventStatus(api, fixture.token, fixture.eventId, "LIVE");
  const seatAsRead = async (request: (path: string) => Promise<Response>) => {
    const read = eventEnvelope.parse(await (await request(`/api/public/events/${fixture.eventId}`)).json());
    const shown = read.data.product_categories?.flatMap((category) => category.products ?? []);
    return shown?.find((each) => each.id === product.id)?.is_sold_out;
  };
  const buyIt = async (request: (path: string, init?: RequestInit) => Promise<Response>) => {
    const reserved = await request(`/api/public/events/${fixture.eventId}/order`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: testAppUrl },
      body: JSON.stringify({
        products: [
          { product_id: product.id, quantities: [{ price_id: product.prices?.[0]?.id, quantity: 1 }] },
        ],
      }),
    });
    expect(reserved.status, await reserved.clone().text()).toBe(201);
  };
  return { seatAsRead, buyIt };
}

describe("public answers after a sale", () => {
  it("shows the last seat taken to the next anonymous reader at once, though its answer was kept", async () => {
    const { seatAsRead, buyIt } = await lastSeatOnSale();
    expect(await seatAsRead(api.request)).toBe(false);
    // A buyer's reservation, not a member's write: it empties the kept answers too.
    await buyIt(api.request);
    expect(await seatAsRead(api.request)).toBe(true);
  });

  it.runIf(inject("testDatabase").kind === "postgres")(
    "shows it within a second on another instance sharing the database",
    async () => {
      const { seatAsRead, buyIt } = await lastSeatOnSale();
      // A second instance: its own connections, its own kept answers.
      const connection = postgresConnection({ url: api.database.url ?? "", poolMax: 2 });
      try {
        const other = createApp({
          config: api.config,
          database: connection,
          logger: createLogger(api.config, { write: () => undefined }),
        });
        const otherRequest = async (path: string) => other.request(new URL(path, testAppUrl));
        expect(await seatAsRead(otherRequest)).toBe(false);
        // Its answer is kept now; give its listening connection a moment to start.
        await expect.poll(() => seatAsRead(otherRequest)).toBe(false);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const sold = Date.now();
        await buyIt(api.request);
        await expect.poll(() => seatAsRead(otherRequest), { timeout: 1_000, interval: 50 }).toBe(true);
        expect(Date.now() - sold).toBeLessThan(1_000);
      } finally {
        await connection.close();
      }
    },
  );
});
