import { paginatedSchema, promoCodeSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { promoCodes } from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { authed } from "../events/testFixtures";
import { anotherEvent, createProduct, ownerWithEvent, paid } from "../products/testFixtures";
import { insertOrderWithCode } from "./testFixtures";

const envelope = z.object({ data: promoCodeSchema });
const page = paginatedSchema(promoCodeSchema);

describe("/api/events/{id}/promo-codes", () => {
  const api = useTestApp();
  const base = (eventId: number) => `/api/events/${eventId}/promo-codes`;

  it("creates (201), reads, changes (201), lists and deletes (204) a code, stored lower-case with its discount", async () => {
    const fixture = await ownerWithEvent(api);
    const { token, eventId } = fixture;
    const intero = await createProduct(api, fixture, paid(fixture.categoryId));

    const created = await api.request(
      base(eventId),
      authed(token, "POST", {
        code: "  Amici ",
        discount_type: "PERCENTAGE",
        discount: 12.5,
        applicable_product_ids: [intero.id],
        // No offset: a wall-clock time of the event's zone (Europe/Rome, summer time).
        expiry_date: "2030-06-01T18:00:00",
        max_allowed_usages: 10,
      }),
    );
    expect(created.status).toBe(201);
    const code = envelope.parse(await created.json()).data;
    expect(code).toEqual({
      id: expect.any(Number),
      code: "amici",
      applicable_product_ids: [intero.id],
      discount: 12.5,
      discount_type: "PERCENTAGE",
      created_at: expect.any(String),
      updated_at: expect.any(String),
      expiry_date: "2030-06-01T16:00:00.000Z",
      attendee_usage_count: 0,
      order_usage_count: 0,
      max_allowed_usages: 10,
    });
    const [stored] = await api.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(stored?.discount).toBe(1250);

    const changed = await api.request(
      `${base(eventId)}/${code.id}`,
      authed(token, "PUT", { code: "AMICI", discount_type: "FIXED", discount: 5.5 }),
    );
    expect(changed.status).toBe(201);
    const after = envelope.parse(await changed.json()).data;
    expect([after.discount_type, after.discount, after.applicable_product_ids, after.expiry_date]).toEqual([
      "FIXED",
      5.5,
      [],
      null,
    ]);
    const [fixed] = await api.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(fixed?.discount).toBe(550);

    const read = await api.request(`${base(eventId)}/${code.id}`, authed(token));
    expect(envelope.parse(await read.json()).data.code).toBe("amici");

    expect((await api.request(`${base(eventId)}/${code.id}`, authed(token, "DELETE"))).status).toBe(204);
    expect((await api.request(`${base(eventId)}/${code.id}`, authed(token))).status).toBe(404);
    const listed = page.parse(await (await api.request(base(eventId), authed(token))).json());
    expect(listed.data).toEqual([]);
    // Its text is free again.
    const again = await api.request(
      base(eventId),
      authed(token, "POST", { code: "amici", discount_type: "NONE" }),
    );
    expect(again.status).toBe(201);
  });

  it("refuses a code the event already has (any case), products of another event, and bad discounts", async () => {
    const fixture = await ownerWithEvent(api);
    const { token, eventId } = fixture;
    const other = await anotherEvent(api, token, fixture.organizerId);
    const foreign = await createProduct(api, { token, eventId: other.eventId }, paid(other.categoryId));
    const post = (body: Record<string, unknown>) => api.request(base(eventId), authed(token, "POST", body));

    expect((await post({ code: "estate", discount_type: "NONE" })).status).toBe(201);
    const taken = await post({ code: "ESTATE", discount_type: "FIXED", discount: 5 });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toMatchObject({ codes: { code: [{ code: "promo_code_taken" }] } });
    // Another event may use the same text.
    expect(
      (
        await api.request(
          base(other.eventId),
          authed(token, "POST", { code: "estate", discount_type: "NONE" }),
        )
      ).status,
    ).toBe(201);

    const wrongProducts = await post({
      code: "altro",
      discount_type: "NONE",
      applicable_product_ids: [foreign.id],
    });
    expect(wrongProducts.status).toBe(422);
    expect(await wrongProducts.json()).toMatchObject({
      codes: { applicable_product_ids: [{ code: "products_not_of_event" }] },
    });

    const overHundred = await post({ code: "troppo", discount_type: "PERCENTAGE", discount: 120 });
    expect(overHundred.status).toBe(422);
    expect(await overHundred.json()).toMatchObject({ codes: { discount: [{ code: "discount_over_100" }] } });
    const cents = await post({ code: "centesimi", discount_type: "FIXED", discount: 1.005 });
    expect(cents.status).toBe(422);
    expect(await cents.json()).toMatchObject({ codes: { discount: [{ code: "too_many_decimals" }] } });
    const huge = await post({ code: "enorme", discount_type: "FIXED", discount: 1e300 });
    expect(huge.status).toBe(422);
    expect(Object.keys(((await huge.json()) as { errors: object }).errors)).toEqual(["discount"]);
    const missing = await post({ code: "vuoto", discount_type: "FIXED" });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ codes: { discount: [{ code: "discount_required" }] } });
  });

  it("refuses two codes with the same text saved at once: one 201, one 422", async () => {
    const { token, eventId } = await ownerWithEvent(api);
    const answers = await Promise.all(
      [1, 2].map(() =>
        api.request(base(eventId), authed(token, "POST", { code: "gara", discount_type: "NONE" })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });

  it("lists newest first, sorts by code and by use, and counts completed, offline and live reserved orders only", async () => {
    const fixture = await ownerWithEvent(api);
    const { token, eventId } = fixture;
    const product = await createProduct(api, fixture, paid(fixture.categoryId));
    const priceId = product.prices?.[0]?.id ?? 0;
    const make = async (code: string) =>
      envelope.parse(
        await (
          await api.request(base(eventId), authed(token, "POST", { code, discount_type: "NONE" }))
        ).json(),
      ).data;
    const alpha = await make("alpha");
    const beta = await make("beta");
    const gamma = await make("gamma");
    const order = (
      promoCodeId: number,
      status: "COMPLETED" | "AWAITING_OFFLINE_PAYMENT" | "RESERVED" | "ABANDONED" | "CANCELLED",
      minutes = 0,
      quantity = 1,
    ) =>
      insertOrderWithCode(api, {
        eventId,
        promoCodeId,
        status,
        reservedUntil: status === "RESERVED" ? new Date(Date.now() + minutes * 60_000) : null,
        productId: product.id,
        priceId,
        quantity,
      });
    await order(beta.id, "COMPLETED", 0, 3);
    await order(beta.id, "AWAITING_OFFLINE_PAYMENT");
    await order(beta.id, "RESERVED", 10, 2);
    await order(beta.id, "RESERVED", -1);
    await order(beta.id, "ABANDONED");
    await order(beta.id, "CANCELLED");
    await order(alpha.id, "COMPLETED");

    const list = async (query = "") =>
      page.parse(await (await api.request(`${base(eventId)}${query}`, authed(token))).json());
    const newest = await list();
    expect(newest.data.map((code) => code.code)).toEqual(["gamma", "beta", "alpha"]);
    expect(newest.data.find((code) => code.id === beta.id)).toMatchObject({
      order_usage_count: 3,
      attendee_usage_count: 6,
    });
    expect((await list("?sort_by=code&sort_direction=asc")).data.map((code) => code.code)).toEqual([
      "alpha",
      "beta",
      "gamma",
    ]);
    expect(
      (await list("?sort_by=order_usage_count&sort_direction=desc")).data.map((code) => code.id),
    ).toEqual([beta.id, alpha.id, gamma.id]);
    expect((await list("?query=gam")).data.map((code) => code.id)).toEqual([gamma.id]);
    const onePage = await list("?per_page=2&page=2");
    expect([onePage.data.length, onePage.meta.total]).toEqual([1, 3]);
    const unknownSort = await api.request(`${base(eventId)}?sort_by=discount`, authed(token));
    expect(unknownSort.status).toBe(422);
  });

  it("answers 404 for another account's event and for a code of another event", async () => {
    const fixture = await ownerWithEvent(api);
    const other = await anotherEvent(api, fixture.token, fixture.organizerId);
    const created = envelope.parse(
      await (
        await api.request(
          base(fixture.eventId),
          authed(fixture.token, "POST", { code: "mio", discount_type: "NONE" }),
        )
      ).json(),
    ).data;
    const intruder = await registerOwner(api);
    expect((await api.request(base(fixture.eventId), authed(intruder.token))).status).toBe(404);
    expect(
      (await api.request(`${base(fixture.eventId)}/${created.id}`, authed(intruder.token, "DELETE"))).status,
    ).toBe(404);
    expect((await api.request(`${base(other.eventId)}/${created.id}`, authed(fixture.token))).status).toBe(
      404,
    );
  });
});
