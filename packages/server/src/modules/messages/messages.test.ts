import type { MessageType } from "@varco/domain";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attendees, eventSettings, jobs, messageRecipients, messages } from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { errorsOf } from "../events/testFixtures";
import { getAs, postAs, type SalesEvent, salesEvent, soldOrder } from "../orders/testFixtures";
import { messageQueue } from "./delivery";
import { capturingTransport, deliverMessages } from "./testFixtures";

const api = useTestApp();

const text = { subject: "Doors open at 19:00", message: "<p>Gates open <strong>early</strong>.</p>" };

/** An event with three buyers: Maria (Italian, 2 tickets), John (English, 1 ticket), Ana (a programme only). */
async function eventWithBuyers(title = "Aida in the Park") {
  const sale = await salesEvent(api, title);
  const maria = await soldOrder(api, sale, {
    locale: "it",
    tickets: 2,
    buyer: { firstName: "Maria", lastName: "Rossi", email: "Maria@Example.com" },
  });
  // Her second ticket is her friend's, at an address of his own.
  await api.db
    .update(attendees)
    .set({ email: "luca@example.com", firstName: "Luca" })
    .where(eq(attendees.id, maria.attendees[1]?.id ?? 0));
  const john = await soldOrder(api, sale, {
    locale: "en",
    tickets: 1,
    buyer: { firstName: "John", lastName: "Smith", email: "john@example.com" },
  });
  const ana = await soldOrder(api, sale, {
    locale: "pt",
    tickets: 0,
    programmes: 1,
    buyer: { firstName: "Ana", lastName: "Lima", email: "ana@example.com" },
  });
  return { sale, maria, john, ana };
}

async function send(sale: SalesEvent, body: Record<string, unknown>) {
  return api.request(`/api/events/${sale.event.id}/messages`, postAs(sale.token, { ...text, ...body }));
}

async function sendOk(sale: SalesEvent, body: Record<string, unknown>) {
  const response = await send(sale, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { id: number; status: string } }).data;
}

/** Sends the message's mails and answers who got one. */
async function mailedTo(body: Record<string, unknown>, sale: SalesEvent) {
  const transport = capturingTransport();
  await sendOk(sale, body);
  await deliverMessages(api.db, transport);
  return transport.sent.map((mail) => mail.to).sort();
}

async function countOf(sale: SalesEvent, body: Record<string, unknown>) {
  const response = await api.request(
    `/api/events/${sale.event.id}/messages/recipient-count`,
    postAs(sale.token, { ...text, ...body }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { count: number } }).data.count;
}

