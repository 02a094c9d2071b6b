import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attendees, mailOutbox, orders } from "../../db/schema";
import { useSmtpMailbox } from "../../test/smtpMailbox";
import { type TestApp, useTestApp } from "../../test/testApp";
import { asBuyer, eventWithTicket, insertReservation, setEventSettings } from "./completeTestFixtures";
import { newCheckoutSession } from "./session";

/**
 * Checkout as a mail cannon: a free order mails its buyer and every ticket holder at once, to
 * addresses the buyer typed. One address gets one mail with all its tickets, and mail is limited
 * per address mailed, per client address and per checkout session, across orders.
 */

type FreeEvent = Awaited<ReturnType<typeof eventWithTicket>>;

const api = useTestApp({ env: { TRUSTED_PROXY_COUNT: "1" } });
const mailbox = useSmtpMailbox();

let free: FreeEvent;
beforeAll(async () => {
  free = await eventWithTicket(api, 0);
});
beforeEach(async () => {
  await api.db.delete(mailOutbox);
  mailbox.clear();
});

/** Every mail due, delivered through the SMTP server (the worker sends a batch at a time). */
async function deliverAll() {
  let count = -1;
  while (mailbox.received.length !== count) {
    count = mailbox.received.length;
    await mailbox.deliver(api.db);
  }
  return mailbox.received;
}

const person = (email: string) => ({
  first_name: "Eve",
  last_name: "Sender",
  email,
  email_confirmation: email,
});

/** An order (free unless `price` says) of one ticket per holder address, given its details from `ip` with `session`. */
async function checkout(
  app: TestApp,
  event: FreeEvent,
  {
    buyer,
    holders,
    ip,
    session,
    price = 0,
  }: { buyer: string; holders: string[]; ip: string; session?: string; price?: number },
) {
  const reservation = await insertReservation(app, {
    eventId: event.event.id,
    items: [{ productId: event.ticket.id, priceId: event.priceId, quantity: holders.length, price }],
    ...(session ? { session } : {}),
  });
  const init = asBuyer(reservation.session, "PUT", {
    order: person(buyer),
    products: holders.map((email) => ({
      product_id: event.ticket.id,
      product_price_id: event.priceId,
      ...person(email),
    })),
  });
  const response = await app.request(
    `/api/public/events/${event.event.id}/order/${reservation.order.shortId}`,
    {
      ...init,
      headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": ip },
    },
  );
  return { response, order: reservation.order };
}

async function refusedUnchanged(response: Response, orderId: number) {
  expect(response.status).toBe(429);
  expect(await response.json()).toMatchObject({ code: "order_mails_limit" });
  const [order] = await api.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order?.status).toBe("RESERVED");
  expect(await api.db.select().from(attendees).where(eq(attendees.orderId, orderId))).toEqual([]);
}

describe("mail from a checkout", () => {
  it("a free order of 100 tickets to a stranger's address sends them one mail with every ticket", async () => {
    const stranger = "stranger.100@example.com";
    const { response } = await checkout(api, free, {
      buyer: "eve.100@example.com",
      holders: Array(100).fill(stranger),
      ip: "203.0.113.100",
    });
    expect(response.status).toBe(200);
    const mails = (await deliverAll()).filter((mail) => mail.to === stranger);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your 100 tickets for ${free.event.title}`);
    expect(mails[0]?.attachments.filter((file) => file.type.startsWith("image/png"))).toHaveLength(100);
  }, 60_000);

  it("refuses with 429 the 11th order in an hour that mails one address: nothing is sent, the order stays reserved", async () => {
    const victim = "victim@example.com";
    for (let index = 0; index < 10; index++) {
      const { response } = await checkout(api, free, {
        buyer: `eve.${index}@example.com`,
        holders: [victim],
        ip: `198.51.100.${index}`,
      });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    const { response, order } = await checkout(api, free, {
      buyer: "eve.10@example.com",
      holders: [victim],
      ip: "198.51.100.10",
    });
    await refusedUnchanged(response, order.id);
    const received = (await deliverAll()).filter((mail) => mail.to === victim);
    expect(received).toHaveLength(10);
    // Another address is not held up by the victim's limit.
    expect(
      (
        await checkout(api, free, {
          buyer: "eve.11@example.com",
          holders: ["friend@example.com"],
          ip: "198.51.100.11",
        })
      ).response.status,
    ).toBe(200);
  }, 60_000);

  it("limits the addresses one client address mails, across sessions", async () => {
    const ip = "192.0.2.7";
    const many = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, index) => `${prefix}.${index}@example.com`);
    // Two sessions, 15 addresses each (the buyer and 14 holders): 30, the most an hour.
    for (const prefix of ["a", "b"]) {
      const { response } = await checkout(api, free, {
        buyer: `${prefix}.buyer@example.com`,
        holders: many(prefix, 14),
        ip,
      });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    const { response, order } = await checkout(api, free, {
      buyer: "c.buyer@example.com",
      holders: ["c.buyer@example.com"],
      ip,
    });
    await refusedUnchanged(response, order.id);
  }, 60_000);

  it("limits the addresses one checkout session mails, across client addresses", async () => {
    const session = await newCheckoutSession(api.db);
    const holders = Array.from({ length: 19 }, (_, index) => `s.${index}@example.com`);
    const first = await checkout(api, free, {
      buyer: "s.buyer@example.com",
      holders,
      ip: "192.0.2.20",
      session,
    });
    expect(first.response.status, await first.response.clone().text()).toBe(200);
    const { response, order } = await checkout(api, free, {
      buyer: "s.again@example.com",
      holders: ["s.again@example.com"],
      ip: "192.0.2.21",
      session,
    });
    await refusedUnchanged(response, order.id);
  }, 60_000);

  it("counts an order paid offline, which mails at once, and refuses it past the limit without moving it", async () => {
    const paid = await eventWithTicket(api);
    await setEventSettings(api, paid.event.id, {
      payment_providers: ["OFFLINE"],
      offline_payment_instructions: "<p>Bank transfer</p>",
    });
    const session = await newCheckoutSession(api.db);
    const holders = Array.from({ length: 19 }, (_, index) => `o.${index}@example.com`);
    const first = await checkout(api, free, {
      buyer: "o.buyer@example.com",
      holders,
      ip: "192.0.2.30",
      session,
    });
    expect(first.response.status).toBe(200);
    // A paid order's details mail nothing yet; paying offline would.
    const { response: detailed, order } = await checkout(api, paid, {
      buyer: "o.offline@example.com",
      holders: ["o.offline@example.com"],
      ip: "192.0.2.31",
      session,
      price: 2500,
    });
    expect(detailed.status, await detailed.clone().text()).toBe(200);
    const offline = await api.request(
      `/api/public/events/${paid.event.id}/order/${order.shortId}/await-offline-payment`,
      asBuyer(session, "POST"),
    );
    expect(offline.status).toBe(429);
    expect(await offline.json()).toMatchObject({ code: "order_mails_limit" });
    const [kept] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept?.status).toBe("RESERVED");
  }, 60_000);
});
