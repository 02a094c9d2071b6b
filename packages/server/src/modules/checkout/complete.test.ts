import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { attendees, orders, promoCodes, questionAnswers, questionProducts, questions } from "../../db/schema";
import { insertFixedFee } from "../../test/catalogue";
import { type TestApp, useTestApp } from "../../test/testApp";
import { insertProduct } from "../storefront/testFixtures";
import {
  asBuyer,
  eventWithTicket,
  insertReservation,
  quantitySold,
  setEventSettings,
  strangerSession,
} from "./completeTestFixtures";

type EventWithTicket = Awaited<ReturnType<typeof eventWithTicket>>;

interface Problem {
  message: string;
  errors?: Record<string, string[]>;
  codes?: Record<string, { code: string }[]>;
}

const buyer = {
  first_name: "Maria",
  last_name: "Rossi",
  email: "maria@example.com",
  email_confirmation: "maria@example.com",
};

const holder = (productId: number, priceId: number, name = "Luca", extra: Record<string, unknown> = {}) => ({
  product_id: productId,
  product_price_id: priceId,
  first_name: name,
  last_name: "Bianchi",
  email: `${name.toLowerCase()}@example.com`,
  email_confirmation: `${name.toLowerCase()}@example.com`,
  ...extra,
});

const path = (event: EventWithTicket, shortId: string) =>
  `/api/public/events/${event.event.id}/order/${shortId}`;

async function put(api: TestApp, event: EventWithTicket, shortId: string, session: string, body: unknown) {
  return api.request(path(event, shortId), asBuyer(session, "PUT", body));
}

/** A reservation of `quantity` tickets of the event's one price (25.00 unless the event's is free). */
async function reserve(api: TestApp, event: EventWithTicket, quantity = 2, price = 2500, extra = {}) {
  return insertReservation(api, {
    eventId: event.event.id,
    items: [{ productId: event.ticket.id, priceId: event.priceId, quantity, price }],
    ...extra,
  });
}

function codesOf(problem: Problem): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(problem.codes ?? {}).map(([field, reasons]) => [
      field,
      reasons.map((reason) => reason.code),
    ]),
  );
}