describe("who a message reaches", () => {
  it("ALL_ATTENDEES: every active ticket holder once, addresses lower-cased; no cancelled ticket, no other event", async () => {
    const { sale, john } = await eventWithBuyers();
    await api.db
      .update(attendees)
      .set({ status: "CANCELLED" })
      .where(eq(attendees.id, john.attendees[0]?.id ?? 0));
    const other = await salesEvent(api, "Another night");
    await soldOrder(api, other, { buyer: { firstName: "Zed", lastName: "Z", email: "zed@example.com" } });
    const body = { message_type: "ALL_ATTENDEES" };
    expect(await countOf(sale, body)).toBe(2);
    expect(await mailedTo(body, sale)).toEqual(["luca@example.com", "maria@example.com"]);
  });

  it("TICKET_HOLDERS: active holders of the chosen products only", async () => {
    const { sale } = await eventWithBuyers();
    expect(await mailedTo({ message_type: "TICKET_HOLDERS", product_ids: [sale.product.id] }, sale)).toEqual([
      "john@example.com",
      "luca@example.com",
      "maria@example.com",
    ]);
    // The programme holds no tickets.
    expect(await countOf(sale, { message_type: "TICKET_HOLDERS", product_ids: [sale.programme.id] })).toBe(0);
  });

  it("INDIVIDUAL_ATTENDEES: the attendees picked, whatever their status; ids of another event reach no one", async () => {
    const { sale, maria, john } = await eventWithBuyers();
    await api.db
      .update(attendees)
      .set({ status: "CANCELLED" })
      .where(eq(attendees.id, john.attendees[0]?.id ?? 0));
    const other = await salesEvent(api, "Another night");
    const stranger = await soldOrder(api, other, {
      buyer: { firstName: "Zed", lastName: "Z", email: "zed@example.com" },
    });
    const body = {
      message_type: "INDIVIDUAL_ATTENDEES",
      attendee_ids: [maria.attendees[0]?.id, john.attendees[0]?.id, stranger.attendees[0]?.id],
    };
    expect(await mailedTo(body, sale)).toEqual(["john@example.com", "maria@example.com"]);
  });

  it("ORDER_OWNER: the order's buyer only", async () => {
    const { sale, ana } = await eventWithBuyers();
    expect(await mailedTo({ message_type: "ORDER_OWNER", order_id: ana.order.id }, sale)).toEqual([
      "ana@example.com",
    ]);
  });

  it("ORDER_OWNERS_WITH_PRODUCT: buyers of orders with the products, in the chosen statuses", async () => {
    const { sale } = await eventWithBuyers();
    await soldOrder(api, sale, {
      status: "AWAITING_OFFLINE_PAYMENT",
      tickets: 0,
      programmes: 2,
      buyer: { firstName: "Pia", lastName: "P", email: "pia@example.com" },
    });
    const programme = { message_type: "ORDER_OWNERS_WITH_PRODUCT", product_ids: [sale.programme.id] };
    expect(await countOf(sale, { ...programme, order_statuses: ["COMPLETED"] })).toBe(1);
    expect(
      await mailedTo({ ...programme, order_statuses: ["COMPLETED", "AWAITING_OFFLINE_PAYMENT"] }, sale),
    ).toEqual(["ana@example.com", "pia@example.com"]);
  });

  const everyType: [MessageType, (fixture: Awaited<ReturnType<typeof eventWithBuyers>>) => object][] = [
    ["ALL_ATTENDEES", () => ({})],
    ["TICKET_HOLDERS", ({ sale }) => ({ product_ids: [sale.product.id] })],
    ["INDIVIDUAL_ATTENDEES", ({ john }) => ({ attendee_ids: [john.attendees[0]?.id] })],
    ["ORDER_OWNER", ({ john }) => ({ order_id: john.order.id })],
    [
      "ORDER_OWNERS_WITH_PRODUCT",
      ({ sale }) => ({ product_ids: [sale.product.id], order_statuses: ["COMPLETED"] }),
    ],
  ];
  it.each(everyType)("a test message of type %s goes to the sender only", async (type, extra) => {
    const fixture = await eventWithBuyers();
    const body = { message_type: type, is_test: true, ...extra(fixture) };
    expect(await countOf(fixture.sale, body)).toBe(1);
    const transport = capturingTransport();
    await sendOk(fixture.sale, body);
    await deliverMessages(api.db, transport);
    expect(transport.sent.map((mail) => mail.to)).toEqual([fixture.sale.email]);
    expect(transport.sent[0]?.text).toContain("This is a test: it was sent only to you.");
  });

  it("a copy to the sender adds them once, even when they also hold a ticket", async () => {
    const { sale } = await eventWithBuyers();
    await soldOrder(api, sale, {
      tickets: 1,
      buyer: { firstName: "Olga", lastName: "Owner", email: sale.email.toUpperCase() },
    });
    const body = { message_type: "ALL_ATTENDEES", send_copy_to_current_user: true };
    expect(await countOf(sale, body)).toBe(4);
    expect(await mailedTo(body, sale)).toEqual(
      ["john@example.com", "luca@example.com", "maria@example.com", sale.email].sort(),
    );
  });
});

