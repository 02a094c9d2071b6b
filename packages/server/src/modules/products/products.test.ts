import { paginatedSchema, productSchema } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { registerOwner } from "../../test/accounts";
import { createIva, createProductIn, createTiered } from "../../test/productsApi";
import { useTestApp } from "../../test/testApp";
import { authed, clientFor, daysFromNow } from "../events/testFixtures";
import {
  anotherEvent,
  createProduct,
  createTax,
  listCategories,
  ownerWithEvent,
  paid,
  productEnvelope,
  sell,
} from "./testFixtures";

const page = paginatedSchema(productSchema);

async function errorsOf(response: Response): Promise<Record<string, string[]>> {
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
}

describe("/api/events/{id}/products", () => {
  const api = useTestApp();
  const base = (eventId: number) => `/api/events/${eventId}/products`;

  it("creates each price type (201) and reads it back with prices, taxes and fees in decimal units", async () => {
    const fixture = await ownerWithEvent(api);
    const iva = await createIva(api, fixture);
    const fee = await createTax(api, fixture, {
      name: "Prevendita",
      type: "FEE",
      calculation_type: "FIXED",
      rate: 1.5,
    });
    const taxes = [iva.id, fee.id];
    // price, price_including_taxes_and_fees, tax_total, fee_total of each price
    const cases: [string, Parameters<typeof paid>[1], [number, number, number, number][]][] = [
      // 25 + 1.50 fee, IVA 22% of 26.50 = 5.83
      ["PAID", { type: "PAID", prices: [{ price: 25 }], tax_and_fee_ids: taxes }, [[25, 32.33, 5.83, 1.5]]],
      [
        "FREE (any price sent is 0, no fee on a free unit)",
        { type: "FREE", prices: [{ price: 9 }], tax_and_fee_ids: taxes },
        [[0, 0, 0, 0]],
      ],
      [
        "DONATION (the minimum)",
        { type: "DONATION", prices: [{ price: 5 }], tax_and_fee_ids: [iva.id] },
        [[5, 6.1, 1.1, 0]],
      ],
      [
        "TIERED",
        {
          type: "TIERED",
          prices: [
            { price: 40, label: "Parterre", initial_quantity_available: 100 },
            { price: 12.5, label: "Galleria", initial_quantity_available: 50 },
          ],
        },
        [
          [40, 40, 0, 0],
          [12.5, 12.5, 0, 0],
        ],
      ],
    ];
    for (const [name, overrides, expected] of cases) {
      const product = await createProductIn(api, fixture, { title: name, ...overrides });
      expect(
        product.prices?.map((price) => [
          price.price,
          price.price_including_taxes_and_fees,
          price.tax_total,
          price.fee_total,
        ]),
        name,
      ).toEqual(expected);
      const read = await api.request(`${base(fixture.eventId)}/${product.id}`, authed(fixture.token));
      expect(productEnvelope.parse(await read.json()).data, name).toEqual(product);
      if (overrides?.type === "TIERED") {
        expect(product).not.toHaveProperty("price");
        expect(product.prices?.map((price) => price.label)).toEqual(["Parterre", "Galleria"]);
        expect(product.initial_quantity_available).toBe(150);
      } else {
        expect(product.price, name).toBe(expected[0]?.[0]);
        expect(product.prices?.[0]?.label).toBeNull();
      }
    }

    const [paidProduct] = (await listCategories(api, fixture.token, fixture.eventId))[0]?.products ?? [];
    expect(paidProduct).toMatchObject({
      title: "PAID",
      type: "PAID",
      product_type: "TICKET",
      order: 0,
      max_per_order: 10,
      min_per_order: 1,
      quantity_sold: 0,
      event_id: fixture.eventId,
      product_category_id: fixture.categoryId,
      initial_quantity_available: null,
      is_available: true,
      is_sold_out: false,
      is_before_sale_start_date: false,
      is_after_sale_end_date: false,
      taxes_and_fees: [iva, fee],
    });
    expect(paidProduct?.prices?.[0]).not.toHaveProperty("quantity_remaining");
  });

  it("keeps every field sent, cleans the description and reads sale windows and stock as a buyer would meet them", async () => {
    const fixture = await ownerWithEvent(api);
    const keptAsSent = {
      product_type: "GENERAL",
      min_per_order: 2,
      max_per_order: 6,
      initial_quantity_available: 40,
      hide_before_sale_start_date: true,
      hide_after_sale_end_date: true,
      hide_when_sold_out: true,
      start_collapsed: true,
      show_quantity_remaining: true,
      is_highlighted: true,
      waitlist_enabled: true,
    } as const;
    const product = await createProductIn(api, fixture, {
      title: "Ridotto",
      description: '<p>Under 26</p><script>alert("x")</script>',
      sale_start_date: daysFromNow(-2),
      sale_end_date: daysFromNow(5),
      highlight_message: " Ultimi posti ",
      ...keptAsSent,
    });
    expect(product).toMatchObject({
      ...keptAsSent,
      description: "<p>Under 26</p>",
      highlight_message: "Ultimi posti",
      is_hidden: false,
      is_available: true,
    });
    // The product's quantity lands on its single price.
    expect(product.prices?.[0]).toMatchObject({ initial_quantity_available: 40, quantity_remaining: 40 });

    const states: [string, Record<string, unknown>, Record<string, boolean>][] = [
      [
        "not yet on sale",
        { sale_start_date: daysFromNow(3), sale_end_date: null },
        { is_before_sale_start_date: true, is_after_sale_end_date: false, is_available: false },
      ],
      [
        "sale ended",
        { sale_start_date: null, sale_end_date: daysFromNow(-1) },
        { is_before_sale_start_date: false, is_after_sale_end_date: true, is_available: false },
      ],
      ["hidden", { is_hidden: true }, { is_hidden: true, is_available: false }],
    ];
    for (const [name, change, flags] of states) {
      const response = await api.request(
        `${base(fixture.eventId)}/${product.id}`,
        authed(fixture.token, "PUT", {
          ...paid(fixture.categoryId, { title: "Ridotto" }),
          prices: [{ id: product.prices?.[0]?.id, price: 15 }],
          ...change,
        }),
      );
      expect(response.status, name).toBe(200);
      expect(productEnvelope.parse(await response.json()).data, name).toMatchObject(flags);
    }

    const priceId = product.prices?.[0]?.id ?? 0;
    await api.request(
      `${base(fixture.eventId)}/${product.id}`,
      authed(
        fixture.token,
        "PUT",
        paid(fixture.categoryId, { prices: [{ id: priceId, price: 15, initial_quantity_available: 3 }] }),
      ),
    );
    await sell(api, priceId, 3);
    const soldOut = productEnvelope.parse(
      await (await api.request(`${base(fixture.eventId)}/${product.id}`, authed(fixture.token))).json(),
    ).data;
    expect(soldOut).toMatchObject({ quantity_sold: 3, is_sold_out: true, is_available: false });
    expect(soldOut.prices?.[0]).toMatchObject({ quantity_sold: 3, quantity_remaining: 0, is_sold_out: true });
  });

  it("updates, adds and removes tiers on PUT, and renames them", async () => {
    const fixture = await ownerWithEvent(api);
    const tiered = await createTiered(api, fixture, [
      ["Parterre", 40],
      ["Galleria", 20],
      ["Loggione", 10],
    ]);
    const [parterre, galleria, loggione] = tiered.prices ?? [];
    const response = await api.request(
      `${base(fixture.eventId)}/${tiered.id}`,
      authed(fixture.token, "PUT", {
        ...paid(fixture.categoryId, { title: "Posti", type: "TIERED" }),
        prices: [
          { id: galleria?.id, price: 22, label: "Galleria centrale" },
          { id: parterre?.id, price: 45, label: "Parterre", is_hidden: true },
          { price: 8, label: "In piedi", initial_quantity_available: 30 },
        ],
      }),
    );
    expect(response.status).toBe(200);
    const updated = productEnvelope.parse(await response.json()).data;
    expect(updated.prices?.map((price) => [price.id, price.label, price.price, price.is_hidden])).toEqual([
      [galleria?.id, "Galleria centrale", 22, false],
      [parterre?.id, "Parterre", 45, true],
      [expect.any(Number), "In piedi", 8, false],
    ]);
    expect(updated.prices?.some((price) => price.id === loggione?.id)).toBe(false);

    // A price id of another product is no price of this one.
    const other = await createProductIn(api, fixture);
    const stranger = await api.request(
      `${base(fixture.eventId)}/${tiered.id}`,
      authed(fixture.token, "PUT", {
        ...paid(fixture.categoryId, { title: "Posti", type: "TIERED" }),
        prices: [{ id: other.prices?.[0]?.id, price: 1, label: "X" }],
      }),
    );
    expect(stranger.status).toBe(422);
    expect(Object.keys(await errorsOf(stranger))).toEqual(["prices.0.id"]);
  });

  it("answers 422 naming the field for bad bodies, writing nothing", async () => {
    const fixture = await ownerWithEvent(api);
    const stranger = await registerOwner(api);
    const theirTax = await createIva(api, { token: stranger.token, accountId: stranger.account.id });
    const other = await anotherEvent(api, fixture.token, fixture.organizerId);
    const body = paid(fixture.categoryId);
    const cases: [string, unknown, string[]][] = [
      ["empty", {}, ["prices", "product_category_id", "product_type", "title", "type"]],
      [
        "sale ends before it starts",
        { ...body, sale_start_date: daysFromNow(2), sale_end_date: daysFromNow(1) },
        ["sale_end_date"],
      ],
      [
        "a price's sale ends before it starts",
        { ...body, prices: [{ price: 1, sale_start_date: daysFromNow(2), sale_end_date: daysFromNow(1) }] },
        ["prices.0.sale_end_date"],
      ],
      ["min over max", { ...body, min_per_order: 5, max_per_order: 2 }, ["min_per_order"]],
      [
        "tier without label",
        { ...body, type: "TIERED", prices: [{ price: 1, label: "A" }, { price: 2 }] },
        ["prices.1.label"],
      ],
      ["several prices, not tiered", { ...body, prices: [{ price: 1 }, { price: 2 }] }, ["prices"]],
      ["no price", { ...body, prices: [] }, ["prices"]],
      ["negative price", { ...body, prices: [{ price: -1 }] }, ["prices.0.price"]],
      [
        "a quantity larger than any stock",
        { ...body, prices: [{ price: 1, initial_quantity_available: 1e12 }] },
        ["prices.0.initial_quantity_available"],
      ],
      ["a maximum per order larger than any stock", { ...body, max_per_order: 2 ** 31 }, ["max_per_order"]],
      ["unknown tax", { ...body, tax_and_fee_ids: [99_999_999] }, ["tax_and_fee_ids"]],
      ["another account's tax", { ...body, tax_and_fee_ids: [theirTax.id] }, ["tax_and_fee_ids"]],
      [
        "another event's category",
        { ...body, product_category_id: other.categoryId },
        ["product_category_id"],
      ],
    ];
    for (const [name, sent, fields] of cases) {
      const response = await api.request(base(fixture.eventId), authed(fixture.token, "POST", sent));
      expect(response.status, name).toBe(422);
      expect(Object.keys(await errorsOf(response)).sort(), name).toEqual(fields);
    }
    const category = await api.request(
      base(fixture.eventId),
      authed(fixture.token, "POST", { ...body, product_category_id: other.categoryId }),
    );
    expect(await category.json()).toMatchObject({
      errors: { product_category_id: ["Choose one of this event's categories."] },
      codes: { product_category_id: [{ code: "category_not_of_event" }] },
    });
    const tax = await api.request(
      base(fixture.eventId),
      authed(fixture.token, "POST", { ...body, tax_and_fee_ids: [theirTax.id] }),
    );
    expect(await tax.json()).toMatchObject({
      errors: { tax_and_fee_ids: ["Choose taxes and fees of this account."] },
      codes: { tax_and_fee_ids: [{ code: "tax_or_fee_unknown" }] },
    });
    expect((await listCategories(api, fixture.token, fixture.eventId))[0]?.products).toEqual([]);
  });

  it("refuses to change the price type once sold (422 on type) and to delete a sold product (409)", async () => {
    const fixture = await ownerWithEvent(api);
    const product = await createProductIn(api, fixture);
    const priceId = product.prices?.[0]?.id ?? 0;
    const path = `${base(fixture.eventId)}/${product.id}`;
    const asFree = paid(fixture.categoryId, { type: "FREE", prices: [{ id: priceId, price: 0 }] });

    // Nothing sold yet: the type may change (and back).
    expect((await api.request(path, authed(fixture.token, "PUT", asFree))).status).toBe(200);
    expect(
      (
        await api.request(
          path,
          authed(fixture.token, "PUT", paid(fixture.categoryId, { prices: [{ id: priceId, price: 25 }] })),
        )
      ).status,
    ).toBe(200);

    await sell(api, priceId, 2);
    const locked = await api.request(path, authed(fixture.token, "PUT", asFree));
    expect(locked.status).toBe(422);
    expect(await locked.json()).toMatchObject({
      errors: { type: ["The price type cannot change once the product has sold."] },
      codes: { type: [{ code: "price_type_locked" }] },
    });
    // Other changes are still fine.
    const renamed = await api.request(
      path,
      authed(
        fixture.token,
        "PUT",
        paid(fixture.categoryId, { title: "Intero adulti", prices: [{ id: priceId, price: 27 }] }),
      ),
    );
    expect(renamed.status).toBe(200);
    expect(productEnvelope.parse(await renamed.json()).data).toMatchObject({
      title: "Intero adulti",
      price: 27,
      quantity_sold: 2,
    });

    const refused = await api.request(path, authed(fixture.token, "DELETE"));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "This product has been sold and cannot be deleted." });

    const unsold = await createProductIn(api, fixture, { title: "Omaggio", type: "FREE" });
    expect(
      (await api.request(`${base(fixture.eventId)}/${unsold.id}`, authed(fixture.token, "DELETE"))).status,
    ).toBe(204);
    expect((await api.request(`${base(fixture.eventId)}/${unsold.id}`, authed(fixture.token))).status).toBe(
      404,
    );
  });

  it("reads sale dates without an offset in the event's time zone, and money in its currency's minor unit", async () => {
    const fixture = await ownerWithEvent(api);
    const product = await createProductIn(api, fixture, {
      sale_end_date: "2030-06-01T20:00",
      prices: [{ price: 25, sale_start_date: "2030-01-10T09:30:00" }],
    });
    // Europe/Rome: UTC+2 in June, UTC+1 in January.
    expect(product.sale_end_date).toBe("2030-06-01T18:00:00.000Z");
    expect(product.prices?.[0]?.sale_start_date).toBe("2030-01-10T08:30:00.000Z");

    const yen = await ownerWithEvent(api, "JPY");
    const whole = await createProductIn(api, yen, { prices: [{ price: 3000 }] });
    expect(whole.price).toBe(3000);
    const fraction = await api.request(
      base(yen.eventId),
      authed(yen.token, "POST", paid(yen.categoryId, { prices: [{ price: 12.5 }] })),
    );
    expect(fraction.status).toBe(422);
    expect(await fraction.json()).toMatchObject({
      errors: { "prices.0.price": ["Price can have at most 0 decimals."] },
    });

    // A fils more than a euro has cents: refused in euros, kept in Kuwaiti dinars.
    const millesimi = await api.request(
      base(fixture.eventId),
      authed(fixture.token, "POST", paid(fixture.categoryId, { prices: [{ price: 10.005 }] })),
    );
    expect(await millesimi.json()).toMatchObject({
      errors: { "prices.0.price": ["Price can have at most 2 decimals."] },
    });
    const dinar = await ownerWithEvent(api, "KWD");
    const fils = await createProductIn(api, dinar, { prices: [{ price: 10.005 }] });
    expect(fils.price).toBe(10.005);
  });

  it("lists the event's products a page at a time, in their order", async () => {
    const fixture = await ownerWithEvent(api);
    for (const title of ["A", "B", "C"]) await createProductIn(api, fixture, { title });
    const response = await api.request(`${base(fixture.eventId)}?per_page=2`, authed(fixture.token));
    expect(response.status).toBe(200);
    const first = page.parse(await response.json());
    expect(first.data.map((product) => [product.title, product.order])).toEqual([
      ["A", 0],
      ["B", 1],
    ]);
    expect(first.meta.total).toBe(3);
    const search = page.parse(
      await (await api.request(`${base(fixture.eventId)}?query=c`, authed(fixture.token))).json(),
    );
    expect(search.data.map((product) => product.title)).toEqual(["C"]);
  });

  it("answers 404 for another account's event or product, and for a product of another event", async () => {
    const fixture = await ownerWithEvent(api);
    const stranger = await registerOwner(api);
    const product = await createProductIn(api, fixture);
    const other = await anotherEvent(api, fixture.token, fixture.organizerId);
    const body = paid(fixture.categoryId);
    const cases: [string, RequestInit][] = [
      [base(fixture.eventId), authed(stranger.token)],
      [base(fixture.eventId), authed(stranger.token, "POST", body)],
      [`${base(fixture.eventId)}/${product.id}`, authed(stranger.token)],
      [`${base(fixture.eventId)}/${product.id}`, authed(stranger.token, "PUT", body)],
      [`${base(fixture.eventId)}/${product.id}`, authed(stranger.token, "DELETE")],
      [`${base(fixture.eventId)}/sort`, authed(stranger.token, "POST", { sorted_categories: [] })],
      // Same account, the product is another event's.
      [`${base(other.eventId)}/${product.id}`, authed(fixture.token)],
      [`${base(other.eventId)}/${product.id}`, authed(fixture.token, "PUT", paid(other.categoryId))],
      [`${base(other.eventId)}/${product.id}`, authed(fixture.token, "DELETE")],
    ];
    for (const [path, init] of cases) {
      expect((await api.request(path, init)).status, `${init.method} ${path}`).toBe(404);
    }
    expect((await api.request(`${base(fixture.eventId)}/${product.id}`, authed(fixture.token))).status).toBe(
      200,
    );
  });
});