describe("PUT public/events/{id}/order/{shortId}", () => {
  const api = useTestApp();
  let paid: EventWithTicket;
  let free: EventWithTicket;
  beforeAll(async () => {
    paid = await eventWithTicket(api);
    free = await eventWithTicket(api, 0);
  });

  const twoHolders = () => [
    holder(paid.ticket.id, paid.priceId, "Luca"),
    holder(paid.ticket.id, paid.priceId, "Anna"),
  ];

  it("keeps a paid order RESERVED, awaiting payment, with one attendee per ticket awaiting it too", async () => {
    const { order, session } = await reserve(api, paid);
    const response = await put(api, paid, order.shortId, session, {
      order: { ...buyer, opted_into_marketing: true },
      products: twoHolders(),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: Record<string, unknown> & { attendees: Record<string, unknown>[] };
    };
    expect(data).toMatchObject({
      status: "RESERVED",
      payment_status: "AWAITING_PAYMENT",
      first_name: "Maria",
      email: "maria@example.com",
      is_payment_required: true,
      total_gross: 50,
    });
    expect(data.attendees.map((person) => [person.first_name, person.status])).toEqual([
      ["Luca", "AWAITING_PAYMENT"],
      ["Anna", "AWAITING_PAYMENT"],
    ]);
    for (const person of data.attendees) {
      expect(person.short_id).toMatch(/^a_[A-Za-z0-9]{13}$/);
      expect(person.public_id).toMatch(/^A-[A-Z]{7}$/);
      expect(person).not.toHaveProperty("ticket_code");
    }
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.optedIntoMarketingAt).toBeInstanceOf(Date);
    const secrets = await api.db
      .select({ secret: attendees.ticketSecret })
      .from(attendees)
      .where(eq(attendees.orderId, order.id));
    expect(new Set(secrets.map((row) => row.secret)).size).toBe(2);
    expect(await quantitySold(api, paid.priceId)).toBe(0);
  });

  it("replaces the details when they are given again", async () => {
    const { order, session } = await reserve(api, paid);
    await put(api, paid, order.shortId, session, { order: buyer, products: twoHolders() });
    const again = await put(api, paid, order.shortId, session, {
      order: { ...buyer, first_name: "Marta" },
      products: [holder(paid.ticket.id, paid.priceId, "Gino"), holder(paid.ticket.id, paid.priceId, "Anna")],
    });
    expect(again.status).toBe(200);
    const people = await api.db.select().from(attendees).where(eq(attendees.orderId, order.id));
    expect(people.map((person) => person.firstName).sort()).toEqual(["Anna", "Gino"]);
  });

  it("completes a free order at once: COMPLETED, no payment, attendees ACTIVE with tickets, units sold", async () => {
    const { order, session } = await reserve(api, free, 1, 0);
    const before = await quantitySold(api, free.priceId);
    const response = await put(api, free, order.shortId, session, {
      order: buyer,
      products: [holder(free.ticket.id, free.priceId)],
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: Record<string, unknown> & { attendees: Record<string, unknown>[] };
    };
    expect(data).toMatchObject({
      status: "COMPLETED",
      payment_status: "NO_PAYMENT_REQUIRED",
      is_free_order: true,
    });
    expect(data.attendees).toHaveLength(1);
    expect(data.attendees[0]).toMatchObject({ status: "ACTIVE", first_name: "Luca" });
    expect(data.attendees[0]?.ticket_code).toEqual(expect.any(String));
    expect(data.attendees[0]?.qr_code_svg).toContain("<svg");
    expect(await quantitySold(api, free.priceId)).toBe(before + 1);
  });

  it.each([
    ["another session", { session: "stranger" }, 403],
    ["no session at all", { session: "none" }, 403],
    ["an expired reservation", { reservedUntil: new Date(Date.now() - 1000) }, 409],
    ["an abandoned order", { status: "ABANDONED" }, 409],
    ["a completed order", { status: "COMPLETED" }, 409],
  ] as const)("refuses %s", async (_case, variant, status) => {
    const { session: who, ...extra } = variant as { session?: "stranger" | "none" };
    const { order, session } = await reserve(api, paid, 2, 2500, extra);
    const caller = who === "stranger" ? await strangerSession(api) : who === "none" ? "" : session;
    const init: RequestInit =
      caller === ""
        ? {
            method: "PUT",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ order: buyer, products: twoHolders() }),
          }
        : asBuyer(caller, "PUT", { order: buyer, products: twoHolders() });
    const response = await api.request(path(paid, order.shortId), init);
    expect(response.status).toBe(status);
    const people = await api.db.select().from(attendees).where(eq(attendees.orderId, order.id));
    expect(people).toHaveLength(0);
  });

  it("answers 404 for an unknown order and for an order of another event", async () => {
    const { order, session } = await reserve(api, paid);
    expect(
      (await put(api, paid, "o_unknownunknown", session, { order: buyer, products: twoHolders() })).status,
    ).toBe(404);
    expect(
      (await put(api, free, order.shortId, session, { order: buyer, products: twoHolders() })).status,
    ).toBe(404);
  });

  it.each([
    [
      "one entry for two tickets",
      () => [holder(paid.ticket.id, paid.priceId)],
      { products: ["attendees_mismatch"] },
    ],
    [
      "three entries for two tickets",
      () => [...twoHolders(), holder(paid.ticket.id, paid.priceId, "Ugo")],
      { products: ["attendees_mismatch"] },
    ],
    [
      "an entry for another price",
      () => [holder(paid.ticket.id, paid.priceId), holder(paid.ticket.id, free.priceId)],
      { products: ["attendees_mismatch"] },
    ],
    [
      "a holder without a name or email",
      () => [
        holder(paid.ticket.id, paid.priceId),
        { product_id: paid.ticket.id, product_price_id: paid.priceId },
      ],
      {
        "products.1.first_name": ["required"],
        "products.1.last_name": ["required"],
        "products.1.email": ["required"],
      },
    ],
    [
      "a holder whose email confirmation differs",
      () => [
        holder(paid.ticket.id, paid.priceId),
        holder(paid.ticket.id, paid.priceId, "Anna", { email_confirmation: "x@example.com" }),
      ],
      { "products.1.email_confirmation": ["emails_mismatch"] },
    ],
  ])("refuses %s with 422 on the field", async (_case, products, expected) => {
    const { order, session } = await reserve(api, paid);
    const response = await put(api, paid, order.shortId, session, { order: buyer, products: products() });
    expect(response.status).toBe(422);
    expect(codesOf((await response.json()) as Problem)).toEqual(expected);
  });

  it("refuses a buyer whose email confirmation differs, on order.email_confirmation", async () => {
    const { order, session } = await reserve(api, paid);
    const response = await put(api, paid, order.shortId, session, {
      order: { ...buyer, email_confirmation: "other@example.com" },
      products: twoHolders(),
    });
    expect(response.status).toBe(422);
    expect(codesOf((await response.json()) as Problem)).toEqual({
      "order.email_confirmation": ["emails_mismatch"],
    });
  });
});

