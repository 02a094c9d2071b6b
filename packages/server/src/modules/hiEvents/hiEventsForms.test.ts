import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { questionAnswers } from "../../db/schema";
import { useTestApp } from "../../test/testApp";
import {
  asBuyer,
  eventWithTicket,
  insertReservation,
  setEventSettings,
} from "../checkout/completeTestFixtures";
import { newCheckoutSession } from "../checkout/session";
import { authed } from "../events/testFixtures";

/**
 * Requests exactly as Hi.Events' web app sends them (its forms' initial values and its API
 * helpers), each of which Varco once refused: its screens must work against Varco unchanged.
 * Runs on PGlite and on PostgreSQL (both projects).
 */
describe("Hi.Events' forms, as they send them", () => {
  const api = useTestApp();

  /** Bea, added by hand to the fixture's event (a COMPLETED order of one ticket). */
  async function addBea(fixture: Awaited<ReturnType<typeof eventWithTicket>>) {
    const created = await api.request(
      `/api/events/${fixture.event.id}/attendees`,
      authed(fixture.token, "POST", {
        product_id: fixture.ticket.id,
        product_price_id: fixture.priceId,
        email: "bea@example.com",
        first_name: "Bea",
        last_name: "Buyer",
        amount_paid: 25,
        send_confirmation_email: false,
        locale: "en",
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    return ((await created.json()) as { data: { id: number; short_id: string; order_id: number } }).data;
  }

  it("reads the catalogue from the event: GET events/{id} carries its categories, products and prices", async () => {
    const fixture = await eventWithTicket(api);
    const response = await api.request(`/api/events/${fixture.event.id}`, authed(fixture.token));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { product_categories: { id: number; products: { id: number; prices: { id: number }[] }[] }[] };
    };
    // The category the event was made with (empty), then the fixture's with its ticket and price.
    expect(data.product_categories).toEqual([
      expect.objectContaining({ name: "Tickets", products: [] }),
      expect.objectContaining({
        id: fixture.category.id,
        products: [
          expect.objectContaining({
            id: fixture.ticket.id,
            prices: [expect.objectContaining({ id: fixture.priceId })],
          }),
        ],
      }),
    ]);
  });

  it("creates a product from its form: waitlist_enabled starts at null, the category id is a string", async () => {
    const fixture = await eventWithTicket(api);
    const response = await api.request(
      `/api/events/${fixture.event.id}/products`,
      authed(fixture.token, "POST", {
        title: "HE Paid Product",
        description: "",
        max_per_order: 100,
        min_per_order: 1,
        is_hidden: false,
        hide_before_sale_start_date: false,
        hide_after_sale_end_date: false,
        hide_when_sold_out: false,
        start_collapsed: false,
        show_quantity_remaining: false,
        is_hidden_without_promo_code: false,
        waitlist_enabled: null,
        type: "PAID",
        product_type: "TICKET",
        tax_and_fee_ids: [],
        product_category_id: String(fixture.category.id),
        prices: [{ price: 12.5 }],
      }),
    );
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const { data } = (await response.json()) as { data: { title: string; prices: { price: number }[] } };
    expect(data).toMatchObject({ title: "HE Paid Product", prices: [{ price: 12.5 }] });
  });

  it("checks out with address: {} when the event asks for no billing address", async () => {
    const fixture = await eventWithTicket(api);
    await setEventSettings(api, fixture.event.id, { require_billing_address: false });
    const session = await newCheckoutSession(api.db);
    const reservation = await insertReservation(api, {
      eventId: fixture.event.id,
      session,
      items: [{ productId: fixture.ticket.id, priceId: fixture.priceId, quantity: 1, price: 2500 }],
    });
    const response = await api.request(
      `/api/public/events/${fixture.event.id}/order/${reservation.order.shortId}`,
      asBuyer(session, "PUT", {
        order: {
          first_name: "Bea",
          last_name: "Buyer",
          email: "bea@example.com",
          email_confirmation: "bea@example.com",
          address: {},
          questions: [],
          opted_into_marketing: false,
        },
        products: [
          {
            product_id: fixture.ticket.id,
            product_price_id: fixture.priceId,
            first_name: "Bea",
            last_name: "Buyer",
            email: "bea@example.com",
            email_confirmation: "bea@example.com",
            questions: [],
          },
        ],
      }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('edits an attendee with product_price_id: "" (a product of one price): the price stays', async () => {
    const fixture = await eventWithTicket(api);
    const attendee = await addBea(fixture);
    const response = await api.request(
      `/api/events/${fixture.event.id}/attendees/${attendee.id}`,
      authed(fixture.token, "PUT", {
        first_name: "Bea",
        last_name: "Buyer-HE",
        email: "bea@example.com",
        notes: "Front row",
        product_id: String(fixture.ticket.id),
        product_price_id: "",
      }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const { data } = (await response.json()) as { data: { last_name: string; product_price_id: number } };
    expect(data).toMatchObject({ last_name: "Buyer-HE", product_price_id: fixture.priceId });
  });

  it("shows a ticket's price: the public attendee's product carries its price (not \"Free\")", async () => {
    const fixture = await eventWithTicket(api);
    const attendee = await addBea(fixture);
    const response = await api.request(
      `/api/public/events/${fixture.event.id}/attendees/${attendee.short_id}`,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { product_price_id: number; product: unknown } };
    expect(data.product).toMatchObject({
      type: "PAID",
      prices: [{ id: data.product_price_id, price: 25, price_including_taxes_and_fees: 25 }],
    });
  });

  it.each(["GET", "POST"])(
    "refreshes its session with %s auth/refresh: the new token works, the old one stops",
    async (method) => {
      const fixture = await eventWithTicket(api);
      const refreshed = await api.request("/api/auth/refresh", authed(fixture.token, method));
      expect(refreshed.status).toBe(200);
      const answer = (await refreshed.json()) as {
        token: string;
        token_type: string;
        user: { email: string };
      };
      expect(answer).toMatchObject({ token_type: "bearer", user: { email: fixture.email } });
      expect(answer.token).not.toBe(fixture.token);
      expect((await api.request(`/api/events/${fixture.event.id}`, authed(answer.token))).status).toBe(200);
      expect((await api.request(`/api/events/${fixture.event.id}`, authed(fixture.token))).status).toBe(401);
    },
  );

  it("corrects an answer on the path its web app sends (…/answer/{id}), checked as the checkout checks it", async () => {
    const fixture = await eventWithTicket(api);
    const question = await api.request(
      `/api/events/${fixture.event.id}/questions`,
      authed(fixture.token, "POST", {
        title: "Come ci hai conosciuto?",
        type: "RADIO",
        options: ["Radio", "Amici"],
        belongs_to: "ORDER",
        required: true,
        is_hidden: false,
      }),
    );
    const { id: questionId } = ((await question.json()) as { data: { id: number } }).data;
    const { order_id: orderId } = await addBea(fixture);
    const [answer] = await api.db
      .insert(questionAnswers)
      .values({ questionId, orderId, answer: "Radio" })
      .returning({ id: questionAnswers.id });
    const path = `/api/events/${fixture.event.id}/questions/${questionId}/answer/${answer?.id}`;

    const refused = await api.request(path, authed(fixture.token, "PUT", { answer: "Giornale" }));
    expect(refused.status).toBe(422);
    expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(["answer"]);
    const edited = await api.request(path, authed(fixture.token, "PUT", { answer: "Amici" }));
    expect(edited.status).toBe(204);
    const [stored] = await api.db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.id, answer?.id ?? 0));
    expect(stored?.answer).toBe("Amici");
    const stranger = await eventWithTicket(api);
    expect((await api.request(path, authed(stranger.token, "PUT", { answer: "Radio" }))).status).toBe(404);
  });
});
