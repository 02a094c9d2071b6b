import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attendees, eventStatistics, orders } from "../../db/schema";
import { useTestApp } from "../../test/testApp";
import { eventWithTicket, insertReservation, quantitySold } from "./completeTestFixtures";
import { fulfilOrder } from "./fulfil";

const api = useTestApp();

async function attendeeOf(orderId: number, eventId: number, productId: number, priceId: number) {
  await api.db.insert(attendees).values({
    orderId,
    eventId,
    productId,
    productPriceId: priceId,
    shortId: `a_${orderId}x${Date.now()}`,
    publicId: `A-${orderId}${Date.now()}`.slice(0, 9),
    ticketSecret: `secret-${orderId}-${Math.random()}`,
    status: "AWAITING_PAYMENT",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    locale: "en",
  });
}

describe("fulfilOrder", () => {
  it("completes a reservation once: status, attendees, units sold and the event's sales", async () => {
    const { event, ticket, priceId } = await eventWithTicket(api);
    const { order } = await insertReservation(api, {
      eventId: event.id,
      items: [{ productId: ticket.id, priceId, quantity: 2, price: 2500 }],
    });
    await attendeeOf(order.id, event.id, ticket.id, priceId);

    const first = await api.db.transaction((tx) =>
      fulfilOrder(tx, order.id, { paymentStatus: "PAYMENT_RECEIVED", provider: "STRIPE" }),
    );
    const again = await api.db.transaction((tx) =>
      fulfilOrder(tx, order.id, { paymentStatus: "PAYMENT_RECEIVED", provider: "STRIPE" }),
    );

    expect([first, again]).toEqual([true, false]);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: "COMPLETED",
      paymentStatus: "PAYMENT_RECEIVED",
      paymentProvider: "STRIPE",
    });
    expect(row?.completedAt).toBeInstanceOf(Date);
    const people = await api.db.select().from(attendees).where(eq(attendees.orderId, order.id));
    expect(people.map((person) => person.status)).toEqual(["ACTIVE"]);
    expect(await quantitySold(api, priceId)).toBe(2);
    const [stats] = await api.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, event.id));
    expect(stats).toMatchObject({
      salesTotalGross: 5000,
      productsSold: 2,
      ordersCreated: 1,
      attendeesRegistered: 1,
    });
  });

  it("leaves an order that is not RESERVED alone", async () => {
    const { event, ticket, priceId } = await eventWithTicket(api);
    const { order } = await insertReservation(api, {
      eventId: event.id,
      status: "ABANDONED",
      items: [{ productId: ticket.id, priceId, quantity: 1, price: 2500 }],
    });
    const done = await api.db.transaction((tx) =>
      fulfilOrder(tx, order.id, { paymentStatus: "PAYMENT_RECEIVED", provider: "STRIPE" }),
    );
    expect(done).toBe(false);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("ABANDONED");
    expect(await quantitySold(api, priceId)).toBe(0);
  });

  it("completes an order once when two completions race", async () => {
    const { event, ticket, priceId } = await eventWithTicket(api);
    const { order } = await insertReservation(api, {
      eventId: event.id,
      items: [{ productId: ticket.id, priceId, quantity: 3, price: 2500 }],
    });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        api.db.transaction((tx) =>
          fulfilOrder(tx, order.id, { paymentStatus: "PAYMENT_RECEIVED", provider: "STRIPE" }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await quantitySold(api, priceId)).toBe(3);
  });
});