describe("the mail", () => {
  it("is framed in each recipient's language, with the organiser's text as written, Reply-To and a text part", async () => {
    const { sale } = await eventWithBuyers();
    await api.db
      .update(eventSettings)
      .set({
        values: sql`${eventSettings.values} || ${JSON.stringify({
          email_footer_message: "<p>Via Roma 1, Verona</p>",
          support_email: "help@aida.example",
        })}::jsonb`,
      })
      .where(eq(eventSettings.eventId, sale.event.id));
    const transport = capturingTransport();
    await sendOk(sale, {
      message_type: "TICKET_HOLDERS",
      product_ids: [sale.product.id],
      message:
        '<p>Gates open <strong>early</strong>, see <a href="https://aida.example/map">the map</a>.</p>',
    });
    await deliverMessages(api.db, transport);
    const john = transport.sent.find((mail) => mail.to === "john@example.com");
    const maria = transport.sent.find((mail) => mail.to === "maria@example.com");
    expect(john?.subject).toBe(text.subject);
    expect(john?.text).toContain("Hello John,");
    expect(john?.text).toContain("because you have a ticket for Aida in the Park");
    expect(maria?.text).toContain("Ciao Maria,");
    expect(maria?.text).toContain("perché hai un biglietto per Aida in the Park");
    expect(maria?.html).toContain("<strong>early</strong>");
    expect(john?.text).toContain("Gates open early, see the map (https://aida.example/map).");
    expect(john?.text).toContain("Via Roma 1, Verona");
    expect(john?.replyTo).toBe("help@aida.example");
    expect(john?.messageId).toMatch(/^<message\.\d+\.\d+@varco\.test>$/);
    expect(new Set(transport.sent.map((mail) => mail.messageId)).size).toBe(transport.sent.length);
  });

  it("replies go to the organizer's address when the event names no support address", async () => {
    const { sale } = await eventWithBuyers();
    const transport = capturingTransport();
    await sendOk(sale, { message_type: "ORDER_OWNER", order_id: (await soldOrder(api, sale)).order.id });
    await deliverMessages(api.db, transport);
    expect(transport.sent[0]?.replyTo).toBe(sale.organizer.email);
  });
});

