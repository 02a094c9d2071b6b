import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, orders, productPrices, waitlistEntries } from "../../db/schema";
import { bearer, jsonBody, registerOwner } from "../../test/accounts";
import { eventWithCategory } from "../../test/catalogue";
import { testAppUrl, useTestApp } from "../../test/testApp";
import { asBuyer, setEventSettings } from "../checkout/completeTestFixtures";
import { line, newSession, reserve } from "../checkout/testFixtures";
import { postAs, sold } from "../orders/testFixtures";
import { sweepWaitlist } from "./service";

/**
 * The waitlist (docs/rules/waitlist.md) on PGlite and PostgreSQL: joining a sold-out price, a
 * freed unit going to the first person waiting and not to buyers racing for it, offers taken up
 * through the ordinary checkout, offers running out and passing on, the organiser's hand.
 */
const api = useTestApp();

interface Problem {
  message: string;
  code?: string;
  codes?: Record<string, { code: string }[]>;
}

const buyer = {
  first_name: "Maria",
  last_name: "Rossi",
  email: "maria@example.com",
  email_confirmation: "maria@example.com",
};

/** A live event with a free ticket of one place whose waitlist is on, and its owner. */
async function soldOutShow({ places = 1, waitlist = true } = {}) {
  const fixture = await eventWithCategory(api);
  const { product, prices } = await fixture.addProduct({
    title: "Gallery",
    priceType: "FREE",
    waitlistEnabled: waitlist,
    prices: [{ price: 0, initialQuantityAvailable: places }],
  });
  const price = prices[0];
  if (!price) throw new Error("no price");
  return { ...fixture, product, price };
}
type Show = Awaited<ReturnType<typeof soldOutShow>>;

/** A buyer's order of the show's ticket, completed through the checkout; answers its id. */
async function buyTicket(show: Show, email = "maria@example.com"): Promise<number> {
  const session = await newSession(api);
  const reserved = await reserve(api, show.event.id, [line(show.product.id, show.price.id, 1)], { session });
  expect(reserved.status).toBe(201);
  const { data } = (await reserved.json()) as { data: { short_id: string } };
  await completeAs(show, data.short_id, session, email);
  const [order] = await api.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.shortId, data.short_id));
  return order?.id ?? 0;
}

/** The buyer's details for a reserved order of the free ticket: it completes. */
async function completeAs(show: Show, shortId: string, session: string, email = "maria@example.com") {
  const completed = await api.request(
    `/api/public/events/${show.event.id}/order/${shortId}`,
    asBuyer(session, "PUT", {
      order: { ...buyer, email, email_confirmation: email },
      products: [
        {
          ...buyer,
          email,
          email_confirmation: email,
          product_id: show.product.id,
          product_price_id: show.price.id,
        },
      ],
    }),
  );
  expect(completed.status).toBe(200);
  expect(((await completed.json()) as { data: { status: string } }).data.status).toBe("COMPLETED");
}

function join(show: Show, body: Record<string, unknown>) {
  return api.request(
    `/api/public/events/${show.event.id}/waitlist`,
    jsonBody({ product_price_id: show.price.id, first_name: "Anna", ...body }),
  );
}

async function joined(show: Show, email: string, first_name = "Anna") {
  const response = await join(show, { email, first_name });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number; position: number; status: string } }).data;
}

/** Everyone on the show's waitlist, in line order, as the database has them. */
function entriesOf(show: Show) {
  return api.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.eventId, show.event.id))
    .orderBy(waitlistEntries.position);
}

const tokenOf = async (entryId: number) =>
  (await api.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)))[0]?.token ?? "";

/** The mails of one template queued to one address. */
const mailsTo = (to: string, template: string) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toEmail, to), eq(mailOutbox.template, template as never)));

async function cancelOrder(show: Show, orderId: number) {
  const cancelled = await api.request(
    `/api/events/${show.event.id}/orders/${orderId}/cancel`,
    postAs(show.token),
  );
  expect(cancelled.status).toBe(200);
}

const sweep = (now = new Date()) => sweepWaitlist(api.db, { appUrl: testAppUrl, now });

