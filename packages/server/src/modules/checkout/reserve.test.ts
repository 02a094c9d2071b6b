import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventSettings, events, orders, promoCodes } from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import {
  eventWithCategory,
  insertFixedFee,
  insertPercentageTax,
  type ProductValues,
} from "../../test/catalogue";
import { useTestApp } from "../../test/testApp";
import { setEventStatus } from "../events/testFixtures";
import { hoursFromNow, insertCapacity, insertCategory } from "../storefront/testFixtures";
import { reservedUnits } from "./reserve";
import { asSession, line, newSession, reserve } from "./testFixtures";

const api = useTestApp();

describe("reserving a cart", () => {
  it("answers 201 with the order priced on the server, sets the session cookie, and reads back", async () => {
    const { event, account, addProduct } = await eventWithCategory(api);
    const vat = await insertPercentageTax(api, account.id, "IVA", 22);
    const fee = await insertFixedFee(api, account.id, "Booking fee", 1.5);
    const { product, prices } = await addProduct({
      title: "Stalls",
      prices: [{ price: 2500 }],
      taxAndFeeIds: [vat.id, fee.id],
    });
    const session = await newSession(api);
    const response = await reserve(api, event.id, [line(product.id, prices[0]!.id, 2)], {
      session,
      headers: { "accept-language": "it-IT,it;q=0.9" },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("set-cookie")).toContain(`session_identifier=${session}`);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).not.toHaveProperty("id");
    expect(data).toMatchObject({
      status: "RESERVED",
      currency: "EUR",
      locale: "it",
      // 2 × 25.00, + 2 × 1.50 fee, + 22 % of 53.00 = 11.66
      total_before_additions: 50,
      total_fee: 3,
      total_tax: 11.66,
      total_gross: 64.66,
      is_payment_required: true,
      is_expired: false,
      session_identifier: session,
      order_items: [
        {
          product_id: product.id,
          product_price_id: prices[0]!.id,
          item_name: "Stalls",
          quantity: 2,
          price: 25,
          total_gross: 64.66,
          product_type: "TICKET",
        },
      ],
      taxes_and_fees_rollup: {
        taxes: [{ name: "IVA", value: 11.66 }],
        fees: [{ name: "Booking fee", value: 3 }],
      },
    });
    const reservedUntil = Date.parse(String(data.reserved_until));
    expect(reservedUntil - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(reservedUntil - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const read = await api.request(
      `/api/public/events/${event.id}/order/${String(data.short_id)}?include=event`,
      asSession(session),
    );
    expect(read.status).toBe(200);
    const readBack = (await read.json()) as { data: Record<string, unknown> & { event?: { id: number } } };
    expect(readBack.data.short_id).toBe(data.short_id);
    expect(readBack.data.event?.id).toBe(event.id);

    // Another browser may not read a reservation.
    const stranger = await api.request(
      `/api/public/events/${event.id}/order/${String(data.short_id)}`,
      asSession(await newSession(api)),
    );
    expect(stranger.status).toBe(403);
    const [row] = await api.db
      .select()
      .from(orders)
      .where(eq(orders.shortId, String(data.short_id)));
    expect(row?.totalGross).toBe(6466);
  });
});

/** A donation: the buyer gives at least 5.00. */
const donationOfFive: ProductValues = {
  priceType: "DONATION",
  productType: "GENERAL",
  prices: [{ price: 500 }],
};

type Refusal = { status: number; field?: string; reason?: string; params?: Record<string, unknown> };

/** 422 with `reason` at `field` (and the reason's parameters), or the status alone. */
async function expectRefused(response: Response, { status, field, reason, params }: Refusal) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  if (field === undefined) return;
  const body = JSON.parse(text) as {
    errors: Record<string, string[]>;
    codes: Record<string, Record<string, unknown>[]>;
  };
  expect(Object.keys(body.codes), text).toContain(field);
  expect(body.errors[field]?.length).toBeGreaterThan(0);
  expect(body.codes[field]?.[0]).toMatchObject({ code: reason, ...params });
}

async function insertPromoCode(
  eventId: number,
  values: {
    code: string;
    type?: "PERCENTAGE" | "FIXED" | "NONE";
    discount?: number;
    productIds?: number[];
    expiry?: Date;
    max?: number;
  },
) {
  await api.db.insert(promoCodes).values({
    eventId,
    code: values.code,
    discountType: values.type ?? "PERCENTAGE",
    discount: values.discount ?? 1000,
    applicableProductIds: values.productIds ?? null,
    expiryDate: values.expiry ?? null,
    maxAllowedUsages: values.max ?? null,
  });
}

describe("every rule is enforced on the server, with its field and reason", () => {
  type Setup = Awaited<ReturnType<typeof eventWithCategory>>;
  type Case = {
    rule: string;
    arrange: (
      setup: Setup,
    ) => Promise<{ body: unknown; promoCode?: string; headers?: Record<string, string> }>;
    refused: Refusal;
  };
  const one = async (setup: Setup, overrides: ProductValues = {}, quantity = 1) => {
    const { product, prices } = await setup.addProduct(overrides);
    return { body: [line(product.id, prices[0]!.id, quantity)], product, prices };
  };
  /** Refused with 422, `reason` at `field`. */
  const at = (field: string, reason: string, params?: Record<string, unknown>): Refusal => ({
    status: 422,
    field,
    reason,
    params,
  });
  /** One unit of a donation of at least 5.00, the buyer giving `amount`. */
  const giving = async (setup: Setup, amount: number) => {
    const { product, prices } = await setup.addProduct(donationOfFive);
    return { body: [line(product.id, prices[0]!.id, 1, amount)] };
  };
  const cases: Case[] = [
    {
      rule: "the product's sale has not started",
      arrange: (setup) => one(setup, { saleStartDate: hoursFromNow(2) }),
      refused: at("products.0", "product_not_on_sale"),
    },
    {
      rule: "the product's sale has ended",
      arrange: (setup) => one(setup, { saleEndDate: hoursFromNow(-2) }),
      refused: at("products.0", "product_not_on_sale"),
    },
    {
      rule: "the price's own sale window has not opened",
      arrange: (setup) =>
        one(setup, {
          priceType: "TIERED",
          prices: [{ label: "Early", price: 1000, saleStartDate: hoursFromNow(5) }],
        }),
      refused: at("products.0", "product_not_on_sale"),
    },
    {
      rule: "the price's own sale window has closed",
      arrange: (setup) =>
        one(setup, {
          priceType: "TIERED",
          prices: [{ label: "Early", price: 1000, saleEndDate: hoursFromNow(-5) }],
        }),
      refused: at("products.0", "product_not_on_sale"),
    },
    {
      rule: "a hidden product",
      arrange: (setup) => one(setup, { isHidden: true }),
      refused: at("products.0", "product_not_on_sale"),
    },
    {
      rule: "a hidden price",
      arrange: (setup) =>
        one(setup, { priceType: "TIERED", prices: [{ label: "Staff", price: 0, isHidden: true }] }),
      refused: at("products.0", "product_not_on_sale"),
    },
    {
      rule: "a product of a hidden category",
      arrange: async (setup) => {
        const hidden = await insertCategory(api, setup.event.id, { name: "Backstage", isHidden: true });
        return one(setup, { categoryId: hidden.id });
      },
      refused: at("products.0", "product_not_on_sale"),
    },
    {
      rule: "a promo-only product without a code",
      arrange: (setup) => one(setup, { isHiddenWithoutPromoCode: true }),
      refused: at("products.0", "product_not_on_sale"),
    },
    {
      rule: "a promo-only product with a code for another product",
      arrange: async (setup) => {
        const other = await setup.addProduct();
        await insertPromoCode(setup.event.id, {
          code: "other",
          type: "NONE",
          discount: 0,
          productIds: [other.product.id],
        });
        return { ...(await one(setup, { isHiddenWithoutPromoCode: true })), promoCode: "other" };
      },
      refused: at("products.0", "product_not_on_sale"),
    },
    {
      rule: "an unknown promo code (not dropped silently)",
      arrange: async (setup) => ({ ...(await one(setup)), promoCode: "nope" }),
      refused: at("promo_code", "promo_code_unknown"),
    },
    {
      rule: "an expired promo code",
      arrange: async (setup) => {
        await insertPromoCode(setup.event.id, { code: "gone", expiry: hoursFromNow(-1) });
        return { ...(await one(setup)), promoCode: "GONE" };
      },
      refused: at("promo_code", "promo_code_expired"),
    },
    {
      rule: "a promo code used up (a live reservation of another buyer counts)",
      arrange: async (setup) => {
        await insertPromoCode(setup.event.id, { code: "once", max: 1 });
        const first = await one(setup);
        expect((await reserve(api, setup.event.id, first.body, { promoCode: "once" })).status).toBe(201);
        return { ...first, promoCode: "once" };
      },
      refused: at("promo_code", "promo_code_used_up"),
    },
    {
      rule: "more than the product's maximum per order",
      arrange: (setup) => one(setup, { maxPerOrder: 4 }, 5),
      refused: at("products.0", "quantity_above_maximum", { maximum: 4 }),
    },
    {
      rule: "more than 100 when no maximum is set",
      arrange: (setup) => one(setup, {}, 101),
      refused: at("products.0", "quantity_above_maximum", { maximum: 100 }),
    },
    {
      rule: "fewer than the product's minimum per order",
      arrange: (setup) => one(setup, { minPerOrder: 3 }, 2),
      refused: at("products.0", "quantity_below_minimum", { minimum: 3 }),
    },
    {
      rule: "more than a price has left, after other buyers' live holds",
      arrange: async (setup) => {
        const stock = await one(setup, { prices: [{ price: 1000, initialQuantityAvailable: 5 }] }, 4);
        expect((await reserve(api, setup.event.id, stock.body)).status).toBe(201);
        return { body: [line(stock.product.id, stock.prices[0]!.id, 2)] };
      },
      refused: at("products.0", "quantity_exceeds_remaining", { remaining: 1 }),
    },
    {
      rule: "a price sold out",
      arrange: (setup) =>
        one(setup, { prices: [{ price: 1000, initialQuantityAvailable: 3, quantitySold: 3 }] }),
      refused: at("products.0", "product_sold_out"),
    },
    {
      rule: "more than an ACTIVE shared capacity leaves for its products together",
      arrange: async (setup) => {
        const a = await one(setup, {}, 2);
        const b = await one(setup, {}, 2);
        await insertCapacity(api, {
          eventId: setup.event.id,
          capacity: 3,
          productIds: [a.product.id, b.product.id],
        });
        return { body: [...a.body, ...b.body] };
      },
      refused: at("products", "capacity_exceeded", { remaining: 3 }),
    },
    {
      rule: "a donation below its minimum",
      arrange: (setup) => giving(setup, 4.99),
      refused: at("products.0.quantities.0.price", "donation_below_minimum", { minimum: 5, currency: "EUR" }),
    },
    {
      rule: "a donation finer than a cent (it would be rounded)",
      arrange: (setup) => giving(setup, 10.005),
      refused: at("products.0.quantities.0.price", "too_many_decimals", { max: 2 }),
    },
    {
      rule: "a price that is not the product's",
      arrange: async (setup) => {
        const a = await one(setup);
        const b = await one(setup);
        return {
          body: [{ product_id: a.product.id, quantities: [{ price_id: b.prices[0]!.id, quantity: 1 }] }],
        };
      },
      refused: at("products.0.quantities.0.price_id", "price_unknown"),
    },
    {
      rule: "the same price twice, each within what is left but not together",
      arrange: async (setup) => {
        const stock = await one(setup, { prices: [{ price: 1000, initialQuantityAvailable: 3 }] }, 2);
        return { body: [...stock.body, ...stock.body] };
      },
      refused: at("products.0", "quantity_exceeds_remaining", { remaining: 3 }),
    },
    {
      rule: "an event that is not live (anonymous buyer)",
      arrange: async (setup) => {
        const stock = await one(setup);
        await setEventStatus(api, setup.token, setup.event.id, "DRAFT");
        return stock;
      },
      refused: { status: 403 },
    },
    {
      rule: "an unknown product",
      arrange: async () => ({ body: [line(987_654_321, 1, 1)] }),
      refused: { status: 404 },
    },
    {
      rule: "another event's product",
      arrange: async () => {
        const other = await eventWithCategory(api);
        return one(other);
      },
      refused: { status: 404 },
    },
  ];

  it.each(cases)("refuses $rule", async ({ arrange, refused }) => {
    const setup = await eventWithCategory(api);
    const { body, promoCode, headers } = await arrange(setup);
    const before = await reservedUnits(api.db, setup.event.id);
    await expectRefused(await reserve(api, setup.event.id, body, { promoCode, headers }), refused);
    // Nothing is held by a refused cart.
    expect(await reservedUnits(api.db, setup.event.id)).toBe(before);
  });
});

describe("what the rules let through", () => {
  it("a member of the owning account may buy while the event is a draft (a preview)", async () => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct();
    await setEventStatus(api, setup.token, setup.event.id, "DRAFT");
    const preview = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 1)], {
      headers: { authorization: `Bearer ${setup.token}` },
    });
    expect(preview.status).toBe(201);
    // Another account's member is as anonymous as anyone.
    const stranger = await registerOwner(api);
    const refused = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 1)], {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe("This event is not live.");
  });

  it("a code that applies unlocks a promo-only product and discounts it", async () => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct({
      isHiddenWithoutPromoCode: true,
      prices: [{ price: 4000 }],
    });
    await insertPromoCode(setup.event.id, {
      code: "press",
      type: "FIXED",
      discount: 1500,
      productIds: [product.id],
    });
    const response = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 2)], {
      promoCode: " Press ",
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      promo_code: "press",
      total_gross: 50,
      order_items: [
        { price: 25, price_before_discount: 40, total_before_discount: 80, total_before_additions: 50 },
      ],
    });
  });

  it("a 100% code makes the order free, with no taxes or fees, not even fixed ones", async () => {
    const setup = await eventWithCategory(api);
    const fee = await insertFixedFee(api, setup.account.id, "Booking fee", 2);
    const { product, prices } = await setup.addProduct({ taxAndFeeIds: [fee.id] });
    await insertPromoCode(setup.event.id, { code: "comp", discount: 10000 });
    const response = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 2)], {
      promoCode: "comp",
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      total_gross: 0,
      total_fee: 0,
      is_free_order: true,
      is_payment_required: false,
      taxes_and_fees_rollup: { taxes: [], fees: [] },
    });
  });

  it("the minimum per order is lowered to what is left", async () => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct({
      minPerOrder: 5,
      prices: [{ price: 1000, initialQuantityAvailable: 2 }],
    });
    expect((await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 2)])).status).toBe(201);
  });

  it("a donation above its minimum is charged what the buyer gives", async () => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct(donationOfFive);
    const response = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 1, 12.5)]);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: { total_gross: number } }).data.total_gross).toBe(12.5);
  });

  it("an event that has ended sells nothing, whatever its products' windows say, and its page says the sale ended", async () => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct({ saleEndDate: hoursFromNow(48) });
    expect((await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 1)])).status).toBe(201);
    await api.db
      .update(events)
      .set({ startDate: hoursFromNow(-5), endDate: hoursFromNow(-1) })
      .where(eq(events.id, setup.event.id));
    await expectRefused(await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 1)]), {
      status: 422,
      field: "products.0",
      reason: "product_not_on_sale",
    });
    const page = (await (await api.request(`/api/public/events/${setup.event.id}`)).json()) as {
      data: {
        product_categories: {
          products: { id: number; is_after_sale_end_date: boolean; is_available: boolean }[];
        }[];
      };
    };
    const shown = page.data.product_categories
      .flatMap((category) => category.products)
      .find((p) => p.id === product.id);
    expect(shown).toMatchObject({ is_after_sale_end_date: true, is_available: false });
  });

  it("an INACTIVE capacity assignment limits nothing", async () => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct();
    await insertCapacity(api, {
      eventId: setup.event.id,
      capacity: 1,
      status: "INACTIVE",
      productIds: [product.id],
    });
    expect((await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 3)])).status).toBe(201);
  });
});