describe("sending", () => {
  it("the message is listed with its sender and counts, its recipients with their status", async () => {
    const { sale } = await eventWithBuyers();
    const sent = await sendOk(sale, { message_type: "ALL_ATTENDEES" });
    expect(sent.status).toBe("PROCESSING");
    await deliverMessages(api.db, capturingTransport());
    const list = await api.request(`/api/events/${sale.event.id}/messages`, getAs(sale.token));
    const { data } = (await list.json()) as { data: Record<string, unknown>[] };
    expect(data[0]).toMatchObject({
      id: sent.id,
      status: "SENT",
      recipient_count: 3,
      delivered_count: 3,
      failed_count: 0,
      sent_by_user: { id: sale.userId },
    });
    expect(data[0]?.sent_at).toEqual(expect.any(String));
    const recipients = await api.request(
      `/api/events/${sale.event.id}/messages/${sent.id}/recipients`,
      getAs(sale.token),
    );
    const page = (await recipients.json()) as { data: { recipient: string; status: string }[] };
    expect(page.data.map((row) => [row.recipient, row.status]).sort()).toEqual([
      ["john@example.com", "SENT"],
      ["luca@example.com", "SENT"],
      ["maria@example.com", "SENT"],
    ]);
  });

  it("a scheduled message waits for its time (a wall-clock time of the event), then is sent", async () => {
    const { sale } = await eventWithBuyers();
    const inAnHour = new Date(Date.now() + 3_600_000);
    const wallClock = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Europe/Rome",
      dateStyle: "short",
      timeStyle: "medium",
    })
      .format(inAnHour)
      .replace(" ", "T");
    const sent = await sendOk(sale, { message_type: "ALL_ATTENDEES", scheduled_at: wallClock });
    expect(sent.status).toBe("SCHEDULED");
    const [row] = await api.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(Math.abs((row?.scheduledAt?.getTime() ?? 0) - inAnHour.getTime())).toBeLessThan(1000);
    const transport = capturingTransport();
    await deliverMessages(api.db, transport);
    expect(transport.sent).toEqual([]);
    // Its time comes.
    await api.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.queue, messageQueue), eq(jobs.key, `message:${sent.id}`)));
    await deliverMessages(api.db, transport);
    expect(transport.sent.map((mail) => mail.to).sort()).toEqual([
      "john@example.com",
      "luca@example.com",
      "maria@example.com",
    ]);
    const [after] = await api.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(after?.status).toBe("SENT");
  });

  it("a cancelled message sends nothing when its time comes; only a scheduled one can be cancelled", async () => {
    const { sale } = await eventWithBuyers();
    const later = await sendOk(sale, {
      message_type: "ALL_ATTENDEES",
      scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const cancel = (id: number) =>
      api.request(`/api/events/${sale.event.id}/messages/${id}/cancel`, postAs(sale.token));
    const cancelled = await cancel(later.id);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ data: { status: "CANCELLED" } });
    await api.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.key, `message:${later.id}`));
    const transport = capturingTransport();
    await deliverMessages(api.db, transport);
    expect(transport.sent).toEqual([]);
    expect((await cancel(later.id)).status).toBe(409);
    const now = await sendOk(sale, { message_type: "ALL_ATTENDEES" });
    expect((await cancel(now.id)).status).toBe(409);
  });

  it("a failed recipient can be retried, and is then sent", async () => {
    const { sale } = await eventWithBuyers();
    const sent = await sendOk(sale, {
      message_type: "ORDER_OWNER",
      order_id: (await soldOrder(api, sale)).order.id,
    });
    const transport = capturingTransport();
    transport.failing = true;
    await deliverMessages(api.db, transport, { maxAttempts: 1 });
    const [failed] = await api.db
      .select()
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, sent.id));
    expect(failed).toMatchObject({ status: "FAILED", lastError: "SMTP said no" });
    expect((await api.db.select().from(messages).where(eq(messages.id, sent.id)))[0]?.status).toBe("FAILED");
    const retry = () =>
      api.request(
        `/api/events/${sale.event.id}/messages/${sent.id}/recipients/${failed?.id}/retry`,
        postAs(sale.token),
      );
    const retried = await retry();
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ data: { status: "PENDING" } });
    transport.failing = false;
    await deliverMessages(api.db, transport);
    expect(transport.sent.map((mail) => mail.to)).toEqual(["maria@example.com"]);
    expect((await api.db.select().from(messages).where(eq(messages.id, sent.id)))[0]?.status).toBe("SENT");
    expect((await retry()).status).toBe(409);
  });

  it("a message job taken again after a crash adds no recipient twice and sends each address once", async () => {
    const { sale } = await eventWithBuyers();
    const sent = await sendOk(sale, { message_type: "ALL_ATTENDEES" });
    const transport = capturingTransport();
    await deliverMessages(api.db, transport);
    // As if the runner died after queueing: the message job and one mail's job run again.
    await api.db.update(messages).set({ status: "PROCESSING" }).where(eq(messages.id, sent.id));
    await api.db
      .update(jobs)
      .set({ status: "PENDING", runAt: sql`now()` })
      .where(sql`${jobs.key} like ${`message:${sent.id}%`}`);
    await deliverMessages(api.db, transport);
    expect(transport.sent).toHaveLength(3);
    const rows = await api.db
      .select()
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, sent.id));
    expect(rows).toHaveLength(3);
  });

  it("a mail sent again after its send was not recorded carries the same Message-ID", async () => {
    const { sale, john } = await eventWithBuyers();
    await sendOk(sale, { message_type: "ORDER_OWNER", order_id: john.order.id });
    // The SMTP server takes the mail, then the process loses it before marking the recipient SENT.
    const transport = capturingTransport();
    let calls = 0;
    const lossy = {
      kind: "lossy",
      async send(mail: Parameters<typeof transport.send>[0]) {
        await transport.send(mail);
        if (++calls === 1) throw new Error("connection lost after the accept");
      },
    };
    await deliverMessages(api.db, lossy);
    await api.db.update(jobs).set({ runAt: sql`now()` }).where(sql`${jobs.key} like 'message:%'`);
    await deliverMessages(api.db, lossy);
    expect(transport.sent.map((mail) => mail.to)).toEqual(["john@example.com", "john@example.com"]);
    expect(transport.sent[0]?.messageId).toMatch(/^<message\.\d+\.\d+@varco\.test>$/);
    expect(transport.sent[1]?.messageId).toBe(transport.sent[0]?.messageId);
  });

  it("the order drawer writes to the buyer: 204, and the message is listed as ORDER_OWNER", async () => {
    const { sale, john } = await eventWithBuyers();
    const path = `/api/events/${sale.event.id}/orders/${john.order.id}/message`;
    const missingType = await api.request(path, postAs(sale.token, text));
    expect(missingType.status).toBe(422);
    expect(Object.keys(await errorsOf(missingType))).toContain("message_type");
    const response = await api.request(path, postAs(sale.token, { ...text, message_type: "ALL_ATTENDEES" }));
    expect(response.status).toBe(204);
    const transport = capturingTransport();
    await deliverMessages(api.db, transport);
    expect(transport.sent.map((mail) => mail.to)).toEqual(["john@example.com"]);
    const [row] = await api.db.select().from(messages).where(eq(messages.eventId, sale.event.id));
    expect(row).toMatchObject({ type: "ORDER_OWNER", orderId: john.order.id });
    const unknown = await api.request(
      `/api/events/${sale.event.id}/orders/999999999/message`,
      postAs(sale.token, { ...text, message_type: "ALL_ATTENDEES" }),
    );
    expect(unknown.status).toBe(404);
  });
});