describe("joining the waitlist", () => {
  it("opens only when the price is sold out, keeps people in line, refuses a second place for an address", async () => {
    const show = await soldOutShow();
    const early = await join(show, { email: "early@example.com" });
    expect(early.status).toBe(422);
    expect(((await early.json()) as Problem).codes?.product_price_id?.[0]?.code).toBe("waitlist_not_open");

    await buyTicket(show);
    const anna = await joined(show, "anna@example.com");
    const luca = await joined(show, "luca@example.com", "Luca");
    expect([anna.status, anna.position, luca.position]).toEqual(["WAITING", 1, 2]);

    const again = await join(show, { email: "ANNA@example.com" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Problem).code).toBe("waitlist_already_joined");

    const [mail] = await mailsTo("anna@example.com", "waitlist_joined");
    const token = await tokenOf(anna.id);
    expect(mail?.payload).toMatchObject({
      position: 1,
      entry_url: `${testAppUrl}/waitlist/${show.event.id}/${token}`,
    });
    const page = await api.request(`/api/public/events/${show.event.id}/waitlist/${token}`);
    const lucaPage = await api.request(
      `/api/public/events/${show.event.id}/waitlist/${await tokenOf(luca.id)}`,
    );
    expect(((await page.json()) as { data: unknown }).data).toMatchObject({
      status: "WAITING",
      waiting_ahead: 0,
    });
    expect(((await lucaPage.json()) as { data: unknown }).data).toMatchObject({ waiting_ahead: 1 });
    expect((await api.request(`/api/public/events/${show.event.id}/waitlist/nosuchtoken`)).status).toBe(404);
  });

  it("is refused for a product without a waitlist and checks its fields", async () => {
    const show = await soldOutShow({ waitlist: false });
    await buyTicket(show);
    const refused = await join(show, { email: "anna@example.com" });
    expect(refused.status).toBe(422);
    const invalid = await join(show, { email: "not an address", first_name: "" });
    expect(invalid.status).toBe(422);
    expect(Object.keys(((await invalid.json()) as Problem).codes ?? {}).sort()).toEqual([
      "email",
      "first_name",
    ]);
    expect(await entriesOf(show)).toHaveLength(0);
  });
});

