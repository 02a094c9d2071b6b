import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../test/apiServer";
import { ApiError } from "./apiError";
import { createApiClient } from "./index";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const sent = () =>
  server.requests.map((request) => {
    const query = request.query.toString();
    return `${request.method} ${request.path}${query ? `?${query}` : ""}${request.text ? ` ${request.text}` : ""}`;
  });

describe("the waitlist calls", () => {
  it("reach the organiser's four routes and unwrap what comes in { data }", async () => {
    server.requests.length = 0;
    const stats = { total: 0, waiting: 0, offered: 0, purchased: 0, cancelled: 0, expired: 0, products: [] };
    server.handle((request) => {
      if (request.method === "DELETE") return { status: 204 };
      if (request.path.endsWith("/stats")) return { json: stats };
      if (request.path.endsWith("/offer-next")) return { json: { data: [{ id: 5 }] } };
      return { json: { data: [], meta: {}, links: {} } };
    });
    const { waitlist } = createApiClient({ baseUrl: server.baseUrl });

    await expect(
      waitlist.list(4, { filter_fields: { status: { eq: "WAITING" }, product_price_id: { eq: 9 } } }),
    ).resolves.toEqual({ data: [], meta: {}, links: {} });
    await expect(waitlist.stats(4)).resolves.toEqual(stats);
    await expect(waitlist.offerNext(4, { product_price_id: 9, quantity: 2 })).resolves.toEqual([{ id: 5 }]);
    await expect(waitlist.delete(4, 5)).resolves.toBeUndefined();
    expect(sent()).toEqual([
      "GET events/4/waitlist?filter_fields%5Bstatus%5D%5Beq%5D=WAITING&filter_fields%5Bproduct_price_id%5D%5Beq%5D=9&page=1&per_page=20",
      "GET events/4/waitlist/stats",
      'POST events/4/waitlist/offer-next {"product_price_id":9,"quantity":2}',
      "DELETE events/4/waitlist/5",
    ]);
  });

  it("reach the public routes by the entry's token, encoded, and carry a 409's reason code", async () => {
    server.requests.length = 0;
    server.handle((request) => {
      if (request.method === "DELETE")
        return { status: 409, json: { message: "closed", code: "waitlist_entry_closed" } };
      if (request.path.endsWith("/claim"))
        return { json: { data: { order_short_id: "o_1", reserved_until: "2026-11-30T12:00:00Z" } } };
      return { status: request.method === "POST" ? 201 : 200, json: { data: { id: 1 } } };
    });
    const { publicWaitlist } = createApiClient({ baseUrl: server.baseUrl });

    await expect(
      publicWaitlist.join(4, { product_price_id: 9, email: "ada@example.com", first_name: "Ada" }),
    ).resolves.toEqual({ id: 1 });
    await expect(publicWaitlist.getEntry(4, "a/b")).resolves.toEqual({ id: 1 });
    await expect(publicWaitlist.claim(4, "tok")).resolves.toEqual({
      order_short_id: "o_1",
      reserved_until: "2026-11-30T12:00:00Z",
    });
    const refusal = await publicWaitlist.leave(4, "tok").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).code).toBe("waitlist_entry_closed");
    expect(sent()).toEqual([
      'POST public/events/4/waitlist {"product_price_id":9,"email":"ada@example.com","first_name":"Ada"}',
      "GET public/events/4/waitlist/a%2Fb",
      "POST public/events/4/waitlist/tok/claim",
      "DELETE public/events/4/waitlist/tok",
    ]);
  });
});