describe("bad input is refused with 422, never a 500", () => {
  const bodies: [string, (productId: number, priceId: number) => unknown, string][] = [
    ["no products", () => ({ products: [] }), "products"],
    ["nothing selected", (p, q) => ({ products: [line(p, q, 0)] }), "products"],
    ["products not a list", () => ({ products: "all" }), "products"],
    ["a negative quantity", (p, q) => ({ products: [line(p, q, -1)] }), "products.0.quantities.0.quantity"],
    [
      "a quantity in words",
      (p, q) => ({ products: [{ product_id: p, quantities: [{ price_id: q, quantity: "two" }] }] }),
      "products.0.quantities.0.quantity",
    ],
    [
      "a fractional quantity",
      (p, q) => ({ products: [line(p, q, 1.5)] }),
      "products.0.quantities.0.quantity",
    ],
    ["a huge quantity", (p, q) => ({ products: [line(p, q, 1e30)] }), "products.0.quantities.0.quantity"],
    [
      "a product id in words",
      (_p, q) => ({ products: [{ product_id: "x", quantities: [{ price_id: q, quantity: 1 }] }] }),
      "products.0.product_id",
    ],
    [
      "a donation in words",
      (p, q) => ({
        products: [{ product_id: p, quantities: [{ price_id: q, quantity: 1, price: "lots" }] }],
      }),
      "products.0.quantities.0.price",
    ],
    [
      "a promo code of 51 characters",
      (p, q) => ({ products: [line(p, q, 1)], promo_code: "x".repeat(51) }),
      "promo_code",
    ],
  ];
  it.each(bodies)("%s", async (_name, bodyOf, field) => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct();
    const response = await api.request(`/api/public/events/${setup.event.id}/order`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bodyOf(product.id, prices[0]!.id)),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain(field);
  });

  it("a body that is not JSON", async () => {
    const setup = await eventWithCategory(api);
    const response = await api.request(`/api/public/events/${setup.event.id}/order`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{products:",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("sessions and events are kept apart", () => {
  it("one open cart per session: reserving again abandons the previous one and frees its units", async () => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct({
      prices: [{ price: 1000, initialQuantityAvailable: 3 }],
    });
    const session = await newSession(api);
    const first = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 3)], { session });
    expect(first.status).toBe(201);
    const firstId = ((await first.json()) as { data: { short_id: string } }).data.short_id;
    // The same browser changes its mind: all 3 again, which its own previous cart no longer holds.
    const second = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 3)], { session });
    expect(second.status).toBe(201);
    const read = await api.request(
      `/api/public/events/${setup.event.id}/order/${firstId}`,
      asSession(session),
    );
    expect(((await read.json()) as { data: { status: string } }).data.status).toBe("ABANDONED");
    expect(await reservedUnits(api.db, setup.event.id)).toBe(3);
  });

  it("a session id given as the query or in the body is the cart's session", async () => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct();
    const session = await newSession(api);
    const response = await api.request(`/api/public/events/${setup.event.id}/order`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ products: [line(product.id, prices[0]!.id, 1)], session_identifier: session }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { short_id: string; session_identifier: string } };
    expect(data.session_identifier).toBe(session);
    const read = await api.request(
      `/api/public/events/${setup.event.id}/order/${data.short_id}?session_identifier=${session}`,
    );
    expect(read.status).toBe(200);
    // A link reads as its session but never puts it in the browser.
    expect(read.headers.get("set-cookie") ?? "").not.toContain("session_identifier");
  });

  it("a session the server did not issue is no session: a link or a body cannot choose one", async () => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct();
    const chosen = "attacker-chosen-session-0123456789";
    const response = await api.request(
      `/api/public/events/${setup.event.id}/order?session_identifier=${chosen}`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ products: [line(product.id, prices[0]!.id, 1)], session_identifier: chosen }),
      },
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { short_id: string; session_identifier: string } };
    expect(data.session_identifier).not.toBe(chosen);
    expect(response.headers.get("set-cookie")).not.toContain(chosen);
    // The chosen value, as a cookie or in the address, does not own the reservation.
    const path = `/api/public/events/${setup.event.id}/order/${data.short_id}`;
    expect((await api.request(`${path}?session_identifier=${chosen}`)).status).toBe(403);
    expect((await api.request(path, asSession(chosen))).status).toBe(403);
    // A forged signature on a real-looking value is refused alike.
    const [random] = data.session_identifier.split(".");
    const forged = `${random}.${"A".repeat(22)}`;
    expect((await api.request(path, asSession(forged))).status).toBe(403);
    expect((await api.request(path, asSession(data.session_identifier))).status).toBe(200);
  });

  it("a link's session never replaces the live session cookie the browser holds", async () => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct();
    const theirs = await newSession(api);
    const mine = await newSession(api);
    const reserved = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 1)], {
      session: theirs,
    });
    const { data } = (await reserved.json()) as { data: { short_id: string } };
    const read = await api.request(
      `/api/public/events/${setup.event.id}/order/${data.short_id}?session_identifier=${theirs}`,
      asSession(mine),
    );
    // The link's session reads its own reservation, but the browser keeps its session.
    expect(read.status).toBe(200);
    expect(read.headers.get("set-cookie") ?? "").not.toContain(theirs);
    // Nor does a body naming another session: the cart is that session's, the cookie stays.
    const viaBody = await api.request(`/api/public/events/${setup.event.id}/order`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `session_identifier=${mine}` },
      body: JSON.stringify({ products: [line(product.id, prices[0]!.id, 1)], session_identifier: theirs }),
    });
    expect(viaBody.status).toBe(201);
    expect(viaBody.headers.get("set-cookie") ?? "").not.toContain(theirs);
  });

  it("an order is not found under another event, not readable by another session while reserved, and only its session abandons it", async () => {
    const setup = await eventWithCategory(api);
    const other = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct();
    const session = await newSession(api);
    const response = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 1)], { session });
    const { data } = (await response.json()) as { data: { short_id: string } };
    const path = (eventId: number, suffix = "") =>
      `/api/public/events/${eventId}/order/${data.short_id}${suffix}`;

    expect((await api.request(path(other.event.id), asSession(session))).status).toBe(404);
    expect(
      (await api.request(path(setup.event.id, "/abandon"), asSession(session, { method: "POST" }))).status,
    ).toBe(200);
    expect((await api.request(`/api/public/events/${setup.event.id}/order/o_unknown`)).status).toBe(404);

    const again = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 1)], { session });
    const next = ((await again.json()) as { data: { short_id: string } }).data.short_id;
    const nextPath = `/api/public/events/${setup.event.id}/order/${next}`;
    expect((await api.request(nextPath, asSession(await newSession(api)))).status).toBe(403);
    expect(
      (await api.request(`${nextPath}/abandon`, asSession(await newSession(api), { method: "POST" }))).status,
    ).toBe(403);
    expect((await api.request(`${nextPath}/abandon`, { method: "POST" })).status).toBe(403);
    // Abandoned once; a second time is a conflict, and an abandoned order is readable by its short id.
    expect(
      (await api.request(path(setup.event.id, "/abandon"), asSession(session, { method: "POST" }))).status,
    ).toBe(409);
    const abandoned = await api.request(path(setup.event.id));
    expect(abandoned.status).toBe(200);
    expect(((await abandoned.json()) as { data: Record<string, unknown> }).data).not.toHaveProperty(
      "session_identifier",
    );
  });

  it("an expired reservation cannot be abandoned (409)", async () => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct();
    const session = await newSession(api);
    const response = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 1)], { session });
    const { data } = (await response.json()) as { data: { short_id: string } };
    await api.db
      .update(orders)
      .set({ reservedUntil: hoursFromNow(-1) })
      .where(eq(orders.shortId, data.short_id));
    const read = await api.request(
      `/api/public/events/${setup.event.id}/order/${data.short_id}`,
      asSession(session),
    );
    expect(((await read.json()) as { data: { is_expired: boolean } }).data.is_expired).toBe(true);
    const abandon = await api.request(
      `/api/public/events/${setup.event.id}/order/${data.short_id}/abandon`,
      asSession(session, { method: "POST" }),
    );
    expect(abandon.status).toBe(409);
  });
});

