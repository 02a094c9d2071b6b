import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attendees, mailOutbox, orders } from "../../db/schema";
import { useTestApp } from "../../test/testApp";
import {
  asBuyer,
  eventWithTicket,
  insertReservation,
  setEventSettings,
} from "../checkout/completeTestFixtures";
import { newCheckoutSession } from "../checkout/session";
import { selfServiceEditLimit } from "./service";
import { lookupMailLimit } from "./ticketLookup";

/**
 * A buyer's self-service by the order's link: correct names and emails, have mails sent again,
 * find their tickets by email. On PGlite and PostgreSQL.
 */
const api = useTestApp();

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});
const patch = (body: unknown): RequestInit => ({ ...json(body), method: "PATCH" });

/** A free order of two tickets, completed by its buyer; self-service on unless `allowed` is false. */
async function completedOrder({
  allowed = true,
  email = `bea.${Date.now()}.${Math.random()}@example.com`,
} = {}) {
  const fixture = await eventWithTicket(api, 0);
  await setEventSettings(api, fixture.event.id, { allow_attendee_self_edit: allowed });
  const session = await newCheckoutSession(api.db);
  const reservation = await insertReservation(api, {
    eventId: fixture.event.id,
    session,
    items: [{ productId: fixture.ticket.id, priceId: fixture.priceId, quantity: 2, price: 0 }],
  });
  const holder = (first: string) => ({
    product_id: fixture.ticket.id,
    product_price_id: fixture.priceId,
    first_name: first,
    last_name: "Rossi",
    email,
    email_confirmation: email,
  });
  const done = await api.request(
    `/api/public/events/${fixture.event.id}/order/${reservation.order.shortId}`,
    asBuyer(session, "PUT", {
      order: { first_name: "Bea", last_name: "Rossi", email, email_confirmation: email },
      products: [holder("Bea"), holder("Ugo")],
    }),
  );
  expect(done.status, await done.clone().text()).toBe(200);
  const tickets = await api.db
    .select()
    .from(attendees)
    .where(eq(attendees.orderId, reservation.order.id))
    .orderBy(attendees.id);
  return {
    eventId: fixture.event.id,
    orderId: reservation.order.id,
    shortId: reservation.order.shortId,
    email,
    tickets,
    path: `/api/public/events/${fixture.event.id}/order/${reservation.order.shortId}`,
  };
}

/** The lookup link of the last `ticket_lookup` mail to `to`. */
async function lookupLinkTo(to: string): Promise<string> {
  const mails = await mailsTo(to, "ticket_lookup");
  const payload = mails.at(-1)?.payload as { lookup_url?: string } | undefined;
  if (!payload?.lookup_url) throw new Error(`no lookup mail to ${to}`);
  return payload.lookup_url;
}

const mailsTo = (to: string, template?: string) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(
      template
        ? and(eq(mailOutbox.toEmail, to), eq(mailOutbox.template, template))
        : eq(mailOutbox.toEmail, to),
    );

