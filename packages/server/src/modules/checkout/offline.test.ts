import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { useTestApp } from "../../test/testApp";
import {
  asBuyer,
  eventWithTicket,
  insertReservation,
  quantitySold,
  setEventSettings,
  strangerSession,
} from "./completeTestFixtures";

type EventWithTicket = Awaited<ReturnType<typeof eventWithTicket>>;

const buyer = {
  first_name: "Maria",
  last_name: "Rossi",
  email: "maria@example.com",
  email_confirmation: "maria@example.com",
};

describe("POST public/events/{id}/order/{shortId}/await-offline-payment", () => {
  const api = useTestApp();
  let event: EventWithTicket;
  beforeAll(async () => {
    event = await eventWithTicket(api);
    await setEventSettings(api, event.event.id, {
      payment_providers: ["OFFLINE"],
      offline_payment_instructions: "<p>Bank transfer within three days</p>",
    });
  });

  const orderPath = (target: EventWithTicket, shortId: string) =>
    `/api/public/events/${target.event.id}/order/${shortId}`;

  /** A reservation of `quantity` tickets whose buyer gave their details. */
  async function detailedReservation(target: EventWithTicket, quantity = 2, extra = {}) {
    const reservation = await insertReservation(api, {
      eventId: target.event.id,
      items: [{ productId: target.ticket.id, priceId: target.priceId, quantity, price: 2500 }],
    });
    const products = Array.from({ length: quantity }, () => ({
      product_id: target.ticket.id,
      product_price_id: target.priceId,
      ...buyer,
    }));
    const details = await api.request(
      orderPath(target, reservation.order.shortId),
      asBuyer(reservation.session, "PUT", { order: buyer, products }),
    );
    expect(details.status).toBe(200);
    if (Object.keys(extra).length)
      await api.db.update(orders).set(extra).where(eq(orders.id, reservation.order.id));
    return reservation;
  }

  const payOffline = (target: EventWithTicket, shortId: string, session: string) =>
    api.request(`${orderPath(target, shortId)}/await-offline-payment`, asBuyer(session, "POST"));

  it("makes the order await offline payment and sells its units", async () => {
    const { order, session } = await detailedReservation(event, 2);
    const before = await quantitySold(api, event.priceId);
    const response = await payOffline(event, order.shortId, session);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        status: string;
        payment_status: string;
        payment_provider: string;
        attendees: { status: string }[];
      };
    };
    expect(data).toMatchObject({
      status: "AWAITING_OFFLINE_PAYMENT",
      payment_status: "AWAITING_OFFLINE_PAYMENT",
      payment_provider: "OFFLINE",
    });
    expect(data.attendees.map((person) => person.status)).toEqual(["AWAITING_PAYMENT", "AWAITING_PAYMENT"]);
    expect(await quantitySold(api, event.priceId)).toBe(before + 2);
  });

  it("sells the units once when the buyer asks several times at once", async () => {
    const { order, session } = await detailedReservation(event, 3);
    const before = await quantitySold(api, event.priceId);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => payOffline(event, order.shortId, session)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await quantitySold(api, event.priceId)).toBe(before + 3);
    const again = await payOffline(event, order.shortId, session);
    expect(again.status).toBe(409);
    expect(await quantitySold(api, event.priceId)).toBe(before + 3);
  });

  it("refuses another session (403), missing details, an expired or processed order (409)", async () => {
    const first = await detailedReservation(event, 1);
    expect((await payOffline(event, first.order.shortId, await strangerSession(api))).status).toBe(403);

    const undetailed = await insertReservation(api, {
      eventId: event.event.id,
      items: [{ productId: event.ticket.id, priceId: event.priceId, quantity: 1, price: 2500 }],
    });
    expect((await payOffline(event, undetailed.order.shortId, undetailed.session)).status).toBe(409);

    const expired = await detailedReservation(event, 1, { reservedUntil: new Date(Date.now() - 1000) });
    expect((await payOffline(event, expired.order.shortId, expired.session)).status).toBe(409);

    const abandoned = await detailedReservation(event, 1, { status: "ABANDONED" });
    expect((await payOffline(event, abandoned.order.shortId, abandoned.session)).status).toBe(409);
    expect((await payOffline(event, "o_nosuchorder00", first.session)).status).toBe(404);
  });

  it("refuses when the event does not take offline payments (403), leaving the order reserved", async () => {
    const cardOnly = await eventWithTicket(api);
    await setEventSettings(api, cardOnly.event.id, { payment_providers: ["STRIPE"] });
    const { order, session } = await detailedReservation(cardOnly, 1);
    expect((await payOffline(cardOnly, order.shortId, session)).status).toBe(403);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("RESERVED");
    expect(await quantitySold(api, cardOnly.priceId)).toBe(0);
  });
});
