import type { Order, Paginated } from "@varco/domain";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, orders, questionAnswers, questions } from "../../db/schema";
import { useTestApp } from "../../test/testApp";
import { getAs, postAs, type SalesEvent, salesEvent, sold, soldOrder } from "./testFixtures";

const api = useTestApp();

describe("an event's orders, as its organisers find them", () => {
  let event: SalesEvent;
  let ids: Record<string, number>;

  beforeAll(async () => {
    event = await salesEvent(api);
    const at = (day: number) => new Date(`2031-03-${String(day).padStart(2, "0")}T10:00:00Z`);
    const maria = await soldOrder(api, event, { tickets: 2, createdAt: at(1), promoCode: "summer" });
    const luca = await soldOrder(api, event, {
      tickets: 0,
      programmes: 3,
      createdAt: at(2),
      buyer: { firstName: "Luca", lastName: "Bianchi", email: "luca@example.org" },
    });
    const awaiting = await soldOrder(api, event, {
      status: "AWAITING_OFFLINE_PAYMENT",
      tickets: 1,
      createdAt: at(3),
      buyer: { firstName: "Anna", lastName: "Verdi", email: "anna@example.net" },
    });
    // A reservation still in checkout is not an order yet.
    await soldOrder(api, event, { status: "RESERVED", tickets: 1, createdAt: at(4) });
    ids = { maria: maria.order.id, luca: luca.order.id, awaiting: awaiting.order.id };
  });

  async function list(query = "", eventId = event.event.id, token = event.token) {
    const response = await api.request(`/api/events/${eventId}/orders${query}`, getAs(token));
    return { status: response.status, body: (await response.json()) as Paginated<Order> };
  }
  const idsOf = (page: Paginated<Order>) => page.data.map((order) => order.id);

  it("lists the orders newest first, each with its items and attendees, without reservations", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.awaiting, ids.luca, ids.maria]);
    expect(body.meta).toMatchObject({ total: 3, default_sort: "created_at", default_sort_direction: "desc" });
    expect(body.meta.allowed_filter_fields).toEqual(
      expect.arrayContaining(["status", "product_id", "promo_code"]),
    );
    const maria = body.data.find((order) => order.id === ids.maria);
    expect(maria).toMatchObject({ total_gross: 50, currency: "EUR", promo_code: "summer" });
    expect(maria?.order_items).toEqual([
      expect.objectContaining({ item_name: "Stalls - Front row", quantity: 2 }),
    ]);
    expect(maria?.attendees).toHaveLength(2);
  });

  it("searches the order number, the buyer's name and email", async () => {
    const { body: byName } = await list("?query=luca%20bianchi");
    expect(idsOf(byName)).toEqual([ids.luca]);
    const { body: byEmail } = await list("?query=EXAMPLE.NET");
    expect(idsOf(byEmail)).toEqual([ids.awaiting]);
    const [row] = await api.db
      .select()
      .from(orders)
      .where(eq(orders.id, ids.maria as number));
    const { body: byNumber } = await list(`?query=${row?.publicId.toLowerCase()}`);
    expect(idsOf(byNumber)).toEqual([ids.maria]);
  });

  it("filters by status, payment status, date range, product and promo code, and sorts", async () => {
    const { body: awaiting } = await list("?filter_fields[status][eq]=AWAITING_OFFLINE_PAYMENT");
    expect(idsOf(awaiting)).toEqual([ids.awaiting]);
    const { body: paid } = await list("?filter_fields[payment_status][eq]=PAYMENT_RECEIVED");
    expect(idsOf(paid)).toEqual([ids.luca, ids.maria]);
    const { body: range } = await list(
      "?filter_fields[created_at][gte]=2031-03-02T00:00:00Z&filter_fields[created_at][lte]=2031-03-03T23:59:59Z",
    );
    expect(idsOf(range)).toEqual([ids.awaiting, ids.luca]);
    const { body: programme } = await list(`?filter_fields[product_id][eq]=${event.programme.id}`);
    expect(idsOf(programme)).toEqual([ids.luca]);
    const { body: stalls } = await list(`?filter_fields[product_id][in]=${event.product.id}`);
    expect(idsOf(stalls)).toEqual([ids.awaiting, ids.maria]);
    // Codes are kept lower-case; the filter reads one as the buyer typed it.
    const { body: promo } = await list("?filter_fields[promo_code][eq]=SUMMER");
    expect(idsOf(promo)).toEqual([ids.maria]);
    const { body: noPromo } = await list("?filter_fields[promo_code][ne]=summer");
    expect(idsOf(noPromo)).toEqual([ids.awaiting, ids.luca]);
    const { body: byTotal } = await list("?sort_by=total_gross&sort_direction=asc");
    expect(idsOf(byTotal)).toEqual([ids.luca, ids.awaiting, ids.maria]);
    const { body: paged } = await list("?per_page=2&page=2");
    expect(idsOf(paged)).toEqual([ids.maria]);
  });

  it("answers 422 naming the parameter for a filter or sort it does not offer", async () => {
    const wrong = await list("?filter_fields[colour][eq]=red");
    expect(wrong.status).toBe(422);
    expect(Object.keys((wrong.body as unknown as { errors: object }).errors)).toEqual([
      "filter_fields.colour",
    ]);
    expect((await list("?filter_fields[product_id][eq]=abc")).status).toBe(422);
    expect((await list("?sort_by=colour")).status).toBe(422);
  });

  it("lists every event of the organiser, and nothing of another account", async () => {
    const response = await api.request(`/api/organizers/${event.organizer.id}/orders`, getAs(event.token));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Paginated<Order>;
    expect(idsOf(body)).toEqual([ids.awaiting, ids.luca, ids.maria]);

    const stranger = await salesEvent(api, "Another account");
    expect((await list("", event.event.id, stranger.token)).status).toBe(404);
    const theirs = await api.request(`/api/organizers/${event.organizer.id}/orders`, getAs(stranger.token));
    expect(theirs.status).toBe(404);
    const detail = await api.request(
      `/api/events/${event.event.id}/orders/${ids.maria}`,
      getAs(stranger.token),
    );
    expect(detail.status).toBe(404);
    // Their own event, our order id.
    const crossed = await api.request(
      `/api/events/${stranger.event.id}/orders/${ids.maria}`,
      getAs(stranger.token),
    );
    expect(crossed.status).toBe(404);
  });

  it("shows one order with its answers, payment, refunds and history", async () => {
    const [question] = await api.db
      .insert(questions)
      .values({
        eventId: event.event.id,
        title: "Dietary needs",
        type: "SINGLE_LINE_TEXT",
        belongsTo: "ORDER",
      })
      .returning();
    if (!question) throw new Error("no question");
    await api.db
      .insert(questionAnswers)
      .values({ questionId: question.id, orderId: ids.maria as number, answer: "Vegetarian" });
    const response = await api.request(
      `/api/events/${event.event.id}/orders/${ids.maria}`,
      getAs(event.token),
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Order };
    expect(data.question_answers).toEqual([
      expect.objectContaining({ title: "Dietary needs", text_answer: "Vegetarian", belongs_to: "ORDER" }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ provider: "STRIPE", status: "PAYMENT_RECEIVED", amount: 50 }),
    ]);
    expect(data.refunds).toEqual([]);
    expect(data.history?.map((entry) => entry.kind)).toEqual(["CREATED", "COMPLETED", "PAID"]);
  });
});

