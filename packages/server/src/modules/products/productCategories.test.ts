import type { UserLocale } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { registerOwner } from "../../test/accounts";
import { createIva, createProductIn, createSharedCapacity } from "../../test/productsApi";
import { useTestApp } from "../../test/testApp";
import type { Caller } from "../auth/caller";
import { authed, insertOrganizer } from "../events/testFixtures";
import { listProductCategories } from "./productCategoryService";
import {
  anotherEvent,
  categoryEnvelope,
  countingDatabase,
  createProduct,
  listCategories,
  ownerWithEvent,
  paid,
} from "./testFixtures";

describe("/api/events/{id}/product-categories", () => {
  const api = useTestApp();
  const base = (eventId: number) => `/api/events/${eventId}/product-categories`;

  it("gives a new event one category, 'Tickets', with no products", async () => {
    const fixture = await ownerWithEvent(api);
    expect(await listCategories(api, fixture.token, fixture.eventId)).toEqual([
      {
        id: fixture.categoryId,
        name: "Tickets",
        description: null,
        is_hidden: false,
        order: 0,
        no_products_message: null,
        products: [],
      },
    ]);
  });

  it.each<[UserLocale, string]>([
    ["it", "Biglietti"],
    ["de", "Tickets"],
    ["fr", "Billets"],
    ["pt-br", "Ingressos"],
    ["zh-cn", "门票"],
  ])("names a new event's category in its creator's language (%s: %s)", async (locale, name) => {
    const owner = await registerOwner(api, { locale });
    const organizer = await insertOrganizer(api, owner.account.id);
    const { eventId } = await anotherEvent(api, owner.token, organizer.id);
    expect((await listCategories(api, owner.token, eventId)).map((category) => category.name)).toEqual([
      name,
    ]);
  });

  it("creates (201, last in order), reads, changes and deletes (204) a category", async () => {
    const { token, eventId, categoryId } = await ownerWithEvent(api);
    const body = {
      name: "Merchandise",
      description: "Magliette",
      is_hidden: true,
      no_products_message: "Presto",
    };
    const created = await api.request(base(eventId), authed(token, "POST", body));
    expect(created.status).toBe(201);
    const category = categoryEnvelope.parse(await created.json()).data;
    expect(category).toEqual({ id: expect.any(Number), ...body, order: 1, products: [] });

    const read = await api.request(`${base(eventId)}/${category.id}`, authed(token));
    expect(categoryEnvelope.parse(await read.json()).data).toEqual(category);

    const changed = await api.request(
      `${base(eventId)}/${category.id}`,
      authed(token, "PUT", { name: "Gadget", is_hidden: false }),
    );
    expect(changed.status).toBe(200);
    expect(categoryEnvelope.parse(await changed.json()).data).toEqual({
      ...category,
      name: "Gadget",
      description: null,
      is_hidden: false,
      no_products_message: null,
    });
    expect((await listCategories(api, token, eventId)).map((row) => row.name)).toEqual(["Tickets", "Gadget"]);

    const deleted = await api.request(`${base(eventId)}/${category.id}`, authed(token, "DELETE"));
    expect(deleted.status).toBe(204);
    expect((await listCategories(api, token, eventId)).map((row) => row.id)).toEqual([categoryId]);
    expect((await api.request(`${base(eventId)}/${category.id}`, authed(token))).status).toBe(404);
  });

  it("answers 422 per field for a bad body", async () => {
    const { token, eventId } = await ownerWithEvent(api);
    const cases: [unknown, string[]][] = [
      [{}, ["is_hidden", "name"]],
      [{ name: "x".repeat(51), is_hidden: false }, ["name"]],
      [{ name: "A", is_hidden: "no" }, ["is_hidden"]],
    ];
    for (const [body, fields] of cases) {
      const response = await api.request(base(eventId), authed(token, "POST", body));
      expect(response.status, JSON.stringify(body)).toBe(422);
      const { errors } = (await response.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(errors).sort(), JSON.stringify(body)).toEqual(fields);
    }
  });

  it("refuses to delete a category that holds products, and the event's last one (422)", async () => {
    const fixture = await ownerWithEvent(api);
    const { token, eventId, categoryId } = fixture;
    const product = await createProduct(api, fixture, paid(categoryId));

    const holding = await api.request(`${base(eventId)}/${categoryId}`, authed(token, "DELETE"));
    expect(holding.status).toBe(422);
    expect(await holding.json()).toMatchObject({
      message: "Move or delete its products first.",
      codes: { root: [{ code: "category_has_products" }] },
    });

    await api.request(`/api/events/${eventId}/products/${product.id}`, authed(token, "DELETE"));
    const last = await api.request(`${base(eventId)}/${categoryId}`, authed(token, "DELETE"));
    expect(last.status).toBe(422);
    expect(await last.json()).toMatchObject({
      message: "An event keeps at least one category.",
      codes: { root: [{ code: "last_category" }] },
    });
    expect(await listCategories(api, token, eventId)).toHaveLength(1);
  });

  it("keeps one category when its last two are deleted at the same time", async () => {
    const { token, eventId, categoryId } = await ownerWithEvent(api);
    const created = await api.request(
      base(eventId),
      authed(token, "POST", { name: "Altro", is_hidden: false }),
    );
    const second = categoryEnvelope.parse(await created.json()).data.id;
    const statuses = await Promise.all(
      [categoryId, second].map(
        async (id) => (await api.request(`${base(eventId)}/${id}`, authed(token, "DELETE"))).status,
      ),
    );
    expect(statuses.sort()).toEqual([204, 422]);
    expect(await listCategories(api, token, eventId)).toHaveLength(1);
  });

  it("never leaves a product in a category deleted while it was being added", async () => {
    const fixture = await ownerWithEvent(api);
    const { token, eventId } = fixture;
    for (let round = 0; round < 3; round++) {
      const created = await api.request(
        base(eventId),
        authed(token, "POST", { name: `Tmp ${round}`, is_hidden: false }),
      );
      const doomed = categoryEnvelope.parse(await created.json()).data.id;
      const [product, deletion] = await Promise.all([
        api.request(`/api/events/${eventId}/products`, authed(token, "POST", paid(doomed))),
        api.request(`${base(eventId)}/${doomed}`, authed(token, "DELETE")),
      ]);
      // Either the product came first (and the deletion is refused) or the deletion did (and the product is).
      expect([product.status, deletion.status].sort()).toSatisfy(
        (pair: number[]) => `${pair}` === "201,422" || `${pair}` === "204,422",
      );
      const categories = await listCategories(api, token, eventId);
      const live = categories.find((category) => category.id === doomed);
      expect(live === undefined ? 0 : live.products?.length).toBe(product.status === 201 ? 1 : 0);
      if (product.status === 201) {
        const { data } = (await product.json()) as { data: { id: number } };
        await api.request(`/api/events/${eventId}/products/${data.id}`, authed(token, "DELETE"));
        await api.request(`${base(eventId)}/${doomed}`, authed(token, "DELETE"));
      }
    }
  });

  it("answers another account's event and another event's category with 404", async () => {
    const fixture = await ownerWithEvent(api);
    const stranger = await registerOwner(api);
    const other = await anotherEvent(api, fixture.token, fixture.organizerId);
    const body = { name: "X", is_hidden: false };
    const cases: [string, RequestInit][] = [
      [base(fixture.eventId), authed(stranger.token)],
      [base(fixture.eventId), authed(stranger.token, "POST", body)],
      [`${base(fixture.eventId)}/${fixture.categoryId}`, authed(stranger.token)],
      [`${base(fixture.eventId)}/${fixture.categoryId}`, authed(stranger.token, "PUT", body)],
      [`${base(fixture.eventId)}/${fixture.categoryId}`, authed(stranger.token, "DELETE")],
      // The same account, but the category is the other event's.
      [`${base(fixture.eventId)}/${other.categoryId}`, authed(fixture.token)],
      [`${base(fixture.eventId)}/${other.categoryId}`, authed(fixture.token, "PUT", body)],
      [`${base(fixture.eventId)}/${other.categoryId}`, authed(fixture.token, "DELETE")],
    ];
    for (const [path, init] of cases) {
      expect((await api.request(path, init)).status, `${init.method} ${path}`).toBe(404);
    }
    expect((await api.request(base(fixture.eventId))).status).toBe(401);
    expect((await listCategories(api, fixture.token, other.eventId))[0]?.name).toBe("Tickets");
  });

  it("reads the categories with their products in a fixed number of queries, whatever the product count", async () => {
    const fixture = await ownerWithEvent(api);
    const tax = await createIva(api, fixture);
    const counter = countingDatabase(api);
    const caller: Caller = {
      db: counter.db,
      accountId: fixture.accountId,
      userId: 0,
      appUrl: api.config.APP_URL,
      now: new Date(),
    };
    const queriesFor = async () => {
      counter.reset();
      const categories = await listProductCategories(caller, fixture.eventId);
      return {
        queries: counter.count(),
        products: categories.flatMap((category) => category.products ?? []).length,
      };
    };

    const first = await createProductIn(api, fixture, { tax_and_fee_ids: [tax.id] });
    await createSharedCapacity(api, fixture, 100, [first.id]);
    const one = await queriesFor();
    for (let index = 0; index < 5; index++) {
      await createProductIn(api, fixture, {
        title: `Fascia ${index}`,
        type: "TIERED",
        prices: [
          { price: 10, label: "Platea" },
          { price: 5, label: "Galleria" },
        ],
        tax_and_fee_ids: [tax.id],
      });
    }
    const six = await queriesFor();
    expect(one.products).toBe(1);
    expect(six.products).toBe(6);
    expect(six.queries).toBe(one.queries);
    expect(six.queries).toBeLessThanOrEqual(8);
  });
});
