import { publicEventSchema } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../../app";
import { createLogger } from "../../logger";
import { apiRoutes } from "../../routes";
import { testAppUrl, useTestApp } from "../../test/testApp";
import { publicEventRoute } from "../events/routes";
import { insertCategory, insertProduct, liveEvent } from "./testFixtures";

const api = useTestApp({ env: { PUBLIC_CACHE_SECONDS: "60" } });
const envelope = z.object({ data: publicEventSchema });

describe("the anonymous fast path", () => {
  it("answers an anonymous visitor with the same catalogue as the full read", async () => {
    const { event } = await liveEvent(api);
    const category = await insertCategory(api, event.id, { name: "Stalls and boxes", sortOrder: 1 });
    const { product } = await insertProduct(api, {
      eventId: event.id,
      categoryId: category.id,
      title: "Box",
    });
    const path = `/api/public/events/${event.id}`;
    const full = await api.request(path);
    expect(full.status).toBe(200);
    const fullBody = await full.text();
    expect(
      envelope.parse(JSON.parse(fullBody)).data.product_categories?.flatMap((row) => row.products ?? []),
    ).toMatchObject([{ id: product.id, title: "Box", price: 25 }]);

    // An app without the public event route answers only through the fast path, on the same cache.
    const fastPathOnly = createApp({
      config: api.config,
      database: api.database.connection,
      validateResponses: true,
      logger: createLogger(api.config, { write: () => undefined }),
      routes: apiRoutes.filter((route) => route !== publicEventRoute),
    });
    const hit = await fastPathOnly.request(new URL(path, testAppUrl));
    expect(hit.status).toBe(200);
    expect(await hit.text()).toBe(fullBody);
  });
});
