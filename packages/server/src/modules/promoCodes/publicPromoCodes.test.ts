import { type Product, promoCodeValidationSchema, publicEventSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { events, promoCodes } from "../../db/schema";
import { memoryRateLimits } from "../../http/rateLimit";
import { useTestApp } from "../../test/testApp";
import { authed } from "../events/testFixtures";
import { countingDatabase } from "../products/testFixtures";
import { publicCatalogueByEvent } from "../storefront/catalogueLoader";
import {
  hoursFromNow,
  insertCategory,
  insertProduct,
  insertTaxOrFee,
  liveEvent,
} from "../storefront/testFixtures";
import { insertOrderWithCode, insertPromoCode } from "./testFixtures";

// The anonymous public cache is on: a promo read must neither be served from it nor fill it.
// One trusted proxy: the client address is the last X-Forwarded-For entry (for the guess limit).
const api = useTestApp({ env: { PUBLIC_CACHE_SECONDS: "60", TRUSTED_PROXY_COUNT: "1" } });
const envelope = z.object({ data: publicEventSchema });

async function validity(eventId: number, code: string, init?: RequestInit) {
  const response = await api.request(
    `/api/public/events/${eventId}/promo-codes/${encodeURIComponent(code)}`,
    init,
  );
  expect(response.status).toBe(200);
  return promoCodeValidationSchema.parse(await response.json()).valid;
}

async function publicProducts(eventId: number, query = ""): Promise<Product[]> {
  const response = await api.request(`/api/public/events/${eventId}${query}`);
  expect(response.status).toBe(200);
  const { data } = envelope.parse(await response.json());
  return (data.product_categories ?? []).flatMap((category) => category.products ?? []);
}

async function eventSelling() {
  const owner = await liveEvent(api);
  const category = await insertCategory(api, owner.event.id, { name: "Biglietti", sortOrder: 1 });
  const ticket = await insertProduct(api, {
    eventId: owner.event.id,
    categoryId: category.id,
    title: "Intero",
    prices: [{ price: 2000 }],
  });
  return { ...owner, category, ticket };
}

describe("GET /api/public/events/{id}/promo-codes/{code}", () => {
  it("says valid for a usable code typed in any case, and not valid for an unknown, expired, deleted or used-up one", async () => {
    const { event, ticket } = await eventSelling();
    const priceId = ticket.prices[0]?.id ?? 0;
    await insertPromoCode(api, {
      eventId: event.id,
      code: "amici",
      discountType: "PERCENTAGE",
      discount: 1000,
    });
    const expired = await insertPromoCode(api, {
      eventId: event.id,
      code: "ieri",
      expiryDate: hoursFromNow(-1),
    });
    await insertPromoCode(api, { eventId: event.id, code: "domani", expiryDate: hoursFromNow(24) });
    const deleted = await insertPromoCode(api, { eventId: event.id, code: "vecchio" });
    await api.db.update(promoCodes).set({ deletedAt: new Date() }).where(eq(promoCodes.id, deleted.id));

    expect(await validity(event.id, "amici")).toBe(true);
    expect(await validity(event.id, " AMICI ")).toBe(true);
    expect(await validity(event.id, "domani")).toBe(true);
    expect(await validity(event.id, "nessuno")).toBe(false);
    expect(await validity(event.id, expired.code)).toBe(false);
    expect(await validity(event.id, "vecchio")).toBe(false);

    // Two uses allowed: a completed order and a live reservation take both.
    const limited = await insertPromoCode(api, { eventId: event.id, code: "due", maxAllowedUsages: 2 });
    const use = (status: "COMPLETED" | "RESERVED" | "ABANDONED", reservedUntil: Date | null = null) =>
      insertOrderWithCode(api, {
        eventId: event.id,
        promoCodeId: limited.id,
        status,
        reservedUntil,
        productId: ticket.product.id,
        priceId,
      });
    await use("COMPLETED");
    await use("ABANDONED");
    await use("RESERVED", hoursFromNow(-1));
    expect(await validity(event.id, "due")).toBe(true);
    await use("RESERVED", hoursFromNow(0.25));
    expect(await validity(event.id, "due")).toBe(false);
  });

  it("answers 404 for an event that is not live, except to its own account's preview", async () => {
    const { event, token } = await eventSelling();
    await insertPromoCode(api, { eventId: event.id, code: "anteprima" });
    await api.db.update(events).set({ status: "DRAFT" }).where(eq(events.id, event.id));
    expect((await api.request(`/api/public/events/${event.id}/promo-codes/anteprima`)).status).toBe(404);
    expect(await validity(event.id, "anteprima", authed(token))).toBe(true);
    expect((await api.request("/api/public/events/999999999/promo-codes/anteprima")).status).toBe(404);
  });
});

describe("GET /api/public/events/{id}?promo_code=", () => {
  it("unlocks the promo-only products a usable code covers, NONE codes included, and nothing for others", async () => {
    const { event, category } = await eventSelling();
    const secret = await insertProduct(api, {
      eventId: event.id,
      categoryId: category.id,
      title: "Prova generale",
      isHiddenWithoutPromoCode: true,
    });
    const other = await insertProduct(api, {
      eventId: event.id,
      categoryId: category.id,
      title: "Dietro le quinte",
      isHiddenWithoutPromoCode: true,
    });
    await insertPromoCode(api, {
      eventId: event.id,
      code: "accesso",
      applicableProductIds: [secret.product.id],
    });
    await insertPromoCode(api, {
      eventId: event.id,
      code: "scaduto",
      applicableProductIds: [secret.product.id],
      expiryDate: hoursFromNow(-1),
    });
    const ids = async (query = "") => (await publicProducts(event.id, query)).map((product) => product.title);

    // An anonymous read first: it is cached, and must not be served to the code's holder.
    expect(await ids()).toEqual(["Intero"]);
    expect(await ids("?promo_code=ACCESSO")).toEqual(["Intero", "Prova generale"]);
    // …nor the code's read to the next anonymous visitor.
    expect(await ids()).toEqual(["Intero"]);
    expect(await ids("?promo_code=scaduto")).toEqual(["Intero"]);
    expect(await ids("?promo_code=sconosciuto")).toEqual(["Intero"]);
    expect(other.product.id).toBeGreaterThan(0);
  });

  it("discounts the PAID and TIERED prices a code covers, with taxes and fees on the discounted price", async () => {
    const { event, category, ticket, account } = await eventSelling();
    const vat = await insertTaxOrFee(api, account.id, {
      name: "IVA",
      type: "TAX",
      calculationType: "PERCENTAGE",
      rate: 10,
    });
    const taxed = await insertProduct(api, {
      eventId: event.id,
      categoryId: category.id,
      title: "Platea",
      prices: [{ price: 5000 }],
      taxAndFeeIds: [vat.id],
    });
    const tiered = await insertProduct(api, {
      eventId: event.id,
      categoryId: category.id,
      title: "Posti",
      priceType: "TIERED",
      prices: [
        { label: "Parterre", price: 4000 },
        { label: "Galleria", price: 1500 },
      ],
    });
    const donation = await insertProduct(api, {
      eventId: event.id,
      categoryId: category.id,
      title: "Offerta",
      priceType: "DONATION",
      prices: [{ price: 500 }],
    });
    await insertPromoCode(api, {
      eventId: event.id,
      code: "meta",
      discountType: "PERCENTAGE",
      discount: 5000,
      applicableProductIds: [taxed.product.id, tiered.product.id, donation.product.id],
    });
    await insertPromoCode(api, { eventId: event.id, code: "cinque", discountType: "FIXED", discount: 500 });

    const byTitle = async (query: string) =>
      new Map((await publicProducts(event.id, query)).map((product) => [product.title, product]));
    const half = await byTitle("?promo_code=meta");
    expect(half.get("Platea")?.prices?.[0]).toMatchObject({
      price: 25,
      price_before_discount: 50,
      is_discounted: true,
      tax_total: 2.5,
      price_including_taxes_and_fees: 27.5,
    });
    expect(half.get("Platea")?.price).toBe(25);
    expect(half.get("Posti")?.prices?.map((price) => [price.price, price.price_before_discount])).toEqual([
      [20, 40],
      [7.5, 15],
    ]);
    // Not covered by the code, and donations are never discounted.
    expect(half.get("Intero")?.prices?.[0]).toMatchObject({
      price: 20,
      price_before_discount: null,
      is_discounted: false,
    });
    expect(half.get("Offerta")?.prices?.[0]).toMatchObject({ price: 5, is_discounted: false });

    const fixed = await byTitle("?promo_code=cinque");
    expect(fixed.get("Intero")?.prices?.[0]).toMatchObject({
      price: 15,
      price_before_discount: 20,
      is_discounted: true,
    });
    const none = await byTitle("");
    expect(none.get("Platea")?.prices?.[0]).toMatchObject({
      price: 50,
      price_before_discount: null,
      is_discounted: false,
    });
    expect(ticket.product.id).toBeGreaterThan(0);
  });

  it("reads the code with one query more at most", async () => {
    const { event, account } = await eventSelling();
    await insertPromoCode(api, { eventId: event.id, code: "conta", discountType: "FIXED", discount: 100 });
    const counted = async (promoCode?: string) => {
      const counter = countingDatabase(api);
      await publicCatalogueByEvent(counter.db, [{ id: event.id, accountId: account.id, currency: "EUR" }], {
        now: new Date(),
        promoCode:
          promoCode === undefined
            ? undefined
            : {
                code: promoCode,
                guesser: { rateLimits: memoryRateLimits(), clientIp: undefined },
              },
      });
      return counter.count();
    };
    const without = await counted();
    expect(await counted("conta")).toBeLessThanOrEqual(without + 1);
    expect(await counted("nessuno")).toBeLessThanOrEqual(without + 1);
  });
});

describe("guessing promo codes", () => {
  it("lets one client address try 60 codes in 10 minutes, through the check or the public event, then answers 429", async () => {
    const { event } = await eventSelling();
    await insertPromoCode(api, { eventId: event.id, code: "giusto" });
    const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
    // Reading the page without a code costs nothing.
    for (let index = 0; index < 5; index++) {
      expect((await api.request(`/api/public/events/${event.id}`, from("198.51.100.7"))).status).toBe(200);
    }
    for (let index = 0; index < 30; index++) {
      const check = await api.request(
        `/api/public/events/${event.id}/promo-codes/tentativo${index}`,
        from("198.51.100.7"),
      );
      expect(check.status).toBe(200);
      const page = await api.request(
        `/api/public/events/${event.id}?promo_code=tentativo${index}`,
        from("198.51.100.7"),
      );
      expect(page.status).toBe(200);
    }
    const refused = await api.request(
      `/api/public/events/${event.id}/promo-codes/giusto`,
      from("198.51.100.7"),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (await api.request(`/api/public/events/${event.id}?promo_code=giusto`, from("198.51.100.7"))).status,
    ).toBe(429);
    // Another address, and the page without a code, are not held back.
    expect(await validity(event.id, "giusto", from("198.51.100.8"))).toBe(true);
    expect((await api.request(`/api/public/events/${event.id}`, from("198.51.100.7"))).status).toBe(200);
  });

  const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
  const order = (eventId: number, priceId: number, productId: number, code: string, ip: string) =>
    api.request(`/api/public/events/${eventId}/order`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({
        products: [{ product_id: productId, quantities: [{ price_id: priceId, quantity: 1 }] }],
        promo_code: code,
      }),
    });

  it("counts unknown codes sent with an order like those checked, and then refuses the right code too, with its reason", async () => {
    const { event, ticket } = await eventSelling();
    const priceId = ticket.prices[0]?.id ?? 0;
    await insertPromoCode(api, { eventId: event.id, code: "giusto" });
    for (let index = 0; index < 40; index++) {
      expect(
        (await order(event.id, priceId, ticket.product.id, `prova${index}`, "198.51.100.20")).status,
      ).toBe(422);
    }
    for (let index = 0; index < 20; index++) {
      expect(await validity(event.id, `altra${index}`, from("198.51.100.20"))).toBe(false);
    }
    const refused = await order(event.id, priceId, ticket.product.id, "giusto", "198.51.100.20");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: "promo_code_guesses" });
    const checked = await api.request(
      `/api/public/events/${event.id}/promo-codes/giusto`,
      from("198.51.100.20"),
    );
    expect(checked.status).toBe(429);
    // Another address still buys with it.
    expect((await order(event.id, priceId, ticket.product.id, "giusto", "198.51.100.21")).status).toBe(201);
  });

  it("never counts a right code: a buyer may check and use it again and again", async () => {
    const { event, ticket } = await eventSelling();
    const priceId = ticket.prices[0]?.id ?? 0;
    await insertPromoCode(api, { eventId: event.id, code: "giusto" });
    for (let index = 0; index < 35; index++) {
      expect(await validity(event.id, "GIUSTO", from("198.51.100.30"))).toBe(true);
      expect(await validity(event.id, " giusto ", from("198.51.100.30"))).toBe(true);
      const placed = await order(event.id, priceId, ticket.product.id, "giusto", "198.51.100.30");
      expect(placed.status, await placed.text()).toBe(201);
    }
  });

  it("slows a flood of unknown codes from many addresses at one event, and only at that event", async () => {
    const { event } = await eventSelling();
    const other = await eventSelling();
    await insertPromoCode(api, { eventId: event.id, code: "giusto" });
    await insertPromoCode(api, { eventId: other.event.id, code: "giusto" });
    // 300 unknown codes from 15 addresses, 20 each: every address stays well under its own 60.
    for (let index = 0; index < 300; index++) {
      const response = await api.request(
        `/api/public/events/${event.id}/promo-codes/prova${index}`,
        from(`203.0.113.${index % 15}`),
      );
      expect(response.status).toBe(200);
    }
    const fresh = await api.request(
      `/api/public/events/${event.id}/promo-codes/giusto`,
      from("203.0.113.99"),
    );
    expect(fresh.status).toBe(429);
    expect(
      (await api.request(`/api/public/events/${event.id}?promo_code=giusto`, from("203.0.113.98"))).status,
    ).toBe(429);
    expect(await validity(other.event.id, "giusto", from("203.0.113.99"))).toBe(true);
  });
});