describe("PUT public/events/{id}/order/{shortId}: the event's settings", () => {
  const api = useTestApp();

  it("makes each ticket holder a copy of the buyer when details are collected once per order", async () => {
    const event = await eventWithTicket(api);
    await setEventSettings(api, event.event.id, { attendee_details_collection_method: "PER_ORDER" });
    const { order, session } = await reserve(api, event);
    const response = await put(api, event, order.shortId, session, { order: buyer, products: [] });
    expect(response.status).toBe(200);
    const people = await api.db.select().from(attendees).where(eq(attendees.orderId, order.id));
    expect(people.map((person) => [person.firstName, person.lastName, person.email])).toEqual([
      ["Maria", "Rossi", "maria@example.com"],
      ["Maria", "Rossi", "maria@example.com"],
    ]);
  });

  it("requires a billing address when the event does, and keeps it", async () => {
    const event = await eventWithTicket(api);
    await setEventSettings(api, event.event.id, { require_billing_address: true });
    const { order, session } = await reserve(api, event, 1);
    const products = [holder(event.ticket.id, event.priceId)];
    const without = await put(api, event, order.shortId, session, { order: buyer, products });
    expect(without.status).toBe(422);
    expect(codesOf((await without.json()) as Problem)).toEqual({ "order.address": ["required"] });

    const address = {
      address_line_1: " Via Roma 1 ",
      city: "Milano",
      country: "IT",
      zip_or_postal_code: "20100",
    };
    const withAddress = await put(api, event, order.shortId, session, {
      order: { ...buyer, address },
      products,
    });
    expect(withAddress.status).toBe(200);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.address).toMatchObject({ address_line_1: "Via Roma 1", city: "Milano", country: "IT" });
  });
});

describe("PUT public/events/{id}/order/{shortId}: terms", () => {
  const api = useTestApp({ env: { APP_TERMS_URL: "https://tickets.varco.test/terms" } });

  it("requires the terms accepted when the deployment has terms, and stamps when", async () => {
    const event = await eventWithTicket(api);
    const { order, session } = await reserve(api, event, 1);
    const products = [holder(event.ticket.id, event.priceId)];
    for (const accepted of [undefined, false]) {
      const response = await put(api, event, order.shortId, session, {
        order: { ...buyer, accepted_terms: accepted },
        products,
      });
      expect(response.status).toBe(422);
      expect(codesOf((await response.json()) as Problem)).toEqual({
        "order.accepted_terms": ["terms_not_accepted"],
      });
    }
    const accepted = await put(api, event, order.shortId, session, {
      order: { ...buyer, accepted_terms: true },
      products,
    });
    expect(accepted.status).toBe(200);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
  });
});