describe("the public page counts what live reservations hold", () => {
  type ShownProduct = { id: number; is_sold_out?: boolean; max_per_order?: number };
  async function shown(eventId: number, productId: number): Promise<ShownProduct | undefined> {
    const response = await api.request(`/api/public/events/${eventId}`);
    const { data } = (await response.json()) as {
      data: { product_categories: { products: ShownProduct[] }[] };
    };
    return data.product_categories.flatMap((category) => category.products).find((p) => p.id === productId);
  }

  it("held units are not offered, and come back when the cart is abandoned", async () => {
    const setup = await eventWithCategory(api);
    const { product, prices } = await setup.addProduct({
      prices: [{ price: 1000, initialQuantityAvailable: 3 }],
    });
    expect(await shown(setup.event.id, product.id)).toMatchObject({ is_sold_out: false, max_per_order: 3 });
    const first = await newSession(api);
    const held = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 2)], { session: first });
    const { data } = (await held.json()) as { data: { short_id: string } };
    expect(await shown(setup.event.id, product.id)).toMatchObject({ is_sold_out: false, max_per_order: 1 });
    expect((await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 1)])).status).toBe(201);
    expect(await shown(setup.event.id, product.id)).toMatchObject({ is_sold_out: true });

    await api.request(
      `/api/public/events/${setup.event.id}/order/${data.short_id}/abandon`,
      asSession(first, { method: "POST" }),
    );
    expect(await shown(setup.event.id, product.id)).toMatchObject({ is_sold_out: false, max_per_order: 2 });
  });

  it("units held of one product use up a capacity it shares with another", async () => {
    const setup = await eventWithCategory(api);
    const stalls = await setup.addProduct();
    const balcony = await setup.addProduct();
    await insertCapacity(api, {
      eventId: setup.event.id,
      capacity: 2,
      productIds: [stalls.product.id, balcony.product.id],
    });
    expect(
      (await reserve(api, setup.event.id, [line(stalls.product.id, stalls.prices[0]!.id, 2)])).status,
    ).toBe(201);
    expect(await shown(setup.event.id, balcony.product.id)).toMatchObject({ is_sold_out: true });
  });
});