describe("the domain client's product calls", () => {
  const api = useTestApp();

  it("speak the same paths and shapes as the server", async () => {
    const fixture = await ownerWithEvent(api);
    const client = clientFor(api, fixture.token);
    const category = await client.productCategories.create(fixture.eventId, {
      name: "Gadget",
      is_hidden: false,
    });
    const product = await client.products.create(fixture.eventId, paid(category.id, { title: "Maglietta" }));
    expect(await client.products.get(fixture.eventId, product.id)).toEqual(product);
    const updated = await client.products.update(
      fixture.eventId,
      product.id,
      paid(category.id, { title: "Felpa", prices: [{ id: product.prices?.[0]?.id, price: 35 }] }),
    );
    expect(updated).toMatchObject({ title: "Felpa", price: 35 });
    expect((await client.products.list(fixture.eventId)).data.map((row) => row.title)).toEqual(["Felpa"]);
    await client.products.sort(fixture.eventId, {
      sorted_categories: [
        { product_category_id: category.id, sorted_products: [] },
        { product_category_id: fixture.categoryId, sorted_products: [{ id: product.id, order: 0 }] },
      ],
    });
    expect(
      (await client.productCategories.list(fixture.eventId)).map((row) => [row.name, row.products?.length]),
    ).toEqual([
      ["Gadget", 0],
      ["Tickets", 1],
    ]);
    const assignment = await client.capacityAssignments.create(fixture.eventId, {
      name: "Stand",
      capacity: 20,
      status: "ACTIVE",
      product_ids: [product.id],
    });
    expect((await client.capacityAssignments.list(fixture.eventId)).data).toEqual([assignment]);
    await client.capacityAssignments.delete(fixture.eventId, assignment.id);
    await client.products.delete(fixture.eventId, product.id);
    await client.productCategories.delete(fixture.eventId, category.id);
    expect((await client.productCategories.list(fixture.eventId)).map((row) => row.name)).toEqual([
      "Tickets",
    ]);
  });
});