describe("PUT public/events/{id}/order/{shortId}: questions", () => {
  const api = useTestApp();
  let event: EventWithTicket;
  let ids: Record<string, number>;
  let parking: { productId: number; priceId: number };

  async function ask(
    title: string,
    values: Partial<typeof questions.$inferInsert> & { type: (typeof questions.$inferInsert)["type"] },
    productIds: number[] = [],
  ) {
    const [row] = await api.db
      .insert(questions)
      .values({
        eventId: event.event.id,
        title,
        belongsTo: productIds.length ? "PRODUCT" : "ORDER",
        required: true,
        ...values,
      })
      .returning();
    if (!row) throw new Error("question insert returned nothing");
    if (productIds.length) {
      await api.db
        .insert(questionProducts)
        .values(productIds.map((productId) => ({ questionId: row.id, productId })));
    }
    return row.id;
  }

  beforeAll(async () => {
    event = await eventWithTicket(api);
    const general = await insertProduct(api, {
      eventId: event.event.id,
      categoryId: event.category.id,
      title: "Parking",
      productType: "GENERAL",
      prices: [{ price: 500 }],
    });
    parking = { productId: general.product.id, priceId: general.prices[0]?.id ?? 0 };
    ids = {
      company: await ask("Company", { type: "SINGLE_LINE_TEXT" }),
      notes: await ask("Notes", { type: "MULTI_LINE_TEXT", required: false }),
      meal: await ask("Meal", { type: "RADIO", options: ["Veg", "Meat"] }),
      size: await ask("Size", { type: "DROPDOWN", options: ["S", "M", "L"] }),
      days: await ask("Days", { type: "CHECKBOX", options: ["Mon", "Tue", "Wed"] }),
      birthday: await ask("Birthday", { type: "DATE" }),
      invoice: await ask("Invoice address", { type: "ADDRESS" }),
      secret: await ask("Internal", { type: "SINGLE_LINE_TEXT", isHidden: true }),
      diet: await ask("Diet", { type: "SINGLE_LINE_TEXT" }, [event.ticket.id]),
      plate: await ask("Plate", { type: "SINGLE_LINE_TEXT", required: false }, [parking.productId]),
    };
  });

  const address = { address_line_1: "Via Roma 1", city: "Milano", country: "IT" };

  function orderAnswers(overrides: Record<string, unknown> = {}) {
    const answers: Record<string, unknown> = {
      company: "ACME",
      notes: "",
      meal: "Veg",
      size: { answer: "M" },
      days: ["Mon", "Wed"],
      birthday: "1990-05-17",
      invoice: address,
      ...overrides,
    };
    return Object.entries(answers)
      .filter(([, response]) => response !== undefined)
      .map(([name, response]) => ({ question_id: ids[name] ?? 999_999, response }));
  }

  const ticketEntry = (diet: unknown = "Vegan") => ({
    ...holder(event.ticket.id, event.priceId),
    questions: diet === "left out" ? [] : [{ question_id: ids.diet, response: diet }],
  });

  async function completeWith(body: { order?: Record<string, unknown>; products?: unknown[] }) {
    const { order, session } = await insertReservation(api, {
      eventId: event.event.id,
      items: [
        { productId: event.ticket.id, priceId: event.priceId, quantity: 1, price: 2500 },
        {
          productId: parking.productId,
          priceId: parking.priceId,
          quantity: 1,
          price: 500,
          productType: "GENERAL",
        },
      ],
    });
    const response = await put(api, event, order.shortId, session, {
      order: { ...buyer, questions: orderAnswers(), ...body.order },
      products: body.products ?? [ticketEntry()],
    });
    return { response, order };
  }

  it("keeps every type's valid answer, skips hidden questions and empty optional answers", async () => {
    const { response, order } = await completeWith({
      products: [
        ticketEntry(),
        {
          product_id: parking.productId,
          product_price_id: parking.priceId,
          questions: [{ question_id: ids.plate, response: "AB123CD" }],
        },
      ],
    });
    expect(response.status).toBe(200);
    const stored = await api.db.select().from(questionAnswers).where(eq(questionAnswers.orderId, order.id));
    const byQuestion = Object.fromEntries(stored.map((row) => [row.questionId, row]));
    expect(byQuestion[ids.company ?? 0]?.answer).toBe("ACME");
    expect(byQuestion[ids.meal ?? 0]?.answer).toBe("Veg");
    expect(byQuestion[ids.size ?? 0]?.answer).toBe("M");
    expect(byQuestion[ids.days ?? 0]?.answer).toEqual(["Mon", "Wed"]);
    expect(byQuestion[ids.birthday ?? 0]?.answer).toBe("1990-05-17");
    expect(byQuestion[ids.invoice ?? 0]?.answer).toMatchObject(address);
    expect(byQuestion[ids.notes ?? 0]).toBeUndefined();
    expect(byQuestion[ids.diet ?? 0]).toMatchObject({ answer: "Vegan", productId: event.ticket.id });
    expect(byQuestion[ids.diet ?? 0]?.attendeeId).toEqual(expect.any(Number));
    expect(byQuestion[ids.plate ?? 0]).toMatchObject({
      answer: "AB123CD",
      productId: parking.productId,
      attendeeId: null,
    });
    expect(stored).toHaveLength(8);
  });

  it("ignores an answer to a hidden question", async () => {
    const { response, order } = await completeWith({
      order: { questions: orderAnswers({ secret: "peek" }) },
    });
    expect(response.status).toBe(200);
    const stored = await api.db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.questionId, ids.secret ?? 0));
    expect(stored.filter((row) => row.orderId === order.id)).toHaveLength(0);
  });

  // Order answers are sent in this order: company, notes, meal, size, days, birthday, invoice[, extra].
  it.each([
    ["a required text left blank", { company: "  " }, "order.questions.0.response", "answer_required"],
    ["a required question left out", { company: undefined }, "order.questions", "answer_required"],
    [
      "a radio answer not among the options",
      { meal: "Fish" },
      "order.questions.2.response",
      "answer_not_an_option",
    ],
    [
      "a dropdown answer not among the options",
      { size: "XXL" },
      "order.questions.3.response",
      "answer_not_an_option",
    ],
    [
      "two answers to a radio question",
      { meal: ["Veg", "Meat"] },
      "order.questions.2.response",
      "answer_wrong_kind",
    ],
    [
      "a checkbox option not offered",
      { days: ["Mon", "Sun"] },
      "order.questions.4.response",
      "answer_not_an_option",
    ],
    [
      "an address to a checkbox question",
      { days: address },
      "order.questions.4.response",
      "answer_wrong_kind",
    ],
    [
      "a date that does not exist",
      { birthday: "2026-02-30" },
      "order.questions.5.response",
      "answer_not_a_date",
    ],
    ["a date in words", { birthday: "next Friday" }, "order.questions.5.response", "answer_not_a_date"],
    [
      "text to an address question",
      { invoice: "Via Roma 1, Milano" },
      "order.questions.6.response",
      "answer_wrong_kind",
    ],
    ["a question of no one", { extra: "hello" }, "order.questions.7.response", "question_unknown"],
  ])("refuses %s on its path", async (_case, overrides, field, code) => {
    const { response, order } = await completeWith({ order: { questions: orderAnswers(overrides) } });
    expect(response.status).toBe(422);
    expect(codesOf((await response.json()) as Problem)).toEqual({ [field]: [code] });
    expect(
      await api.db.select().from(questionAnswers).where(eq(questionAnswers.orderId, order.id)),
    ).toHaveLength(0);
  });

  it("refuses an answer longer than 255 characters", async () => {
    const { response } = await completeWith({
      order: { questions: orderAnswers({ company: "x".repeat(256) }) },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(codesOf((await response.json()) as Problem))[0]).toMatch(
      /^order\.questions\.0\.response/,
    );
  });

  it.each([
    [
      "a required product question left blank",
      () => [ticketEntry("")],
      "products.0.questions.0.response",
      "answer_required",
    ],
    [
      "a required product question left out",
      () => [ticketEntry("left out")],
      "products.0.questions",
      "answer_required",
    ],
    [
      "a product question on a product it is not asked for",
      () => [
        ticketEntry(),
        {
          product_id: parking.productId,
          product_price_id: parking.priceId,
          questions: [{ question_id: ids.diet, response: "Vegan" }],
        },
      ],
      "products.1.questions.0.response",
      "question_unknown",
    ],
  ])("refuses %s on its path", async (_case, products, field, code) => {
    const { response } = await completeWith({ products: products() });
    expect(response.status).toBe(422);
    expect(codesOf((await response.json()) as Problem)).toEqual({ [field]: [code] });
  });
});

