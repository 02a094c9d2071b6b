import { capacityAssignmentSchema, paginatedSchema } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { registerOwner } from "../../test/accounts";
import { createProductIn, createTiered } from "../../test/productsApi";
import { useTestApp } from "../../test/testApp";
import { authed } from "../events/testFixtures";
import {
  anotherEvent,
  assignmentEnvelope,
  createProduct,
  ownerWithEvent,
  paid,
  productEnvelope,
  sell,
} from "./testFixtures";

const page = paginatedSchema(capacityAssignmentSchema);

describe("/api/events/{id}/capacity-assignments", () => {
  const api = useTestApp();
  const base = (eventId: number) => `/api/events/${eventId}/capacity-assignments`;

  it("creates (200), lists, reads, changes and deletes (204) one, counting the units sold of its products", async () => {
    const fixture = await ownerWithEvent(api);
    const { token, eventId } = fixture;
    const intero = await createProductIn(api, fixture);
    const posti = await createTiered(api, fixture, [
      ["Parterre", 40],
      ["Galleria", 20],
    ]);
    const merch = await createProductIn(api, fixture, { title: "Maglietta" });
    await sell(api, intero.prices?.[0]?.id ?? 0, 7);
    await sell(api, posti.prices?.[0]?.id ?? 0, 2);
    await sell(api, posti.prices?.[1]?.id ?? 0, 1);
    await sell(api, merch.prices?.[0]?.id ?? 0, 50);

    const created = await api.request(
      base(eventId),
      authed(token, "POST", {
        name: "Sala grande",
        capacity: 30,
        status: "ACTIVE",
        product_ids: [intero.id, posti.id],
      }),
    );
    expect(created.status).toBe(200);
    const assignment = assignmentEnvelope.parse(await created.json()).data;
    expect(assignment).toEqual({
      id: expect.any(Number),
      name: "Sala grande",
      capacity: 30,
      // 7 + 2 + 1 sold before it existed: counted at once.
      used_capacity: 10,
      percentage_used: 33.33,
      applies_to: "PRODUCTS",
      status: "ACTIVE",
      event_id: eventId,
      products: [
        { id: intero.id, title: "Intero" },
        { id: posti.id, title: "Posti" },
      ],
    });

    // Sales after it was made count when it is read.
    await sell(api, intero.prices?.[0]?.id ?? 0, 17);
    const read = assignmentEnvelope.parse(
      await (await api.request(`${base(eventId)}/${assignment.id}`, authed(token))).json(),
    ).data;
    expect([read.used_capacity, read.percentage_used]).toEqual([20, 66.67]);

    const changed = await api.request(
      `${base(eventId)}/${assignment.id}`,
      authed(token, "PUT", { name: "Platea", capacity: null, status: "INACTIVE", product_ids: [merch.id] }),
    );
    expect(changed.status).toBe(200);
    expect(assignmentEnvelope.parse(await changed.json()).data).toMatchObject({
      name: "Platea",
      capacity: null,
      used_capacity: 50,
      percentage_used: 0,
      status: "INACTIVE",
      products: [{ id: merch.id, title: "Maglietta" }],
    });

    const list = page.parse(await (await api.request(base(eventId), authed(token))).json());
    expect(list.data.map((row) => row.name)).toEqual(["Platea"]);
    expect(list.meta.total).toBe(1);

    expect((await api.request(`${base(eventId)}/${assignment.id}`, authed(token, "DELETE"))).status).toBe(
      204,
    );
    expect((await api.request(`${base(eventId)}/${assignment.id}`, authed(token))).status).toBe(404);
    expect(page.parse(await (await api.request(base(eventId), authed(token))).json()).data).toEqual([]);
  });

  it("limits its ACTIVE products' stock, and leaves out deleted products", async () => {
    const fixture = await ownerWithEvent(api);
    const a = await createProductIn(api, fixture, { title: "A" });
    const b = await createProductIn(api, fixture, { title: "B" });
    const created = await api.request(
      base(fixture.eventId),
      authed(fixture.token, "POST", {
        name: "Bus",
        capacity: 4,
        status: "ACTIVE",
        product_ids: [a.id, b.id],
      }),
    );
    const assignment = assignmentEnvelope.parse(await created.json()).data;
    await sell(api, a.prices?.[0]?.id ?? 0, 3);
    const readB = async () =>
      productEnvelope.parse(
        await (
          await api.request(`/api/events/${fixture.eventId}/products/${b.id}`, authed(fixture.token))
        ).json(),
      ).data;
    expect((await readB()).prices?.[0]).toMatchObject({ quantity_remaining: 1, is_sold_out: false });
    await sell(api, a.prices?.[0]?.id ?? 0, 4);
    expect(await readB()).toMatchObject({ is_sold_out: true, is_available: false });

    // INACTIVE: no limit any more.
    await api.request(
      `${base(fixture.eventId)}/${assignment.id}`,
      authed(fixture.token, "PUT", {
        name: "Bus",
        capacity: 4,
        status: "INACTIVE",
        product_ids: [a.id, b.id],
      }),
    );
    expect(await readB()).toMatchObject({ is_sold_out: false, is_available: true });
    expect((await readB()).prices?.[0]).not.toHaveProperty("quantity_remaining");

    await api.request(`/api/events/${fixture.eventId}/products/${b.id}`, authed(fixture.token, "DELETE"));
    const read = assignmentEnvelope.parse(
      await (await api.request(`${base(fixture.eventId)}/${assignment.id}`, authed(fixture.token))).json(),
    ).data;
    expect(read.products).toEqual([{ id: a.id, title: "A" }]);
  });

  it("answers 422 for products that are not the event's, and per field for a bad body", async () => {
    const fixture = await ownerWithEvent(api);
    const mine = await createProductIn(api, fixture);
    const other = await anotherEvent(api, fixture.token, fixture.organizerId);
    const theirs = await createProduct(
      api,
      { token: fixture.token, eventId: other.eventId },
      paid(other.categoryId),
    );
    const body = { name: "Sala", capacity: 10, status: "ACTIVE", product_ids: [mine.id] };
    const cases: [string, unknown, string[]][] = [
      ["another event's product", { ...body, product_ids: [mine.id, theirs.id] }, ["product_ids"]],
      ["an unknown product", { ...body, product_ids: [99_999_999] }, ["product_ids"]],
      ["no product", { ...body, product_ids: [] }, ["product_ids"]],
      ["empty", {}, ["name", "product_ids", "status"]],
      ["capacity 0", { ...body, capacity: 0 }, ["capacity"]],
      ["unknown status", { ...body, status: "OPEN" }, ["status"]],
    ];
    for (const [name, sent, fields] of cases) {
      const response = await api.request(base(fixture.eventId), authed(fixture.token, "POST", sent));
      expect(response.status, name).toBe(422);
      const answer = (await response.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(answer.errors).sort(), name).toEqual(fields);
    }
    const refused = await api.request(
      base(fixture.eventId),
      authed(fixture.token, "POST", { ...body, product_ids: [theirs.id] }),
    );
    expect(await refused.json()).toMatchObject({
      errors: { product_ids: ["Choose products of this event."] },
      codes: { product_ids: [{ code: "products_not_of_event" }] },
    });
    expect(
      page.parse(await (await api.request(base(fixture.eventId), authed(fixture.token))).json()).data,
    ).toEqual([]);
  });

  it("answers another account's event and another event's assignment with 404", async () => {
    const fixture = await ownerWithEvent(api);
    const stranger = await registerOwner(api);
    const product = await createProductIn(api, fixture);
    const body = { name: "Sala", capacity: 10, status: "ACTIVE", product_ids: [product.id] };
    const assignment = assignmentEnvelope.parse(
      await (await api.request(base(fixture.eventId), authed(fixture.token, "POST", body))).json(),
    ).data;
    const other = await anotherEvent(api, fixture.token, fixture.organizerId);
    const cases: [string, RequestInit][] = [
      [base(fixture.eventId), authed(stranger.token)],
      [base(fixture.eventId), authed(stranger.token, "POST", body)],
      [`${base(fixture.eventId)}/${assignment.id}`, authed(stranger.token)],
      [`${base(fixture.eventId)}/${assignment.id}`, authed(stranger.token, "PUT", body)],
      [`${base(fixture.eventId)}/${assignment.id}`, authed(stranger.token, "DELETE")],
      [`${base(other.eventId)}/${assignment.id}`, authed(fixture.token)],
      [`${base(other.eventId)}/${assignment.id}`, authed(fixture.token, "DELETE")],
    ];
    for (const [path, init] of cases) {
      expect((await api.request(path, init)).status, `${init.method} ${path}`).toBe(404);
    }
    expect(
      (await api.request(`${base(fixture.eventId)}/${assignment.id}`, authed(fixture.token))).status,
    ).toBe(200);
  });
});
