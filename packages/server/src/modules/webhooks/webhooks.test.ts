import { createHmac } from "node:crypto";
import { userLocales, webhookLogSchema, webhookSchema } from "@varco/domain";
import { eq, sql } from "drizzle-orm";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Database } from "../../db/connect";
import { jobs, mailOutbox, webhookLogs, webhooks } from "../../db/schema";
import { runDueJobs } from "../../jobs/runner";
import { walkInBody } from "../../test/activityFixtures";
import { type TestApp, useTestApp } from "../../test/testApp";
import { authed, createEventVia, daysFromNow } from "../events/testFixtures";
import { renderMail } from "../mail/templates";
import { ticketedEvent } from "../tickets/testFixtures";
import {
  type DeliveryOptions,
  dispatchWebhooks,
  queueDailyCleanup,
  retryDelayMs,
  webhookCleanupHandler,
  webhookCleanupQueue,
  webhookJobHandler,
  webhookQueue,
} from "./delivery";
import { isPublicAddress } from "./safeAddress";
import { sendWebhook } from "./send";
import { addressPolicyOf, webhookDns } from "./service";
import { type Received, type Receiver, startReceiver } from "./testReceiver";

const created = z.object({ data: webhookSchema.extend({ secret: z.string() }) });
const one = z.object({ data: webhookSchema });
const list = z.object({ data: z.array(webhookSchema) });
const logs = z.object({ data: z.array(webhookLogSchema) });

type Body = { event_type: string; event_sent_at: string; payload: Record<string, unknown> };
const bodyOf = (request: Received) => JSON.parse(request.body) as Body;

/** Hi.Events' check: the hex HMAC of the raw body, keyed with the secret as shown. */
function hiEventsVerifies(secret: string, request: Received): boolean {
  return createHmac("sha256", secret).update(request.body).digest("hex") === request.headers.signature;
}