describe("A 100% promo code on a product with a fixed fee", () => {
  const api = useTestApp();

  it("makes the order free (no fee on a zero-priced unit) and completes it with the details", async () => {
    const event = await eventWithTicket(api);
    const fee = await insertFixedFee(api, event.account.id, "Booking fee", 1.5);
    const { product, prices } = await insertProduct(api, {
      eventId: event.event.id,
      categoryId: event.category.id,
      title: "Gallery",
      prices: [{ price: 4000 }],
      taxAndFeeIds: [fee.id],
    });
    const priceId = prices[0]?.id ?? 0;
    await api.db
      .insert(promoCodes)
      .values({ eventId: event.event.id, code: "guest", discountType: "PERCENTAGE", discount: 10_000 });

    const reserved = await api.request(`/api/public/events/${event.event.id}/order`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        products: [{ product_id: product.id, quantities: [{ price_id: priceId, quantity: 2 }] }],
        promo_code: "GUEST",
      }),
    });
    expect(reserved.status).toBe(201);
    const { data: order } = (await reserved.json()) as {
      data: {
        short_id: string;
        session_identifier: string;
        total_gross: number;
        total_fee: number;
        is_payment_required: boolean;
      };
    };
    expect(order).toMatchObject({ total_gross: 0, total_fee: 0, is_payment_required: false });

    const before = await quantitySold(api, priceId);
    const completed = await api.request(
      `/api/public/events/${event.event.id}/order/${order.short_id}`,
      asBuyer(order.session_identifier, "PUT", {
        order: buyer,
        products: [holder(product.id, priceId, "Luca"), holder(product.id, priceId, "Anna")],
      }),
    );
    expect(completed.status).toBe(200);
    const { data } = (await completed.json()) as {
      data: { status: string; payment_status: string; attendees: { status: string }[] };
    };
    expect(data).toMatchObject({ status: "COMPLETED", payment_status: "NO_PAYMENT_REQUIRED" });
    expect(data.attendees.map((person) => person.status)).toEqual(["ACTIVE", "ACTIVE"]);
    expect(await quantitySold(api, priceId)).toBe(before + 2);
  });
});
