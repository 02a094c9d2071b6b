import { attendeeSchema, paginatedSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  attendees,
  eventStatistics,
  mailOutbox,
  orderItems,
  orders,
  productPrices,
  questionAnswers,
  questionProducts,
  questions,
} from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import { walkInBody } from "../../test/activityFixtures";
import { insertPercentageTax } from "../../test/catalogue";
import { useTestApp } from "../../test/testApp";
import { authed } from "../events/testFixtures";
import { insertCapacity, insertProduct } from "../storefront/testFixtures";
import { insertOrder, type OrderFixture, type TicketedEvent, ticketedEvent } from "../tickets/testFixtures";

const api = useTestApp();
const envelope = z.object({ data: attendeeSchema });
const page = paginatedSchema(attendeeSchema);
const errorBody = z.object({
  message: z.string(),
  codes: z.record(z.string(), z.array(z.object({ code: z.string() }).loose())).optional(),
});

const base = (eventId: number) => `/api/events/${eventId}/attendees`;

/** Units of the event's Stalls left to sell: its quantity less what is sold (no reservations here). */
async function unitsLeftOf(event: TicketedEvent): Promise<number> {
  const [price] = await api.db.select().from(productPrices).where(eq(productPrices.id, event.price.id));
  if (!price || price.initialQuantityAvailable === null) throw new Error("the price has no quantity");
  return price.initialQuantityAvailable - price.quantitySold;
}

/** An event whose Stalls have `quantity` units, with an order of the holders given, its units sold. */
async function eventWithStock(quantity: number) {
  const event = await ticketedEvent(api);
  await api.db
    .update(productPrices)
    .set({ initialQuantityAvailable: quantity })
    .where(eq(productPrices.id, event.price.id));
  return event;
}

/** An order as the checkout leaves it: its attendees and its units sold (cancelled holders' returned). */
async function soldOrder(event: TicketedEvent, fixture: OrderFixture) {
  const sold = await insertOrder(api, event, fixture);
  const units = sold.attendees.filter((attendee) => attendee.status !== "CANCELLED").length;
  const [price] = await api.db.select().from(productPrices).where(eq(productPrices.id, event.price.id));
  await api.db
    .update(productPrices)
    .set({ quantitySold: (price?.quantitySold ?? 0) + units })
    .where(eq(productPrices.id, event.price.id));
  return sold;
}

const holder = (firstName: string, status: "ACTIVE" | "CANCELLED" = "ACTIVE") => ({
  firstName,
  lastName: "Verdi",
  email: `${firstName.toLowerCase()}@example.com`,
  status,
});

function patchStatus(event: TicketedEvent, attendeeId: number, status: string) {
  return api.request(`${base(event.event.id)}/${attendeeId}`, authed(event.token, "PATCH", { status }));
}

/** PATCHes the attendee's status, which must be accepted: the status it reads back. */
async function statusAfterPatch(event: TicketedEvent, attendeeId: number, status: string) {
  const response = await patchStatus(event, attendeeId, status);
  expect(response.status).toBe(200);
  return envelope.parse(await response.json()).data.status;
}

/** Re-activating the attendee is refused, no unit being left: 422 capacity_exceeded, still CANCELLED. */
async function expectNoRoomToReactivate(event: TicketedEvent, attendeeId: number) {
  const refused = await patchStatus(event, attendeeId, "ACTIVE");
  expect(refused.status).toBe(422);
  expect(errorBody.parse(await refused.json()).codes?.status?.[0]?.code).toBe("capacity_exceeded");
  expect(await statusOf(attendeeId)).toBe("CANCELLED");
}

/** The mails queued since the outbox was emptied, but the new owners' address confirmations. */
async function queuedMails() {
  const rows = await api.db.select().from(mailOutbox);
  return rows.filter((mail) => mail.template !== "email_verification");
}

async function statusOf(attendeeId: number) {
  const [row] = await api.db.select().from(attendees).where(eq(attendees.id, attendeeId));
  return row?.status;
}

