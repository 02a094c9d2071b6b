import { describe, expect, it } from "vitest";
import { duplicateFlags } from "../../test/duplicateFlags";
import { createIva, createProductIn, createSharedCapacity, createTiered } from "../../test/productsApi";
import { useTestApp } from "../../test/testApp";
import { authed, eventEnvelope } from "../events/testFixtures";
import { listCategories, ownerWithEvent, sell } from "./testFixtures";

const flags = (value: boolean) =>
  duplicateFlags(false, { duplicate_products: value, duplicate_capacity_assignments: value });

describe("POST /api/events/{id}/duplicate and the catalogue", () => {
  const api = useTestApp();

  it("copies categories, products, prices (nothing sold), taxes and capacity when asked; else a default category", async () => {
    const fixture = await ownerWithEvent(api);
    const iva = await createIva(api, fixture);
    const renamed = await api.request(
      `/api/events/${fixture.eventId}/product-categories/${fixture.categoryId}`,
      authed(fixture.token, "PUT", { name: "Biglietti", is_hidden: false }),
    );
    expect(renamed.status).toBe(200);
    const intero = await createProductIn(api, fixture, {
      tax_and_fee_ids: [iva.id],
      initial_quantity_available: 100,
    });
    const posti = await createTiered(api, fixture, [
      ["Parterre", 40],
      ["Galleria", 20],
    ]);
    await sell(api, intero.prices?.[0]?.id ?? 0, 7);
    await createSharedCapacity(api, fixture, 50, [intero.id, posti.id]);

    const duplicate = async (value: boolean) => {
      const response = await api.request(
        `/api/events/${fixture.eventId}/duplicate`,
        authed(fixture.token, "POST", {
          title: "Replica",
          start_date: "2031-01-01T20:00:00Z",
          ...flags(value),
        }),
      );
      expect(response.status).toBe(200);
      return eventEnvelope.parse(await response.json()).data.id;
    };

    const copyId = await duplicate(true);
    const [copied] = await listCategories(api, fixture.token, copyId);
    const source = (await listCategories(api, fixture.token, fixture.eventId))[0];
    expect(copied?.name).toBe("Biglietti");
    expect(copied?.id).not.toBe(source?.id);
    expect(
      copied?.products?.map((product) => ({
        title: product.title,
        type: product.type,
        prices: product.prices?.map((price) => [price.label, price.price, price.quantity_sold]),
        taxes: product.taxes_and_fees?.map((tax) => tax.id),
        event: product.event_id,
      })),
    ).toEqual([
      { title: "Intero", type: "PAID", prices: [[null, 25, 0]], taxes: [iva.id], event: copyId },
      {
        title: "Posti",
        type: "TIERED",
        prices: [
          ["Parterre", 40, 0],
          ["Galleria", 20, 0],
        ],
        taxes: [],
        event: copyId,
      },
    ]);
    expect(copied?.products?.[0]?.prices?.[0]?.initial_quantity_available).toBe(100);
    const assignments = (await (
      await api.request(`/api/events/${copyId}/capacity-assignments`, authed(fixture.token))
    ).json()) as { data: { name: string; used_capacity: number; products: { title: string }[] }[] };
    expect(
      assignments.data.map(({ name, used_capacity, products }) => [
        name,
        used_capacity,
        products.map((p) => p.title),
      ]),
    ).toEqual([["Sala", 0, ["Intero", "Posti"]]]);
    // The source keeps its own.
    expect(source?.products?.[0]?.quantity_sold).toBe(7);

    const bareId = await duplicate(false);
    expect(await listCategories(api, fixture.token, bareId)).toEqual([
      expect.objectContaining({ name: "Tickets", order: 0, products: [] }),
    ]);
  });

  it("copies questions, promo codes and check-in lists with the products they name, leaving out those whose products were not copied", async () => {
    const fixture = await ownerWithEvent(api);
    const intero = await createProductIn(api, fixture);
    const post = async (path: string, body: unknown) => {
      const response = await api.request(
        `/api/events/${fixture.eventId}/${path}`,
        authed(fixture.token, "POST", body),
      );
      expect(response.status).toBe(201);
    };
    await post("questions", {
      title: "Come ci hai conosciuto?",
      type: "DROPDOWN",
      belongs_to: "ORDER",
      options: ["Passaparola", "Social"],
      required: true,
      is_hidden: false,
    });
    await post("questions", {
      title: "Esigenze di accessibilità",
      type: "MULTI_LINE_TEXT",
      belongs_to: "PRODUCT",
      product_ids: [intero.id],
      required: false,
      is_hidden: false,
    });
    await post("promo-codes", { code: "AMICI", discount_type: "PERCENTAGE", discount: 10 });
    await post("promo-codes", {
      code: "SOLOINTERO",
      discount_type: "FIXED",
      discount: 5,
      applicable_product_ids: [intero.id],
      max_allowed_usages: 3,
    });
    const source = await api.request(
      `/api/events/${fixture.eventId}/check-in-lists`,
      authed(fixture.token, "POST", { name: "Ingresso", product_ids: [intero.id] }),
    );
    const sourceList = ((await source.json()) as { data: { short_id: string } }).data;

    const duplicate = async (products: boolean) => {
      const response = await api.request(
        `/api/events/${fixture.eventId}/duplicate`,
        authed(fixture.token, "POST", {
          title: "Replica",
          start_date: "2031-01-01T20:00:00Z",
          ...flags(false),
          duplicate_products: products,
          duplicate_questions: true,
          duplicate_promo_codes: true,
          duplicate_check_in_lists: true,
        }),
      );
      expect(response.status).toBe(200);
      const copyId = eventEnvelope.parse(await response.json()).data.id;
      const read = async (path: string) =>
        (await (await api.request(`/api/events/${copyId}/${path}`, authed(fixture.token))).json()) as {
          data: Record<string, unknown>[];
        };
      const products_ = (await listCategories(api, fixture.token, copyId)).flatMap(
        (category) => category.products ?? [],
      );
      return {
        copyId,
        productIds: products_.map((product) => product.id),
        questions: (await read("questions")).data,
        codes: (await read("promo-codes")).data,
        lists: (await read("check-in-lists")).data,
      };
    };

    const full = await duplicate(true);
    expect(full.productIds).toHaveLength(1);
    const copiedIntero = full.productIds[0];
    expect(copiedIntero).not.toBe(intero.id);
    expect(full.questions.map((q) => [q.title, q.belongs_to, q.product_ids ?? []])).toEqual([
      ["Come ci hai conosciuto?", "ORDER", []],
      ["Esigenze di accessibilità", "PRODUCT", [copiedIntero]],
    ]);
    expect(
      full.codes
        .map((code) => [
          code.code,
          code.applicable_product_ids ?? [],
          code.order_usage_count,
          code.max_allowed_usages,
        ])
        .sort(),
    ).toEqual([
      ["amici", [], 0, null],
      ["solointero", [copiedIntero], 0, 3],
    ]);
    // The list follows its product, with a link of its own.
    expect(
      full.lists.map((list) => [list.name, (list.products as { id: number }[]).map((p) => p.id)]),
    ).toEqual([["Ingresso", [copiedIntero]]]);
    expect(full.lists[0]?.short_id).not.toBe(sourceList.short_id);

    // Without its products, the question asked per product and the code limited to one are left out.
    const bare = await duplicate(false);
    expect(bare.questions.map((q) => q.title)).toEqual(["Come ci hai conosciuto?"]);
    expect(bare.codes.map((code) => code.code)).toEqual(["amici"]);
    expect(bare.lists).toEqual([]);
  });
});