describe("marking an offline payment received, and sending the confirmation again", () => {
  let event: SalesEvent;

  beforeEach(async () => {
    event = await salesEvent(api);
  });

  it("completes an order awaiting its offline payment once: attendees active, units sold once, the buyer told", async () => {
    const { order } = await soldOrder(api, event, {
      status: "AWAITING_OFFLINE_PAYMENT",
      tickets: 2,
      buyer: { firstName: "Anna", lastName: "Verdi", email: `anna.${Date.now()}@example.net` },
    });
    expect(await sold(api, event.price.id)).toBe(2);
    const path = `/api/events/${event.event.id}/orders/${order.id}/mark-as-paid`;
    const answers = await Promise.all([
      api.request(path, postAs(event.token)),
      api.request(path, postAs(event.token)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const ok = answers.find((answer) => answer.status === 200);
    if (!ok) throw new Error("no answer was 200");
    const { data } = (await ok.json()) as { data: Order };
    expect(data).toMatchObject({
      status: "COMPLETED",
      payment_status: "PAYMENT_RECEIVED",
      payment_provider: "OFFLINE",
    });
    expect(data.attendees?.map((attendee) => attendee.status)).toEqual(["ACTIVE", "ACTIVE"]);
    expect(data.history?.map((entry) => entry.kind)).toEqual(["CREATED", "COMPLETED", "PAID"]);
    expect(await sold(api, event.price.id)).toBe(2);
    const mails = await api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, order.email ?? ""));
    expect(mails.map((mail) => mail.template)).toEqual(["order_confirmation"]);

    // A paid order is not awaiting payment any more.
    expect((await api.request(path, postAs(event.token))).status).toBe(409);
  });

  it("queues the buyer's confirmation again, at most three times a minute", async () => {
    const email = `maria.${Date.now()}@example.com`;
    const { order } = await soldOrder(api, event, {
      tickets: 1,
      buyer: { firstName: "Maria", lastName: "Rossi", email },
    });
    const path = `/api/events/${event.event.id}/orders/${order.id}/resend_confirmation`;
    for (let time = 0; time < 3; time++)
      expect((await api.request(path, postAs(event.token))).status).toBe(204);
    const limited = await api.request(path, postAs(event.token));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
    expect(mails.map((mail) => mail.template)).toEqual([
      "order_confirmation",
      "order_confirmation",
      "order_confirmation",
    ]);
  });
});