describe("refusals", () => {
  it.each([
    ["subject", { subject: "" }],
    ["subject", { subject: "x".repeat(101) }],
    ["message", { message: "" }],
    ["message", { message: "x".repeat(8001) }],
    ["message", { message: "<p> </p><script>alert(1)</script>" }],
    ["message_type", { message_type: "EVERYONE" }],
    ["attendee_ids", { message_type: "INDIVIDUAL_ATTENDEES" }],
    [
      "attendee_ids",
      { message_type: "INDIVIDUAL_ATTENDEES", attendee_ids: Array.from({ length: 51 }, (_, i) => i + 1) },
    ],
    ["product_ids", { message_type: "TICKET_HOLDERS" }],
    ["order_id", { message_type: "ORDER_OWNER" }],
    ["order_statuses", { message_type: "ORDER_OWNERS_WITH_PRODUCT", product_ids: [1] }],
    [
      "order_statuses.0",
      { message_type: "ORDER_OWNERS_WITH_PRODUCT", product_ids: [1], order_statuses: ["RESERVED"] },
    ],
    ["scheduled_at", { scheduled_at: "2020-01-01T10:00:00Z" }],
    ["scheduled_at", { scheduled_at: "tomorrow" }],
  ])("422 on %s for %j", async (field, body) => {
    const sale = await salesEvent(api);
    const response = await send(sale, { message_type: "ALL_ATTENDEES", ...body });
    expect(response.status).toBe(422);
    expect(Object.keys(await errorsOf(response))).toContain(field);
    expect(await api.db.select().from(messages).where(eq(messages.eventId, sale.event.id))).toEqual([]);
  });

  it("another account's event, message and recipient answer 404 and change nothing", async () => {
    const { sale } = await eventWithBuyers();
    const sent = await sendOk(sale, {
      message_type: "ALL_ATTENDEES",
      scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const [recipient] = await api.db
      .insert(messageRecipients)
      .values({ messageId: sent.id, email: "x@example.com", locale: "en", status: "FAILED" })
      .returning();
    const stranger = await registerOwner(api);
    const base = `/api/events/${sale.event.id}/messages`;
    const body = { ...text, message_type: "ALL_ATTENDEES" };
    const answers = await Promise.all([
      api.request(base, getAs(stranger.token)),
      api.request(base, postAs(stranger.token, body)),
      api.request(`${base}/recipient-count`, postAs(stranger.token, body)),
      api.request(`${base}/${sent.id}/cancel`, postAs(stranger.token)),
      api.request(`${base}/${sent.id}/recipients`, getAs(stranger.token)),
      api.request(`${base}/${sent.id}/recipients/${recipient?.id}/retry`, postAs(stranger.token)),
      api.request(`/api/events/${sale.event.id}/orders/1/message`, postAs(stranger.token, body)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const rows = await api.db.select().from(messages).where(eq(messages.eventId, sale.event.id));
    expect(rows.map((row) => row.status)).toEqual(["SCHEDULED"]);
  });
});