describe("a freed ticket", { timeout: 120_000 }, () => {
  it("a cancelled ticket, ten buyers and three people waiting: the first person waiting gets the offer, no buyer gets the ticket", async () => {
    const show = await soldOutShow();
    const orderId = await buyTicket(show);
    const [first, second, third] = [
      await joined(show, "first@example.com", "Prima"),
      await joined(show, "second@example.com", "Seconda"),
      await joined(show, "third@example.com", "Terza"),
    ];
    await cancelOrder(show, orderId);
    expect(await sold(api, show.price.id)).toBe(0);

    // Ten buyers race the sweep for the freed ticket.
    const [outcomes] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, () =>
          reserve(api, show.event.id, [line(show.product.id, show.price.id, 1)]).then((r) => r.status),
        ),
      ),
      sweep(),
    ]);
    expect(outcomes).toEqual(Array(10).fill(422));
    await sweep();
    const entries = await entriesOf(show);
    expect(entries.map((entry) => [entry.id, entry.status])).toEqual([
      [first?.id, "OFFERED"],
      [second?.id, "WAITING"],
      [third?.id, "WAITING"],
    ]);
    const [offerMail] = await mailsTo("first@example.com", "waitlist_offer");
    expect(offerMail?.payload).toMatchObject({ offer_expires_at: entries[0]?.offerExpiresAt?.toISOString() });
    expect(await mailsTo("second@example.com", "waitlist_offer")).toHaveLength(0);

    // The offer is taken up through the ordinary checkout.
    const session = await newSession(api);
    const token = await tokenOf(first?.id ?? 0);
    const claimed = await api.request(
      `/api/public/events/${show.event.id}/waitlist/${token}/claim`,
      asBuyer(session, "POST"),
    );
    expect([claimed.status, claimed.status === 200 ? "" : await claimed.clone().text()]).toEqual([200, ""]);
    const { data: claim } = (await claimed.json()) as {
      data: { order_short_id: string; reserved_until: string };
    };
    expect(claim.reserved_until).toBe(entries[0]?.offerExpiresAt?.toISOString());
    // Still nothing for ordinary buyers while the offer's reservation runs.
    expect((await reserve(api, show.event.id, [line(show.product.id, show.price.id, 1)])).status).toBe(422);
    await completeAs(show, claim.order_short_id, session, "first@example.com");
    const [taken] = await api.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, first?.id ?? 0));
    expect(taken?.status).toBe("PURCHASED");
    expect(await sold(api, show.price.id)).toBe(1);
    await sweep();
    expect((await entriesOf(show)).map((entry) => entry.status)).toEqual(["PURCHASED", "WAITING", "WAITING"]);
  });

  it("an offer not taken in time expires and passes to the next person", async () => {
    const show = await soldOutShow();
    const orderId = await buyTicket(show);
    const first = await joined(show, "first@example.com", "Prima");
    const second = await joined(show, "second@example.com", "Seconda");
    await cancelOrder(show, orderId);
    expect(await sweep()).toBe(1);
    // The offer's time runs out.
    await api.db
      .update(waitlistEntries)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(waitlistEntries.id, first.id));
    const token = await tokenOf(first.id);
    const late = await api.request(`/api/public/events/${show.event.id}/waitlist/${token}/claim`, {
      method: "POST",
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as Problem).code).toBe("waitlist_offer_closed");

    expect(await sweep()).toBe(1);
    expect((await entriesOf(show)).map((entry) => [entry.id, entry.status])).toEqual([
      [first.id, "OFFER_EXPIRED"],
      [second.id, "OFFERED"],
    ]);
    expect(await mailsTo("first@example.com", "waitlist_offer_expired")).toHaveLength(1);
    expect(await mailsTo("second@example.com", "waitlist_offer")).toHaveLength(1);
    // Each offer goes out once: sweeping again offers nothing more.
    expect(await sweep()).toBe(0);
    expect(await mailsTo("second@example.com", "waitlist_offer")).toHaveLength(1);
  });

  it("a declined offer passes on; more stock goes to the people waiting first", async () => {
    const show = await soldOutShow();
    const orderId = await buyTicket(show);
    const first = await joined(show, "first@example.com", "Prima");
    const second = await joined(show, "second@example.com", "Seconda");
    const third = await joined(show, "third@example.com", "Terza");
    await cancelOrder(show, orderId);
    await sweep();
    const declined = await api.request(
      `/api/public/events/${show.event.id}/waitlist/${await tokenOf(first.id)}`,
      {
        method: "DELETE",
      },
    );
    expect(declined.status).toBe(204);
    await sweep();
    expect((await entriesOf(show)).map((entry) => entry.status)).toEqual(["CANCELLED", "OFFERED", "WAITING"]);

    // Two more places: one for the third person, one for ordinary buyers.
    await api.db
      .update(productPrices)
      .set({ initialQuantityAvailable: 3 })
      .where(eq(productPrices.id, show.price.id));
    expect((await reserve(api, show.event.id, [line(show.product.id, show.price.id, 2)])).status).toBe(422);
    await sweep();
    expect((await entriesOf(show)).map((entry) => entry.status)).toEqual(["CANCELLED", "OFFERED", "OFFERED"]);
    expect((await reserve(api, show.event.id, [line(show.product.id, show.price.id, 1)])).status).toBe(201);
    expect((await reserve(api, show.event.id, [line(show.product.id, show.price.id, 1)])).status).toBe(422);
    expect(third.position).toBe(3);
    expect(second.position).toBe(2);
  });

  it("an offer claimed in a second browser moves its one unit there", async () => {
    const show = await soldOutShow();
    const orderId = await buyTicket(show);
    const first = await joined(show, "first@example.com", "Prima");
    await cancelOrder(show, orderId);
    await sweep();
    const path = `/api/public/events/${show.event.id}/waitlist/${await tokenOf(first.id)}/claim`;
    const phone = await newSession(api);
    const laptop = await newSession(api);
    const onPhone = (await (await api.request(path, asBuyer(phone, "POST"))).json()) as {
      data: { order_short_id: string };
    };
    expect((await api.request(path, asBuyer(laptop, "POST"))).status).toBe(200);
    const [phoneOrder] = await api.db
      .select()
      .from(orders)
      .where(eq(orders.shortId, onPhone.data.order_short_id));
    expect(phoneOrder?.status).toBe("ABANDONED");
    const live = await api.db
      .select()
      .from(orders)
      .where(and(eq(orders.eventId, show.event.id), eq(orders.status, "RESERVED")));
    expect(live).toHaveLength(1);
  });
});