describe("reading an order after checkout", () => {
  it("a completed order shows its tickets and the event's post-checkout words; a reserved one does not", async () => {
    const setup = await eventWithCategory(api);
    await api.db
      .update(eventSettings)
      .set({
        values: sql`${eventSettings.values} || ${JSON.stringify({
          post_checkout_message: "<p>Doors open at 19:00</p>",
          online_event_connection_details: "<p>Room 4</p>",
        })}::jsonb`,
      })
      .where(eq(eventSettings.eventId, setup.event.id));
    const { product, prices } = await setup.addProduct({
      title: "Open rehearsal",
      priceType: "FREE",
      prices: [{ price: 0 }],
    });
    const session = await newSession(api);
    const reserved = await reserve(api, setup.event.id, [line(product.id, prices[0]!.id, 1)], { session });
    const { data } = (await reserved.json()) as { data: { short_id: string } };
    const path = `/api/public/events/${setup.event.id}/order/${data.short_id}`;
    type Read = {
      data: {
        status: string;
        attendees: { ticket_code?: string; qr_code_svg?: string; product: { title: string } }[];
        event?: {
          settings?: {
            post_checkout_message?: string | null;
            online_event_connection_details?: string | null;
          };
        };
      };
    };
    const before = (await (await api.request(`${path}?include=event`, asSession(session))).json()) as Read;
    expect(before.data.event?.settings).toBeDefined();
    expect(before.data.event?.settings?.post_checkout_message ?? null).toBeNull();
    expect(before.data.event?.settings?.online_event_connection_details ?? null).toBeNull();

    const person = {
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.test",
      email_confirmation: "ada@example.test",
    };
    const completed = await api.request(
      path,
      asSession(session, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          order: person,
          products: [{ product_id: product.id, product_price_id: prices[0]!.id, ...person }],
        }),
      }),
    );
    expect(completed.status, await completed.clone().text()).toBe(200);

    // Anyone with the short id reads a completed order, its tickets included.
    const after = (await (await api.request(`${path}?include=event`)).json()) as Read;
    expect(after.data.status).toBe("COMPLETED");
    expect(after.data.attendees).toHaveLength(1);
    expect(after.data.attendees[0]?.product.title).toBe("Open rehearsal");
    expect(after.data.attendees[0]?.ticket_code).toBeTruthy();
    expect(after.data.attendees[0]?.qr_code_svg).toContain("<svg");
    expect(after.data.event?.settings?.post_checkout_message).toContain("Doors open");
    expect(after.data.event?.settings?.online_event_connection_details).toContain("Room 4");
  });
});