/** The official Standard Webhooks library's check (it throws on a bad signature). */
function standardVerifies(secret: string, request: Received, body = request.body): boolean {
  try {
    new StandardWebhook(secret).verify(body, request.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

/** What the server's loop does: queue the webhooks with news and run their jobs, until quiet. */
async function deliverAll(db: Database, options: DeliveryOptions) {
  const handlers = {
    [webhookQueue]: webhookJobHandler(db, options),
    [webhookCleanupQueue]: webhookCleanupHandler(db),
  };
  for (let pass = 0; pass < 20; pass++) {
    const queued = await dispatchWebhooks(db);
    const report = await runDueJobs(db, handlers);
    if (queued === 0 && report.done + report.skipped + report.retried === 0) return;
  }
}

/**
 * A live event of a new account with a webhook added through the API (the answer holds its
 * secret), and `sell`: a box-office sale through the API, which logs order.created and attendee.created.
 */
async function eventWithWebhook(
  api: TestApp,
  body: { url: string; event_types: string[] },
  scope: "event" | "organizer" = "event",
) {
  const event = await ticketedEvent(api);
  const path =
    scope === "event"
      ? `/api/events/${event.event.id}/webhooks`
      : `/api/organizers/${event.organizer.id}/webhooks`;
  const response = await api.request(path, authed(event.token, "POST", body));
  expect(response.status).toBe(200);
  const webhook = created.parse(await response.json()).data;
  const sell = async (email = "walk.in@example.com") => {
    const sold = await api.request(
      `/api/events/${event.event.id}/attendees`,
      authed(event.token, "POST", walkInBody(event, { send_confirmation_email: false, email })),
    );
    expect(sold.status).toBeLessThan(300);
    return (await sold.json()) as { data: { id: number; order_id: number } };
  };
  return { event, path, webhook, sell, secret: webhook.secret };
}

describe("webhooks: delivery from the activity log", () => {
  // Deliveries go to a receiver on this machine over http: allowed here as a deployment allows it.
  const api = useTestApp({ env: { WEBHOOKS_ALLOW_HTTP: "true", WEBHOOKS_ALLOW_PRIVATE: "true" } });
  let receiver: Receiver;
  const policy = {
    allowHttp: true,
    allowPrivate: true,
    resolve: async () => ["127.0.0.1"],
  };
  const options = {
    policy,
    source: "Varco",
    appUrl: "https://tickets.example",
    firstRetrySeconds: 30,
    leaseSeconds: 60,
  };

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });
  afterEach(() => {
    receiver.received.length = 0;
    receiver.answer(200);
  });

  const deliver = (handlerOptions: DeliveryOptions = options) => deliverAll(api.db, handlerOptions);

  const sellWithWebhook = (scope: "event" | "organizer" = "event", eventTypes?: string[]) =>
    eventWithWebhook(
      api,
      {
        url: receiver.url,
        event_types: eventTypes ?? ["order.created", "attendee.created", "order.updated"],
      },
      scope,
    );

  it("tells of a sale in order (order.created, then its attendee), signed so that both the Standard Webhooks library and a Hi.Events receiver verify it; a tampered body fails both", async () => {
    const { webhook, sell, secret } = await sellWithWebhook();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const sale = await sell();
    await deliver();

    expect(receiver.received.map((request) => bodyOf(request).event_type)).toEqual([
      "order.created",
      "attendee.created",
    ]);
    const [order, attendee] = receiver.received as [Received, Received];
    expect(bodyOf(order).payload).toMatchObject({
      id: sale.data.order_id,
      order_items: [expect.objectContaining({ item_name: "Stalls - Front row", quantity: 1 })],
      attendees: [expect.objectContaining({ first_name: "Walter", email: "walk.in@example.com" })],
    });
    expect(bodyOf(attendee).payload).toMatchObject({ id: sale.data.id, first_name: "Walter" });
    for (const request of receiver.received) {
      expect(request.headers["content-type"]).toBe("application/json");
      expect(request.headers["x-webhook-source"]).toBe("Varco");
      expect(request.headers["webhook-id"]).toMatch(/^msg_\d+$/);
      expect(Number(request.headers["webhook-timestamp"])).toBeCloseTo(Date.now() / 1000, -1);
      expect(standardVerifies(secret, request)).toBe(true);
      expect(hiEventsVerifies(secret, request)).toBe(true);
      const tampered = { ...request, body: request.body.replace("Walter", "Walt3r") };
      expect(standardVerifies(secret, request, tampered.body)).toBe(false);
      expect(hiEventsVerifies(secret, tampered)).toBe(false);
    }
    // Each attempt is logged and the webhook says how the last one went.
    const [row] = await api.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(row?.lastResponseCode).toBe(200);
    expect(row?.lastResponseBody).toBe("ok");
  });

  it("holds the queue behind a failing event: nothing after it goes until it is delivered, with the same webhook-id and body; then the rest in order", async () => {
    const { webhook, sell } = await sellWithWebhook("event", ["order.created"]);
    receiver.answer(500);
    await sell("first@example.com");
    await deliver();
    expect(receiver.received).toHaveLength(1);
    const [failed] = receiver.received as [Received];
    await sell("second@example.com");
    await deliver();
    // Waiting for the retry: the second order is not sent before the first.
    expect(receiver.received).toHaveLength(1);
    const [waiting] = await api.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(waiting?.failures).toBe(1);
    expect(waiting?.retryAt?.getTime()).toBeGreaterThan(Date.now() + 20_000);

    receiver.answer(200);
    await api.db
      .update(webhooks)
      .set({ retryAt: new Date(Date.now() - 1) })
      .where(eq(webhooks.id, webhook.id));
    await deliver();
    const emails = receiver.received.map((request) => (bodyOf(request).payload as { email: string }).email);
    expect(emails).toEqual(["first@example.com", "first@example.com", "second@example.com"]);
    const [retried] = receiver.received.slice(1) as [Received];
    expect(retried.headers["webhook-id"]).toBe(failed.headers["webhook-id"]);
    expect(retried.body).toBe(failed.body);
    const [after] = await api.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect([after?.failures, after?.retryAt, after?.failingSince]).toEqual([0, null, null]);
  });

  it("sends even when the installation's name has letters a header cannot hold", async () => {
    const result = await sendWebhook(
      { url: new URL(receiver.url), address: "127.0.0.1", family: 4 },
      { messageId: "msg_1", body: "{}" },
      { secret: "whsec_c2VjcmV0", source: "票务 Città", timeoutMs: 5000 },
    );
    expect(result.responseCode).toBe(200);
    expect(receiver.received[0]?.headers["x-webhook-source"]).toBe("Citt");
  });

  it("a job whose lease another runner took stops before its next send; one that holds it sends on", async () => {
    const { webhook, sell } = await sellWithWebhook("event", ["order.created"]);
    await sell("one@example.com");
    await sell("two@example.com");
    const [job] = await api.db
      .insert(jobs)
      .values({
        queue: webhookQueue,
        key: `test:${webhook.id}`,
        payload: { webhookId: webhook.id },
        attempts: 2,
      })
      .returning();
    if (!job) throw new Error("no job");
    // A lease of no time at all: the job renews it before every send.
    const handler = webhookJobHandler(api.db, { ...options, leaseSeconds: 0 });
    await handler.run({ ...job, attempts: 1 });
    expect(receiver.received).toHaveLength(0);
    await handler.run(job);
    expect(receiver.received).toHaveLength(2);
    await api.db.delete(jobs).where(eq(jobs.id, job.id));
  });

  it("does not follow a redirect: a 3xx is a failed attempt, and nothing is sent to where it points", async () => {
    const { webhook, sell } = await sellWithWebhook("event", ["order.created"]);
    receiver.answer(307);
    await sell();
    await deliver();
    expect(receiver.received.map((request) => request.path)).toEqual(["/hook"]);
    const [row] = await api.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect([row?.lastResponseCode, row?.failures]).toEqual([307, 1]);
  });

  it("queues one job per webhook however many servers dispatch, and the day's cleanup once", async () => {
    const { webhook, sell } = await sellWithWebhook("event", ["order.created"]);
    await sell();
    const queued = await Promise.all([dispatchWebhooks(api.db), dispatchWebhooks(api.db)]);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await dispatchWebhooks(api.db)).toBe(0);
    const pending = await api.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `webhook:${webhook.id}:0`));
    expect(pending.map((job) => job.status)).toEqual(["PENDING"]);
    await deliver();
    expect(receiver.received).toHaveLength(1);
    const day = new Date("2026-12-01T10:00:00Z");
    expect(await queueDailyCleanup(api.db, day)).toBe(true);
    expect(await queueDailyCleanup(api.db, new Date("2026-12-01T23:00:00Z"))).toBe(false);
  });

  it("retries on a schedule that grows from 30 s to 8 h, with jitter, over about a day", () => {
    const middle = () => 0.5;
    const delays = Array.from({ length: 10 }, (_, index) => retryDelayMs(index + 1, 30, middle) / 1000);
    expect(delays).toEqual([30, 120, 600, 1800, 3600, 7200, 14400, 28800, 28800, 28800]);
    const total = delays.slice(0, 9).reduce((sum, delay) => sum + delay, 0);
    expect(total / 3600).toBeGreaterThan(20);
    expect(retryDelayMs(1, 30, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, 30, () => 1)).toBe(36_000);
  });

  it("a receiver answering 410 Gone pauses the webhook at once and its organiser is mailed", async () => {
    const { webhook, sell, event } = await sellWithWebhook("event", ["order.created"]);
    receiver.answer(410);
    await sell();
    await deliver();
    const [row] = await api.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(row?.status).toBe("PAUSED");
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.accountId, event.account.id));
    expect(mails.map((mail) => [mail.template, mail.payload.reason])).toEqual([["webhook_paused", "gone"]]);
    // Paused: nothing more is sent.
    receiver.answer(200);
    await sell("later@example.com");
    await deliver();
    expect(receiver.received).toHaveLength(1);
    // Resumed: what it missed comes, in order, from where it stopped.
    const resumed = await api.request(
      `/api/events/${event.event.id}/webhooks/${webhook.id}`,
      authed(event.token, "PUT", { url: receiver.url, event_types: ["order.created"], status: "ENABLED" }),
    );
    expect(resumed.status).toBe(200);
    await deliver();
    expect(
      receiver.received.slice(1).map((request) => (bodyOf(request).payload as { email: string }).email),
    ).toEqual(["walk.in@example.com", "later@example.com"]);
  });

  it("failing for a day pauses the webhook and mails the organiser", async () => {
    const { webhook, sell, event } = await sellWithWebhook("event", ["order.created"]);
    receiver.answer(503);
    await sell();
    await deliver();
    let [row] = await api.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(row?.status).toBe("ENABLED");
    await api.db
      .update(webhooks)
      .set({ failingSince: new Date(Date.now() - 25 * 3600_000), retryAt: new Date(Date.now() - 1) })
      .where(eq(webhooks.id, webhook.id));
    await deliver();
    [row] = await api.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(row?.status).toBe("PAUSED");
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.accountId, event.account.id));
    expect(mails.map((mail) => mail.payload.reason)).toEqual(["failing"]);
    expect(mails[0]?.payload.manage_url).toBe(
      `https://tickets.example/manage/event/${event.event.id}/webhooks`,
    );
  });

  it("an organiser's webhook is told of all its events; an event's only of its own", async () => {
    const { webhook, event, sell } = await sellWithWebhook("organizer", ["order.created", "event.created"]);
    const other = await createEventVia(api, event.token, {
      title: "Tosca",
      start_date: daysFromNow(60),
      organizer_id: event.organizer.id,
      currency: "EUR",
      timezone: "Europe/Rome",
    });
    await sell();
    await deliver();
    const told = receiver.received.map((request) => [bodyOf(request).event_type, bodyOf(request).payload.id]);
    expect(told).toEqual([
      ["event.created", other.id],
      ["order.created", expect.any(Number)],
    ]);
    const logged = logs.parse(
      await (
        await api.request(
          `/api/organizers/${event.organizer.id}/webhooks/${webhook.id}/logs`,
          authed(event.token),
        )
      ).json(),
    ).data;
    // Newest first.
    expect(logged.map((log) => log.event_type)).toEqual(["order.created", "event.created"]);
    expect(logged[0]).toMatchObject({ response_code: 200, response_body: "ok", webhook_id: webhook.id });
    expect(logged[0]?.duration_ms).toEqual(expect.any(Number));
  });

  it("redelivers a logged event with its webhook-id and body; sends a test event; a rolled secret signs from then on", async () => {
    const { webhook, sell, path, event, secret } = await sellWithWebhook("event", ["order.created"]);
    await sell();
    await deliver();
    const [first] = receiver.received as [Received];
    const [log] = logs.parse(
      await (await api.request(`${path}/${webhook.id}/logs`, authed(event.token))).json(),
    ).data;
    expect(
      (await api.request(`${path}/${webhook.id}/logs/${log?.id}/redeliver`, authed(event.token, "POST")))
        .status,
    ).toBe(204);
    const [, again] = receiver.received as [Received, Received];
    expect(again.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(again.body).toBe(first.body);
    expect(standardVerifies(secret, again)).toBe(true);

    const rolled = await api.request(`${path}/${webhook.id}/roll-secret`, authed(event.token, "POST"));
    expect(rolled.status).toBe(200);
    const newSecret = created.parse(await rolled.json()).data.secret;
    expect(newSecret).not.toBe(secret);
    const tested = await api.request(
      `${path}/${webhook.id}/test`,
      authed(event.token, "POST", { event_type: "order.created" }),
    );
    expect(tested.status).toBe(204);
    const test = receiver.received[2] as Received;
    expect(bodyOf(test).event_type).toBe("order.created");
    expect(test.headers["webhook-id"]).toMatch(/^msg_test_/);
    expect(standardVerifies(newSecret, test)).toBe(true);
    expect(standardVerifies(secret, test)).toBe(false);
    expect(hiEventsVerifies(newSecret, test)).toBe(true);
    const types = logs
      .parse(await (await api.request(`${path}/${webhook.id}/logs`, authed(event.token))).json())
      .data.map((entry) => entry.webhook_message_id);
    expect(types).toEqual([
      test.headers["webhook-id"],
      first.headers["webhook-id"],
      first.headers["webhook-id"],
    ]);
  });

  it("keeps log entries 30 days: the daily cleanup removes older ones", async () => {
    const { webhook, sell } = await sellWithWebhook("event", ["order.created"]);
    await sell();
    await sell("two@example.com");
    await deliver();
    const rows = await api.db.select().from(webhookLogs).where(eq(webhookLogs.webhookId, webhook.id));
    expect(rows).toHaveLength(2);
    const [old, recent] = rows as [(typeof rows)[0], (typeof rows)[0]];
    await api.db
      .update(webhookLogs)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(webhookLogs.id, old.id));
    await api.db
      .update(webhookLogs)
      .set({ createdAt: sql`now() - interval '29 days'` })
      .where(eq(webhookLogs.id, recent.id));
    await webhookCleanupHandler(api.db).run({} as never);
    const kept = await api.db.select().from(webhookLogs).where(eq(webhookLogs.webhookId, webhook.id));
    expect(kept.map((row) => row.id)).toEqual([recent.id]);
  });
});