describe("/api/events/{id}/products/sort", () => {
  const api = useTestApp();

  it("sets the categories' order, the products' order, and moves products between categories", async () => {
    const fixture = await ownerWithEvent(api);
    const created = await api.request(
      `/api/events/${fixture.eventId}/product-categories`,
      authed(fixture.token, "POST", { name: "Gadget", is_hidden: false }),
    );
    const gadget = ((await created.json()) as { data: { id: number } }).data.id;
    const a = await createProductIn(api, fixture, { title: "A" });
    const b = await createProductIn(api, fixture, { title: "B" });
    const c = await createProduct(api, fixture, paid(gadget, { title: "C" }));

    const response = await api.request(
      `/api/events/${fixture.eventId}/products/sort`,
      authed(fixture.token, "POST", {
        sorted_categories: [
          {
            product_category_id: gadget,
            sorted_products: [
              { id: b.id, order: 0 },
              { id: c.id, order: 1 },
            ],
          },
          { product_category_id: fixture.categoryId, sorted_products: [{ id: a.id, order: 0 }] },
        ],
      }),
    );
    expect(response.status).toBe(204);
    const categories = await listCategories(api, fixture.token, fixture.eventId);
    expect(
      categories.map((category) => [
        category.name,
        category.order,
        category.products?.map((product) => product.title),
      ]),
    ).toEqual([
      ["Gadget", 0, ["B", "C"]],
      ["Tickets", 1, ["A"]],
    ]);
    expect(categories[0]?.products?.[0]?.product_category_id).toBe(gadget);
  });

  it("answers 409 unless every category and product of the event is named exactly once", async () => {
    const fixture = await ownerWithEvent(api);
    const a = await createProductIn(api, fixture, { title: "A" });
    const b = await createProductIn(api, fixture, { title: "B" });
    const other = await anotherEvent(api, fixture.token, fixture.organizerId);
    const theirs = await createProduct(
      api,
      { token: fixture.token, eventId: other.eventId },
      paid(other.categoryId),
    );
    const one = (products: number[], categoryId = fixture.categoryId) => ({
      product_category_id: categoryId,
      sorted_products: products.map((id, order) => ({ id, order })),
    });
    const cases: [string, unknown[]][] = [
      ["a product left out", [one([a.id])]],
      ["a product twice", [one([a.id, b.id, a.id])]],
      ["another event's product", [one([a.id, b.id, theirs.id])]],
      ["another event's category", [one([a.id, b.id], other.categoryId)]],
      ["a category twice", [one([a.id]), one([b.id])]],
      ["no category", []],
    ];
    for (const [name, sorted] of cases) {
      const response = await api.request(
        `/api/events/${fixture.eventId}/products/sort`,
        authed(fixture.token, "POST", { sorted_categories: sorted }),
      );
      expect(response.status, name).toBe(409);
      expect(await response.json(), name).toEqual({
        message: "The new order must name every category and every product of the event exactly once.",
      });
    }
    const titles = (await listCategories(api, fixture.token, fixture.eventId))[0]?.products?.map(
      (p) => p.title,
    );
    expect(titles).toEqual(["A", "B"]);
  });
});