describe("GET /api/events/{id}/attendees", () => {
  it("lists the sold attendees with product, tier and order number; searches, filters, sorts and pages", async () => {
    const event = await ticketedEvent(api);
    const first = await insertOrder(api, event, {
      holders: [holder("Anna"), holder("Bruno", "CANCELLED")],
    });
    const second = await insertOrder(api, event, {
      status: "AWAITING_OFFLINE_PAYMENT",
      paymentStatus: "AWAITING_OFFLINE_PAYMENT",
      holders: [
        { firstName: "Carla", lastName: "Bianchi", email: "carla@example.org", status: "AWAITING_PAYMENT" },
      ],
    });
    // A reservation's attendee is nobody's yet: never listed.
    await insertOrder(api, event, { status: "RESERVED", paymentStatus: null, holders: [holder("Dario")] });

    const all = page.parse(await (await api.request(base(event.event.id), authed(event.token))).json());
    expect(all.meta.total).toBe(3);
    expect(all.data.map((row) => row.first_name).sort()).toEqual(["Anna", "Bruno", "Carla"]);
    const anna = all.data.find((row) => row.first_name === "Anna");
    expect(anna?.product).toMatchObject({ id: event.product.id, title: "Stalls" });
    expect(anna?.product_price).toEqual({ id: event.price.id, label: "Front row", price: 25 });
    expect(anna?.order).toMatchObject({ public_id: first.order.publicId, status: "COMPLETED" });

    const list = async (query: string) => {
      const response = await api.request(`${base(event.event.id)}?${query}`, authed(event.token));
      expect(response.status).toBe(200);
      return page.parse(await response.json());
    };
    // Search: name (first, last, full), email, ticket number, order number.
    expect((await list("query=bianchi")).data.map((row) => row.first_name)).toEqual(["Carla"]);
    expect((await list("query=anna%20verdi")).data.map((row) => row.first_name)).toEqual(["Anna"]);
    expect((await list("query=CARLA@EXAMPLE")).data.map((row) => row.first_name)).toEqual(["Carla"]);
    const bruno = first.attendees.find((row) => row.firstName === "Bruno");
    expect((await list(`query=${bruno?.publicId}`)).data.map((row) => row.first_name)).toEqual(["Bruno"]);
    expect((await list(`query=${second.order.publicId}`)).data.map((row) => row.first_name)).toEqual([
      "Carla",
    ]);
    // Filters.
    expect((await list("filter_fields[status][eq]=CANCELLED")).data.map((row) => row.first_name)).toEqual([
      "Bruno",
    ]);
    expect((await list(`filter_fields[product_id][eq]=${event.product.id}`)).meta.total).toBe(3);
    expect((await list("filter_fields[product_id][eq]=999999")).meta.total).toBe(0);
    // Sorting and pages.
    const byName = await list("sort_by=first_name&sort_direction=asc&per_page=2");
    expect(byName.data.map((row) => row.first_name)).toEqual(["Anna", "Bruno"]);
    expect(byName.meta.last_page).toBe(2);
    const secondPage = await list("sort_by=first_name&sort_direction=asc&per_page=2&page=2");
    expect(secondPage.data.map((row) => row.first_name)).toEqual(["Carla"]);
    expect((await list("sort_by=last_name&sort_direction=desc")).data[0]?.first_name).not.toBe("Carla");
    // What a list does not offer is a 422 naming the parameter.
    const wrong = await api.request(`${base(event.event.id)}?sort_by=secret`, authed(event.token));
    expect(wrong.status).toBe(422);
    expect(errorBody.parse(await wrong.json()).codes?.sort_by?.[0]?.code).toBe("sort_not_offered");
  });

  it("answers 404 for another account's event and for its attendees", async () => {
    const event = await ticketedEvent(api);
    const { attendees: rows } = await insertOrder(api, event, { holders: [holder("Anna")] });
    const stranger = await registerOwner(api);
    const attendeeId = rows[0]?.id;
    expect((await api.request(base(event.event.id), authed(stranger.token))).status).toBe(404);
    for (const [method, path, body] of [
      ["GET", `${base(event.event.id)}/${attendeeId}`, undefined],
      ["PATCH", `${base(event.event.id)}/${attendeeId}`, { status: "CANCELLED" }],
      [
        "PUT",
        `${base(event.event.id)}/${attendeeId}`,
        {
          email: "x@example.com",
          first_name: "X",
          last_name: "Y",
          product_id: event.product.id,
          product_price_id: event.price.id,
        },
      ],
      ["POST", `${base(event.event.id)}/${attendeeId}/resend-ticket`, undefined],
    ] as const) {
      const response = await api.request(path, authed(stranger.token, method, body));
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await statusOf(attendeeId ?? 0)).toBe("ACTIVE");
    // The owner's own attendee under another of their events is not found either.
    const other = await ticketedEvent(api, "Another night");
    const response = await api.request(`${base(other.event.id)}/${attendeeId}`, authed(other.token));
    expect(response.status).toBe(404);
  });
});