describe("webhooks: the organiser's API and the address guard", () => {
  const api = useTestApp();
  const answers: Record<string, string[]> = {
    "hooks.example": ["93.184.216.34"],
    "loopback.example": ["127.0.0.1"],
    "private.example": ["10.1.2.3"],
    "metadata.example": ["169.254.169.254"],
    "six.example": ["::1"],
    "mixed.example": ["93.184.216.34", "192.168.1.1"],
    "mapped.example": ["::ffff:127.0.0.1"],
  };
  beforeAll(() => {
    vi.spyOn(webhookDns, "resolve").mockImplementation(async (host) => answers[host] ?? []);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("creates (200, with the secret once), lists and reads without the secret, changes, and deletes", async () => {
    const { event, path, webhook } = await eventWithWebhook(api, {
      url: "https://hooks.example/in",
      event_types: ["order.created"],
    });
    expect(webhook).toMatchObject({
      url: "https://hooks.example/in",
      status: "ENABLED",
      last_triggered_at: null,
    });
    const listed = await (await api.request(path, authed(event.token))).json();
    expect(list.parse(listed).data.map((row) => row.id)).toEqual([webhook.id]);
    expect(JSON.stringify(listed)).not.toContain(webhook.secret);
    const read = await (await api.request(`${path}/${webhook.id}`, authed(event.token))).json();
    expect(JSON.stringify(read)).not.toContain("secret");
    const changed = await api.request(
      `${path}/${webhook.id}`,
      authed(event.token, "PUT", {
        url: "https://hooks.example/v2",
        event_types: ["checkin.created", "checkin.deleted"],
        status: "PAUSED",
      }),
    );
    expect(one.parse(await changed.json()).data).toMatchObject({
      url: "https://hooks.example/v2",
      event_types: ["checkin.created", "checkin.deleted"],
      status: "PAUSED",
    });
    // Another account sees none of it.
    const stranger = await ticketedEvent(api);
    expect((await api.request(`${path}/${webhook.id}`, authed(stranger.token))).status).toBe(404);
    expect(
      (await api.request(`/api/events/${stranger.event.id}/webhooks/${webhook.id}`, authed(stranger.token)))
        .status,
    ).toBe(404);
    expect((await api.request(`${path}/${webhook.id}`, authed(event.token, "DELETE"))).status).toBe(204);
    expect((await api.request(`${path}/${webhook.id}`, authed(event.token))).status).toBe(404);
  });

  it.each([
    ["http://hooks.example/in", "webhook_url_not_https"],
    ["https://loopback.example/in", "webhook_url_not_public"],
    ["https://127.0.0.1/in", "webhook_url_not_public"],
    ["https://private.example/in", "webhook_url_not_public"],
    ["https://10.0.0.8/in", "webhook_url_not_public"],
    ["https://metadata.example/latest", "webhook_url_not_public"],
    ["https://169.254.169.254/latest/meta-data", "webhook_url_not_public"],
    ["https://six.example/in", "webhook_url_not_public"],
    ["https://[::1]/in", "webhook_url_not_public"],
    ["https://[::ffff:7f00:1]/in", "webhook_url_not_public"],
    ["https://mapped.example/in", "webhook_url_not_public"],
    ["https://mixed.example/in", "webhook_url_not_public"],
    ["https://nowhere.example/in", "webhook_url_unresolved"],
  ])("refuses %s at save: 422 on url (%s)", async (url, code) => {
    const event = await ticketedEvent(api);
    const response = await api.request(
      `/api/events/${event.event.id}/webhooks`,
      authed(event.token, "POST", { url, event_types: ["order.created"] }),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { codes: Record<string, { code: string }[]> };
    expect(body.codes.url).toEqual([{ code }]);
  });

  it.each([["127.0.0.1"], ["10.0.0.8"], ["169.254.169.254"], ["::1"]])(
    "checks the address again at each delivery: a name public at save that now resolves to %s is not connected to",
    async (address) => {
      const { webhook, sell } = await eventWithWebhook(api, {
        url: "https://hooks.example/in",
        event_types: ["order.created"],
      });
      await sell();
      // The name now points inside (DNS rebinding): the delivery checks it again and refuses.
      const connected = vi.fn(async () => [address]);
      await deliverAll(api.db, {
        policy: addressPolicyOf(api.config, connected),
        source: "Varco",
        appUrl: "https://tickets.example",
        firstRetrySeconds: 30,
        leaseSeconds: 60,
      });
      expect(connected).toHaveBeenCalledWith("hooks.example");
      const [log] = await api.db.select().from(webhookLogs).where(eq(webhookLogs.webhookId, webhook.id));
      expect([log?.responseCode, log?.responseBody]).toEqual([0, "refused: webhook_url_not_public"]);
      const [row] = await api.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
      expect(row?.failures).toBe(1);
    },
  );

  it("words the paused webhook's mail in every mail language, with the address and the link to the webhook", () => {
    const payload = {
      webhook_url: "https://hooks.example/in",
      manage_url: "https://tickets.example/manage/event/7/webhooks",
    };
    const subjects = new Set<string>();
    for (const locale of userLocales)
      for (const reason of ["gone", "failing"]) {
        const mail = renderMail("webhook_paused", { ...payload, reason }, { locale, appName: "Varco" });
        expect(mail.subject).toContain("https://hooks.example/in");
        expect(mail.text).toContain(payload.manage_url);
        expect(mail.text).not.toMatch(/\{[a-z_]+\}/);
        subjects.add(mail.subject);
      }
    // Each language its own words.
    expect(subjects.size).toBe(userLocales.length);
    expect(
      renderMail("webhook_paused", { ...payload, reason: "gone" }, { locale: "it", appName: "Varco" }).text,
    ).toContain("410 Gone");
  });

  it("tells public addresses from the others, IPv4-mapped IPv6 and CGNAT included", () => {
    for (const address of ["93.184.216.34", "2606:4700::1111", "8.8.8.8"])
      expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      "127.0.0.1",
      "10.255.0.1",
      "172.16.5.4",
      "172.31.255.255",
      "192.168.0.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:10.0.0.1",
      "::ffff:a9fe:a9fe",
      "64:ff9b::7f00:1",
      "not an address",
    ])
      expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress("172.32.0.1")).toBe(true);
  });
});