describe("the organiser's waitlist", () => {
  it("lists in line order, counts, offers by hand and removes; another account sees nothing", async () => {
    const show = await soldOutShow({ places: 1 });
    await setEventSettings(api, show.event.id, { waitlist_auto_process: false });
    const orderId = await buyTicket(show);
    const first = await joined(show, "first@example.com", "Prima");
    const second = await joined(show, "second@example.com", "Seconda");
    const base = `/api/events/${show.event.id}/waitlist`;
    const asOwner = (init: RequestInit = {}) => ({
      ...init,
      headers: { ...(init.headers as object), authorization: `Bearer ${show.token}` },
    });

    const list = (await (await api.request(base, asOwner())).json()) as {
      data: { id: number; product: { title: string }; status: string }[];
      meta: { total: number };
    };
    expect(list.data.map((entry) => entry.id)).toEqual([first.id, second.id]);
    expect(list.data[0]?.product.title).toBe("Gallery");

    const offer = (body: unknown) => api.request(`${base}/offer-next`, asOwner(jsonBody(body)));
    const full = await offer({ product_price_id: show.price.id });
    expect(full.status).toBe(409);
    expect(((await full.json()) as Problem).code).toBe("waitlist_no_capacity");

    await cancelOrder(show, orderId);
    // Automatic offers are off: the sweep leaves the freed ticket to the organiser.
    expect(await sweep()).toBe(0);
    const stats = (await (await api.request(`${base}/stats`, asOwner())).json()) as {
      waiting: number;
      products: { product_price_id: number; waiting: number; available: number | null }[];
    };
    expect(stats.waiting).toBe(2);
    expect(stats.products).toEqual([
      expect.objectContaining({ product_price_id: show.price.id, waiting: 2, offered: 0, available: 1 }),
    ]);

    const bySecond = await offer({ entry_id: second.id });
    expect(bySecond.status).toBe(200);
    expect(((await bySecond.json()) as { data: { id: number; status: string }[] }).data).toEqual([
      expect.objectContaining({ id: second.id, status: "OFFERED" }),
    ]);
    const none = await offer({ product_price_id: show.price.id, quantity: 5 });
    expect(((await none.json()) as Problem).code).toBe("waitlist_no_capacity");
    const twice = await offer({ entry_id: second.id });
    expect(((await twice.json()) as Problem).code).toBe("waitlist_entry_not_offerable");
    const invalid = await offer({ quantity: 51 });
    expect(invalid.status).toBe(422);

    expect((await api.request(`${base}/${second.id}`, asOwner({ method: "DELETE" }))).status).toBe(204);
    expect((await api.request(`${base}/${second.id}`, asOwner({ method: "DELETE" }))).status).toBe(409);
    const handed = await offer({ product_price_id: show.price.id, quantity: 5 });
    expect(((await handed.json()) as { data: { id: number }[] }).data.map((entry) => entry.id)).toEqual([
      first.id,
    ]);

    const stranger = await registerOwner(api);
    for (const path of [base, `${base}/stats`])
      expect((await api.request(path, bearer(stranger.token))).status).toBe(404);
    const foreign = await api.request(`${base}/offer-next`, {
      ...jsonBody({ entry_id: first.id }),
      headers: { "content-type": "application/json", authorization: `Bearer ${stranger.token}` },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await api.request(`${base}/${first.id}`, { ...bearer(stranger.token), method: "DELETE" })).status,
    ).toBe(404);
  });
});

describe("joins and leaves from one address", () => {
  const limited = useTestApp({ env: { TRUSTED_PROXY_COUNT: "1" } });
  it("are limited to 10 a minute, then 429 with Retry-After; another address goes on", async () => {
    const joinFrom = (ip: string) =>
      limited.request("/api/public/events/999999/waitlist", {
        ...jsonBody({ product_price_id: 1, email: "anna@example.com", first_name: "Anna" }),
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await joinFrom("203.0.113.9")).status).toBe(404);
    const refused = await joinFrom("203.0.113.9");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await joinFrom("203.0.113.10")).status).toBe(404);
  });
});