describe("a buyer corrects their order by its link", () => {
  it("renames the buyer; a new address gets a new link, the confirmation, and the old address a notice", async () => {
    const order = await completedOrder();
    const renamed = await api.request(order.path, patch({ first_name: "Beatrice" }));
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect(await renamed.json()).toEqual({ message: "Order updated" });

    const moved = await api.request(order.path, patch({ email: "Bea.New@Example.com" }));
    expect(moved.status).toBe(200);
    const { new_short_id } = (await moved.json()) as { new_short_id: string };
    expect(new_short_id).toMatch(/^o_[A-Za-z0-9]{13}$/u);
    // The old link no longer opens the order; the new one does, with the new details.
    expect((await api.request(order.path)).status).toBe(404);
    const read = await api.request(`/api/public/events/${order.eventId}/order/${new_short_id}`);
    expect(await read.json()).toMatchObject({
      data: { first_name: "Beatrice", email: "bea.new@example.com" },
    });
    expect(await mailsTo("bea.new@example.com", "order_confirmation")).toHaveLength(1);
    const [notice] = await mailsTo(order.email, "order_email_changed");
    expect(notice?.payload).toMatchObject({ new_email: "bea.new@example.com" });
  });

  it("renames a ticket holder; a new address gets a new ticket link and the ticket, the old one a notice", async () => {
    const order = await completedOrder();
    const ugo = order.tickets[1];
    if (!ugo) throw new Error("two tickets");
    const ticketPath = `${order.path}/attendees/${ugo.shortId}`;
    const response = await api.request(
      ticketPath,
      patch({ first_name: "Ugo Maria", email: "ugo@example.com" }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const { new_short_id } = (await response.json()) as { new_short_id: string };
    expect(new_short_id).toMatch(/^a_[A-Za-z0-9]{13}$/u);
    const [stored] = await api.db.select().from(attendees).where(eq(attendees.id, ugo.id));
    expect(stored).toMatchObject({ firstName: "Ugo Maria", email: "ugo@example.com", shortId: new_short_id });
    // The old ticket page is gone; the new address has the ticket, the old one a notice naming the new.
    expect((await api.request(`/api/public/events/${order.eventId}/attendees/${ugo.shortId}`)).status).toBe(
      404,
    );
    expect((await mailsTo("ugo@example.com", "order_ticket")).length).toBe(1);
    const [notice] = await mailsTo(order.email, "ticket_email_changed");
    expect(notice?.payload).toMatchObject({ holder_name: "Ugo Maria Rossi", new_email: "ugo@example.com" });
    // The other ticket is untouched.
    const [bea] = await api.db
      .select()
      .from(attendees)
      .where(eq(attendees.id, order.tickets[0]?.id ?? 0));
    expect(bea).toMatchObject({ firstName: "Bea", shortId: order.tickets[0]?.shortId });
  });

  it("changes nothing when the event does not allow it (403), or for a ticket of another order (404)", async () => {
    const closed = await completedOrder({ allowed: false });
    for (const [path, init] of [
      [closed.path, patch({ first_name: "X" })],
      [`${closed.path}/attendees/${closed.tickets[0]?.shortId}`, patch({ first_name: "X" })],
      [`${closed.path}/resend-confirmation`, json({})],
      [`${closed.path}/attendees/${closed.tickets[0]?.shortId}/resend-ticket`, json({})],
    ] as const)
      expect((await api.request(path, init)).status, path).toBe(403);
    const [order] = await api.db.select().from(orders).where(eq(orders.id, closed.orderId));
    expect(order?.firstName).toBe("Bea");

    const open = await completedOrder();
    const stranger = await api.request(
      `${open.path}/attendees/${closed.tickets[0]?.shortId}`,
      patch({ first_name: "X" }),
    );
    expect(stranger.status).toBe(404);
    const refused = await api.request(open.path, patch({ email: "not an address" }));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { email: expect.any(Array) } });
  });

  it("sends the confirmation and a ticket again, and stops at 20 an hour per order", async () => {
    const order = await completedOrder();
    const before = (await mailsTo(order.email, "order_confirmation")).length;
    const again = await api.request(`${order.path}/resend-confirmation`, json({}));
    expect(again.status).toBe(200);
    expect((await mailsTo(order.email, "order_confirmation")).length).toBe(before + 1);
    const ticket = await api.request(
      `${order.path}/attendees/${order.tickets[0]?.shortId}/resend-ticket`,
      json({}),
    );
    expect(ticket.status).toBe(200);
    for (let sent = 2; sent < 20; sent++) await api.request(`${order.path}/resend-confirmation`, json({}));
    const refused = await api.request(`${order.path}/resend-confirmation`, json({}));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/u);
    // Edits count apart from mails.
    expect(selfServiceEditLimit.max).toBe(20);
    expect((await api.request(order.path, patch({ last_name: "Bianchi" }))).status).toBe(200);
  });
});

describe("find my tickets", () => {
  const lookup = (email: string, ip = "198.51.100.7") =>
    api.request("/api/public/ticket-lookup", json({ email }, { "x-forwarded-for": ip }));

  it("mails a link that lists the address's orders; an unknown address gets the same answer and no mail", async () => {
    const order = await completedOrder();
    const known = await lookup(order.email.toUpperCase());
    const unknown = await lookup(`nobody.${Date.now()}@example.com`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const url = await lookupLinkTo(order.email);
    expect(url).toMatch(/\/my-tickets\/[\w-]+$/u);
    // The address is not readable in the link.
    expect(url).not.toContain(order.email.split("@")[0]);

    const listed = await api.request(`/api/public/ticket-lookup/${url.split("/").at(-1)}`);
    expect(listed.status).toBe(200);
    const { data } = (await listed.json()) as { data: { short_id: string; event?: { id: number } }[] };
    expect(data).toEqual([
      expect.objectContaining({
        short_id: order.shortId,
        event: expect.objectContaining({ id: order.eventId }),
      }),
    ]);
  });

  it("refuses a made-up or altered link with 400", async () => {
    const order = await completedOrder();
    await lookup(order.email);
    const token = (await lookupLinkTo(order.email)).split("/").at(-1) ?? "";
    const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [altered, "made-up", "x".repeat(600)]) {
      const response = await api.request(`/api/public/ticket-lookup/${bad}`);
      expect(response.status, bad.slice(0, 20)).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.stringContaining("expired") });
    }
  });

  it("sends at most three links an hour to one address, and answers 429 past ten requests from one client", async () => {
    const order = await completedOrder();
    for (let sent = 0; sent < lookupMailLimit.max + 2; sent++)
      expect((await lookup(order.email, "203.0.113.9")).status).toBe(200);
    expect(await mailsTo(order.email, "ticket_lookup")).toHaveLength(lookupMailLimit.max);
    for (let sent = lookupMailLimit.max + 2; sent < 10; sent++)
      await lookup(`other.${sent}@example.com`, "203.0.113.9");
    const refused = await lookup(order.email, "203.0.113.9");
    expect(refused.status).toBe(429);
  });
});