describe("GET and PUT /api/events/{id}/attendees/{attendeeId}", () => {
  it("reads one attendee with its answers and order; edits its name, email and answers, refusing a wrong answer on its field", async () => {
    const event = await ticketedEvent(api);
    const { order, attendees: rows } = await insertOrder(api, event, { holders: [holder("Anna")] });
    const attendee = rows[0];
    if (!attendee) throw new Error("no attendee");
    const [question] = await api.db
      .insert(questions)
      .values({
        eventId: event.event.id,
        title: "Menu",
        type: "RADIO",
        belongsTo: "PRODUCT",
        options: ["Meat", "Vegetarian"],
        required: true,
      })
      .returning();
    if (!question) throw new Error("no question");
    await api.db.insert(questionProducts).values({ questionId: question.id, productId: event.product.id });
    await api.db.insert(questionAnswers).values({
      questionId: question.id,
      orderId: order.id,
      attendeeId: attendee.id,
      productId: event.product.id,
      answer: "Meat",
    });
    const path = `${base(event.event.id)}/${attendee.id}`;

    const read = envelope.parse(await (await api.request(path, authed(event.token))).json()).data;
    expect(read.order?.public_id).toBe(order.publicId);
    expect(read.question_answers).toEqual([
      expect.objectContaining({
        question_id: question.id,
        title: "Menu",
        answer: "Meat",
        text_answer: "Meat",
      }),
    ]);

    const edit = (body: Record<string, unknown>) =>
      api.request(
        path,
        authed(event.token, "PUT", {
          email: "anna.verdi@example.com",
          first_name: "Annalisa",
          last_name: "Verdi",
          product_id: event.product.id,
          product_price_id: event.price.id,
          ...body,
        }),
      );
    const refused = await edit({ questions: [{ question_id: question.id, response: { answer: "Fish" } }] });
    expect(refused.status).toBe(422);
    expect(errorBody.parse(await refused.json()).codes).toEqual({
      "questions.0.response": [expect.objectContaining({ code: "answer_not_an_option" })],
    });
    const missing = await edit({ questions: [] });
    expect(missing.status).toBe(422);
    expect(Object.keys(errorBody.parse(await missing.json()).codes ?? {})).toEqual(["questions"]);
    const otherProduct = await edit({ product_id: event.product.id + 1000 });
    expect(otherProduct.status).toBe(422);
    expect(errorBody.parse(await otherProduct.json()).codes?.product_id?.[0]?.code).toBe(
      "attendee_product_fixed",
    );
    // Nothing of a refused edit was kept.
    expect(await statusOf(attendee.id)).toBe("ACTIVE");
    const [unchanged] = await api.db.select().from(attendees).where(eq(attendees.id, attendee.id));
    expect(unchanged?.firstName).toBe("Anna");

    const saved = await edit({
      questions: [{ question_id: question.id, response: { answer: "Vegetarian" } }],
    });
    expect(saved.status).toBe(200);
    const edited = envelope.parse(await saved.json()).data;
    expect(edited).toMatchObject({ first_name: "Annalisa", email: "anna.verdi@example.com" });
    expect(edited.question_answers?.map((answer) => answer.answer)).toEqual(["Vegetarian"]);

    // An edit without `questions` keeps the answers.
    const namesOnly = await edit({ first_name: "Anna" });
    expect(envelope.parse(await namesOnly.json()).data.question_answers?.[0]?.answer).toBe("Vegetarian");
  });

  it("edits answers of every question type, and refuses a wrong part of an address on that part", async () => {
    const event = await ticketedEvent(api);
    const { order, attendees: rows } = await insertOrder(api, event, { holders: [holder("Anna")] });
    const attendee = rows[0];
    if (!attendee) throw new Error("no attendee");
    const asked = await api.db
      .insert(questions)
      .values(
        (
          [
            ["SINGLE_LINE_TEXT", null],
            ["MULTI_LINE_TEXT", null],
            ["CHECKBOX", ["Morning", "Afternoon", "Evening"]],
            ["RADIO", ["Meat", "Vegetarian"]],
            ["DROPDOWN", ["S", "M", "L"]],
            ["DATE", null],
            ["ADDRESS", null],
          ] as const
        ).map(([type, options]) => ({
          eventId: event.event.id,
          title: type,
          type,
          belongsTo: "PRODUCT" as const,
          options: options ? [...options] : null,
          required: false,
        })),
      )
      .returning();
    await api.db
      .insert(questionProducts)
      .values(asked.map((question) => ({ questionId: question.id, productId: event.product.id })));
    const answers: Record<string, unknown> = {
      SINGLE_LINE_TEXT: "Anna V.",
      MULTI_LINE_TEXT: "Two lines\nof text",
      CHECKBOX: ["Morning", "Evening"],
      RADIO: "Vegetarian",
      DROPDOWN: "M",
      DATE: "1990-04-25",
      ADDRESS: { address_line_1: "Via Roma 1", city: "Milano", zip_or_postal_code: "20121", country: "IT" },
    };
    const edit = (answerOf: (type: string) => unknown) =>
      api.request(
        `${base(event.event.id)}/${attendee.id}`,
        authed(event.token, "PUT", {
          email: "anna@example.com",
          first_name: "Anna",
          last_name: "Verdi",
          product_id: event.product.id,
          product_price_id: event.price.id,
          questions: asked.map((question) => ({
            question_id: question.id,
            response: { answer: answerOf(question.type) },
          })),
        }),
      );

    const saved = await edit((type) => answers[type]);
    expect(saved.status).toBe(200);
    const edited = envelope.parse(await saved.json()).data;
    expect(
      Object.fromEntries((edited.question_answers ?? []).map((answer) => [answer.title, answer.answer])),
    ).toEqual({
      ...answers,
      ADDRESS: {
        ...(answers.ADDRESS as object),
        address_line_2: null,
        state_or_region: null,
      },
    });

    // The order's detail writes each answer as one line exactly as the attendee's does (and the
    // exports): an address as the address formatter puts it, options joined.
    const detail = await api.request(
      `/api/events/${event.event.id}/orders/${order.id}`,
      authed(event.token, "GET"),
    );
    const lines = (answers: { title: string; text_answer: string }[] = []) =>
      Object.fromEntries(answers.map((answer) => [answer.title, answer.text_answer]));
    const orderAnswers = (
      (await detail.json()) as { data: { question_answers?: { title: string; text_answer: string }[] } }
    ).data.question_answers;
    expect(lines(orderAnswers)).toEqual(lines(edited.question_answers));
    expect(lines(orderAnswers).ADDRESS).toBe("Via Roma 1, 20121 Milano, IT");
    expect(lines(orderAnswers).CHECKBOX).toBe("Morning, Evening");

    const refused = await edit((type) =>
      type === "ADDRESS"
        ? { address_line_1: "Via Roma 1", city: "Milano", country: "Italia" }
        : answers[type],
    );
    expect(refused.status).toBe(422);
    const addressIndex = asked.findIndex((question) => question.type === "ADDRESS");
    expect(Object.keys(errorBody.parse(await refused.json()).codes ?? {})).toEqual([
      `questions.${addressIndex}.response.answer.country`,
    ]);
  });

  it("refuses a bad email or an empty name with 422 naming the field, never a 500", async () => {
    const event = await ticketedEvent(api);
    const { attendees: rows } = await insertOrder(api, event, { holders: [holder("Anna")] });
    const response = await api.request(
      `${base(event.event.id)}/${rows[0]?.id}`,
      authed(event.token, "PUT", {
        email: "not-an-email",
        first_name: "",
        last_name: "Verdi",
        product_id: event.product.id,
        product_price_id: event.price.id,
      }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys(errorBody.parse(await response.json()).codes ?? {}).sort()).toEqual([
      "email",
      "first_name",
    ]);
  });
});

describe("cancelling and re-activating an attendee (capacity)", () => {
  it("cancel: one unit more to sell, once; re-activate: one unit less", async () => {
    const event = await eventWithStock(5);
    const { attendees: rows } = await soldOrder(event, { holders: [holder("Anna"), holder("Bruno")] });
    const anna = rows[0];
    if (!anna) throw new Error("no attendee");
    expect(await unitsLeftOf(event)).toBe(3);

    expect(await statusAfterPatch(event, anna.id, "cancelled")).toBe("CANCELLED");
    expect(await unitsLeftOf(event)).toBe(4);
    // Cancelling again changes nothing: the unit came back once.
    expect((await patchStatus(event, anna.id, "CANCELLED")).status).toBe(200);
    expect(await unitsLeftOf(event)).toBe(4);
    // Anna is told, once, in the order's language; Bruno is not.
    const told = (await queuedMails()).filter((mail) => mail.template === "ticket_cancelled");
    expect(told.map((mail) => mail.toEmail)).toEqual(["anna@example.com"]);
    expect(told[0]?.payload).toMatchObject({ first_name: "Anna", cancelled_tickets: [expect.any(String)] });

    expect(await statusAfterPatch(event, anna.id, "ACTIVE")).toBe("ACTIVE");
    expect(await unitsLeftOf(event)).toBe(3);
    expect((await patchStatus(event, anna.id, "ACTIVE")).status).toBe(200);
    expect(await unitsLeftOf(event)).toBe(3);
  });

  it("re-activating when the price is sold out: 422 capacity_exceeded, nothing changes", async () => {
    const event = await eventWithStock(2);
    const { attendees: rows } = await soldOrder(event, {
      holders: [holder("Anna"), holder("Bruno", "CANCELLED")],
    });
    await soldOrder(event, { holders: [holder("Carla")] });
    expect(await unitsLeftOf(event)).toBe(0);
    const bruno = rows[1];
    if (!bruno) throw new Error("no attendee");
    await expectNoRoomToReactivate(event, bruno.id);
    expect(await unitsLeftOf(event)).toBe(0);
  });

  it("re-activating when a capacity assignment of the product is full: 422, nothing changes", async () => {
    const event = await ticketedEvent(api);
    const { attendees: rows } = await soldOrder(event, {
      holders: [holder("Anna"), holder("Bruno", "CANCELLED")],
    });
    await insertCapacity(api, { eventId: event.event.id, productIds: [event.product.id], capacity: 1 });
    const bruno = rows[1];
    if (!bruno) throw new Error("no attendee");
    await expectNoRoomToReactivate(event, bruno.id);
  });

  it("two re-activations racing for the last unit: exactly one succeeds", async () => {
    const event = await eventWithStock(2);
    const { attendees: rows } = await soldOrder(event, {
      holders: [holder("Anna"), holder("Bruno", "CANCELLED"), holder("Carla", "CANCELLED")],
    });
    expect(await unitsLeftOf(event)).toBe(1);
    const [bruno, carla] = [rows[1], rows[2]];
    if (!bruno || !carla) throw new Error("no attendees");
    const outcomes = await Promise.all([
      patchStatus(event, bruno.id, "ACTIVE"),
      patchStatus(event, carla.id, "ACTIVE"),
    ]);
    expect(outcomes.map((response) => response.status).sort()).toEqual([200, 422]);
    const statuses = [await statusOf(bruno.id), await statusOf(carla.id)].sort();
    expect(statuses).toEqual(["ACTIVE", "CANCELLED"]);
    expect(await unitsLeftOf(event)).toBe(0);
  });

  it("an attendee of an order awaiting offline payment comes back awaiting payment; moves that pay answer 409", async () => {
    const event = await eventWithStock(5);
    const { attendees: rows } = await soldOrder(event, {
      status: "AWAITING_OFFLINE_PAYMENT",
      paymentStatus: "AWAITING_OFFLINE_PAYMENT",
      holders: [{ ...holder("Anna"), status: "AWAITING_PAYMENT" as never }],
    });
    const anna = rows[0];
    if (!anna) throw new Error("no attendee");
    expect((await patchStatus(event, anna.id, "ACTIVE")).status).toBe(409);
    expect((await patchStatus(event, anna.id, "CANCELLED")).status).toBe(200);
    expect(await unitsLeftOf(event)).toBe(5);
    const back = await patchStatus(event, anna.id, "ACTIVE");
    expect(envelope.parse(await back.json()).data.status).toBe("AWAITING_PAYMENT");
    expect(await unitsLeftOf(event)).toBe(4);
  });

  it("an attendee of a cancelled order cannot be re-activated (409), and a bad status is a 422 on status", async () => {
    const event = await eventWithStock(5);
    const { attendees: rows } = await insertOrder(api, event, {
      status: "CANCELLED",
      holders: [holder("Anna", "CANCELLED")],
    });
    const anna = rows[0];
    if (!anna) throw new Error("no attendee");
    expect((await patchStatus(event, anna.id, "ACTIVE")).status).toBe(409);
    expect(await unitsLeftOf(event)).toBe(5);
    const bad = await patchStatus(event, anna.id, "GONE");
    expect(bad.status).toBe(422);
    expect(Object.keys(errorBody.parse(await bad.json()).codes ?? {})).toEqual(["status"]);
  });
});

describe("POST /api/events/{id}/attendees/{attendeeId}/resend-ticket", () => {
  beforeEach(async () => {
    await api.db.delete(mailOutbox);
  });

  it("queues that attendee's ticket mail again (204); a cancelled attendee has none to send (409)", async () => {
    const event = await ticketedEvent(api);
    const { attendees: rows } = await insertOrder(api, event, {
      holders: [holder("Anna"), holder("Bruno", "CANCELLED")],
    });
    const [anna, bruno] = rows;
    const sent = await api.request(
      `${base(event.event.id)}/${anna?.id}/resend-ticket`,
      authed(event.token, "POST"),
    );
    expect(sent.status).toBe(204);
    const queued = await queuedMails();
    expect(queued.map((mail) => [mail.toEmail, mail.template])).toEqual([
      ["anna@example.com", "order_ticket"],
    ]);
    const refused = await api.request(
      `${base(event.event.id)}/${bruno?.id}/resend-ticket`,
      authed(event.token, "POST"),
    );
    expect(refused.status).toBe(409);
    expect(await queuedMails()).toHaveLength(1);
  });
});

describe("POST /api/events/{id}/attendees (box office)", () => {
  beforeEach(async () => {
    await api.db.delete(mailOutbox);
  });

  it("adds a paid attendee with its order (201), sells the unit, counts the sale and mails the buyer their ticket", async () => {
    const event = await eventWithStock(3);
    const vat = await insertPercentageTax(api, event.account.id, "IVA", 22);
    const response = await api.request(
      base(event.event.id),
      authed(
        event.token,
        "POST",
        walkInBody(event, { taxes_and_fees: [{ tax_or_fee_id: vat.id, amount: 5.5 }] }),
      ),
    );
    expect(response.status).toBe(201);
    const created = envelope.parse(await response.json()).data;
    expect(created).toMatchObject({ first_name: "Walter", status: "ACTIVE", locale: "it" });
    expect(created.order).toMatchObject({
      status: "COMPLETED",
      payment_status: "PAYMENT_RECEIVED",
      is_manually_created: true,
      total_gross: 30.5,
    });
    expect(await unitsLeftOf(event)).toBe(2);
    const [order] = await api.db
      .select()
      .from(orders)
      .where(eq(orders.id, created.order_id ?? 0));
    expect(order).toMatchObject({ totalBeforeAdditions: 2500, totalTax: 550, totalGross: 3050 });
    const items = await api.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? 0));
    expect(items.map((item) => [item.productPriceId, item.quantity])).toEqual([[event.price.id, 1]]);
    const [stats] = await api.db
      .select()
      .from(eventStatistics)
      .where(eq(eventStatistics.eventId, event.event.id));
    expect(stats).toMatchObject({ ordersCreated: 1, attendeesRegistered: 1, salesTotalGross: 3050 });
    // The buyer's confirmation and ticket; the organiser who added them gets no copy.
    const mails = await queuedMails();
    expect(mails.map((mail) => mail.template).sort()).toEqual(["order_confirmation", "order_ticket"]);
    expect(mails.every((mail) => mail.toEmail === "walk.in@example.com")).toBe(true);
    // Listed with the others.
    const listed = page.parse(await (await api.request(base(event.event.id), authed(event.token))).json());
    expect(listed.data.map((row) => row.id)).toContain(created.id);
  });

  it("adds a free attendee without mail when asked not to send one", async () => {
    const event = await eventWithStock(3);
    const response = await api.request(
      base(event.event.id),
      authed(event.token, "POST", walkInBody(event, { amount_paid: 0, send_confirmation_email: false })),
    );
    expect(response.status).toBe(201);
    const created = envelope.parse(await response.json()).data;
    expect(created.order).toMatchObject({ payment_status: "NO_PAYMENT_REQUIRED", total_gross: 0 });
    expect(await queuedMails()).toHaveLength(0);
  });

  it("refuses when sold out (422 product_sold_out on product_id), adding nothing", async () => {
    const event = await eventWithStock(1);
    await soldOrder(event, { holders: [holder("Anna")] });
    const before = await api.db.select().from(attendees).where(eq(attendees.eventId, event.event.id));
    const response = await api.request(base(event.event.id), authed(event.token, "POST", walkInBody(event)));
    expect(response.status).toBe(422);
    expect(errorBody.parse(await response.json()).codes?.product_id?.[0]?.code).toBe("product_sold_out");
    const after = await api.db.select().from(attendees).where(eq(attendees.eventId, event.event.id));
    expect(after).toHaveLength(before.length);
    expect(await unitsLeftOf(event)).toBe(0);
  });

  it("two box-office adds racing for the last unit: exactly one is added", async () => {
    const event = await eventWithStock(1);
    const outcomes = await Promise.all(
      ["Walter", "Wanda"].map((name) =>
        api.request(
          base(event.event.id),
          authed(
            event.token,
            "POST",
            walkInBody(event, { first_name: name, send_confirmation_email: false }),
          ),
        ),
      ),
    );
    expect(outcomes.map((response) => response.status).sort()).toEqual([201, 422]);
    const added = await api.db.select().from(attendees).where(eq(attendees.eventId, event.event.id));
    expect(added).toHaveLength(1);
    expect(await unitsLeftOf(event)).toBe(0);
  });

  it("refuses another event's product, a price of another product, a general product and an unknown tax on their fields", async () => {
    const event = await ticketedEvent(api);
    const other = await ticketedEvent(api, "Elsewhere");
    const general = await insertProduct(api, {
      eventId: event.event.id,
      categoryId: event.product.productCategoryId,
      title: "Programme",
      productType: "GENERAL",
    });
    const codesOf = async (overrides: Record<string, unknown>) => {
      const response = await api.request(
        base(event.event.id),
        authed(event.token, "POST", walkInBody(event, overrides)),
      );
      expect(response.status).toBe(422);
      return errorBody.parse(await response.json()).codes ?? {};
    };
    expect((await codesOf({ product_id: other.product.id })).product_id?.[0]?.code).toBe(
      "products_not_of_event",
    );
    expect((await codesOf({ product_price_id: other.price.id })).product_price_id?.[0]?.code).toBe(
      "price_not_of_product",
    );
    expect(
      (await codesOf({ product_id: general.product.id, product_price_id: general.prices[0]?.id }))
        .product_id?.[0]?.code,
    ).toBe("product_not_a_ticket");
    expect(
      (await codesOf({ taxes_and_fees: [{ tax_or_fee_id: 999_999, amount: 1 }] }))[
        "taxes_and_fees.0.tax_or_fee_id"
      ]?.[0]?.code,
    ).toBe("tax_or_fee_unknown");
    expect(Object.keys(await codesOf({ email: "nope", amount_paid: -1 })).sort()).toEqual([
      "amount_paid",
      "email",
    ]);
  });
});
