import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, gt, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { connectDatabase, type DatabaseConnection } from "../../db/connect";
import { activityLog, webhookLogs, webhooks } from "../../db/schema";
import { createLogger } from "../../logger";
import { walkInBody } from "../../test/activityFixtures";
import { killStartedProcesses, startProcess } from "../../test/serverProcess";
import type { TestApp } from "../../test/testApp";
import { testAppUrl } from "../../test/testApp";
import { openTestDatabase, type TestDatabase } from "../../test/testDatabase";
import { authed } from "../events/testFixtures";
import { type TicketedEvent, ticketedEvent } from "../tickets/testFixtures";
import { type Receiver, startReceiver } from "./testReceiver";

/**
 * Delivery where it matters: real server processes, one of them killed (SIGKILL) mid-delivery, a
 * receiver that is down for a while, 1,000 sales (box-office sales through the API: each an
 * order.created and an attendee.created). Every event reaches each webhook at least once, each
 * `webhook-id` arrives as often as it was tried, and each webhook gets its events in order.
 */
describe("webhooks across server processes", () => {
  const kind = inject("testDatabase").kind;
  let database: TestDatabase | undefined;
  let dataDir: string;
  let receiver: Receiver;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "varco-webhooks-test-"));
    if (kind === "postgres") database = await openTestDatabase();
    receiver = await startReceiver();
  });
  afterEach(() => killStartedProcesses());
  afterAll(async () => {
    await receiver?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  const webhookEnv = {
    WEBHOOKS_ALLOW_HTTP: "true",
    WEBHOOKS_ALLOW_PRIVATE: "true",
    WEBHOOKS_FIRST_RETRY_SECONDS: "0.2",
  };

  /**
   * The API in this process on the database the servers use, while none runs (PGlite's data dir
   * has one user at a time): the set-up and the sales go through it.
   */
  async function withApi<T>(work: (api: TestApp) => Promise<T>): Promise<T> {
    let connection: DatabaseConnection;
    if (database) connection = database.connection;
    else {
      connection = await connectDatabase({
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        DATABASE_POOL_MAX: 1,
      });
      await connection.migrate();
    }
    try {
      const config = loadConfig({
        APP_URL: testAppUrl,
        LOG_LEVEL: "warn",
        CREDENTIAL_REQUESTS_PER_SECOND: "100000",
        ...webhookEnv,
      });
      const app = createApp({ config, database: connection, logger: createLogger(config) });
      const api = {
        db: connection.db,
        config,
        request: async (path: string, init?: RequestInit) => app.request(new URL(path, testAppUrl), init),
      } as unknown as TestApp;
      return await work(api);
    } finally {
      if (!database) await connection.close();
    }
  }

  async function sell(api: TestApp, event: TicketedEvent, from: number, count: number) {
    for (let sale = from; sale < from + count; sale++) {
      const response = await api.request(
        `/api/events/${event.event.id}/attendees`,
        authed(
          event.token,
          "POST",
          walkInBody(event, { send_confirmation_email: false, email: `buyer${sale}@example.com` }),
        ),
      );
      if (response.status >= 300)
        throw new Error(`sale ${sale}: ${response.status} ${await response.text()}`);
    }
  }

  it("a receiver down for a while and a server killed mid-delivery: every event delivered at least once, each webhook-id as often as tried, in order per webhook", {
    // Real processes and 1,000 sales: about a minute on a quiet machine, much more on a busy one.
    timeout: 480_000,
  }, async () => {
    // Two webhooks: the event's told of orders, the organizer's of attendees.
    const { event, hooks } = await withApi(async (api) => {
      const event = await ticketedEvent(api);
      const add = async (path: string, suffix: string, type: string) => {
        const response = await api.request(
          path,
          authed(event.token, "POST", { url: `${receiver.url}/${suffix}`, event_types: [type] }),
        );
        if (response.status !== 200) throw new Error(`webhook: ${response.status} ${await response.text()}`);
        return ((await response.json()) as { data: { id: number } }).data.id;
      };
      const hooks = {
        orders: await add(`/api/events/${event.event.id}/webhooks`, "orders", "order.created"),
        attendees: await add(
          `/api/organizers/${event.organizer.id}/webhooks`,
          "attendees",
          "attendee.created",
        ),
      };
      await sell(api, event, 0, 500);
      return { event, hooks };
    });

    const t0 = Date.now();
    const lap = (what: string) => console.info(`${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const env = {
      ...(database?.url ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
      JOB_LEASE_SECONDS: "8",
      SEED_DEMO: "false",
      APP_URL: testAppUrl,
      ...webhookEnv,
    };
    // Down at first: the first attempts fail unanswered and are retried (0.2 s, then 0.8 s, 4 s…).
    receiver.setDown(true);
    const first = startProcess("src/server.ts", env);
    await first.waitForLog("job runner started");
    lap("first started");
    await new Promise((resolve) => setTimeout(resolve, 2000));
    receiver.setDown(false);
    await expect
      .poll(() => receiver.received.length, { timeout: 180_000, interval: 20 })
      .toBeGreaterThanOrEqual(300);
    lap("300 received");
    first.child.kill("SIGKILL");
    expect(await first.exited).toMatchObject({ signal: "SIGKILL" });
    const beforeKill = receiver.received.length;
    expect(beforeKill).toBeLessThan(1000);

    // 500 more sales while no server runs, then a new server takes over.
    await withApi((api) => sell(api, event, 500, 500));
    lap("500 more sold");
    const second = startProcess("src/server.ts", env);
    await second.waitForLog("job runner started");
    lap("second started");
    await expect
      .poll(
        () =>
          new Set(receiver.received.map((request) => `${request.path} ${request.headers["webhook-id"]}`))
            .size,
        {
          timeout: 300_000,
          interval: 200,
        },
      )
      .toBe(2000);
    lap("all received");
    // Time for a duplicate to show, had there been one too many.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    second.child.kill("SIGTERM");
    await second.exited;

    await withApi(async (api) => {
      for (const [name, webhookId] of Object.entries(hooks)) {
        const type = name === "orders" ? "order.created" : "attendee.created";
        const [hook] = await api.db.select().from(webhooks).where(eq(webhooks.id, webhookId));
        expect(hook?.status).toBe("ENABLED");
        const expected = (
          await api.db
            .select({ id: activityLog.id })
            .from(activityLog)
            .where(
              and(
                eq(activityLog.accountId, event.account.id),
                eq(activityLog.type, type),
                gt(activityLog.id, 0),
              ),
            )
            .orderBy(activityLog.id)
        ).map((row) => `msg_${row.id}`);
        expect(expected).toHaveLength(1000);
        const got = receiver.received
          .filter((request) => request.path === `/hook/${name}`)
          .map((request) => request.headers["webhook-id"] as string);
        // None missing, none foreign.
        expect(new Set(got)).toEqual(new Set(expected));
        // In order: a later event never before an earlier one (a resend repeats the last one).
        const ids = got.map((id) => Number(id.slice(4)));
        expect(ids.every((id, index) => index === 0 || id >= (ids[index - 1] as number))).toBe(true);
        // Each webhook-id as often as it was tried and answered: the log has an attempt for each
        // delivery but the one the killed server sent and never logged (at most one).
        const logged = await api.db
          .select({ messageId: webhookLogs.messageId, code: webhookLogs.responseCode })
          .from(webhookLogs)
          .where(and(eq(webhookLogs.webhookId, webhookId), inArray(webhookLogs.messageId, expected)));
        const answered = new Map<string, number>();
        for (const row of logged)
          if (row.code === 200) answered.set(row.messageId, (answered.get(row.messageId) ?? 0) + 1);
        const seen = new Map<string, number>();
        for (const id of got) seen.set(id, (seen.get(id) ?? 0) + 1);
        const extra = [...seen].map(([id, count]) => count - (answered.get(id) ?? 0));
        expect(extra.every((difference) => difference === 0 || difference === 1)).toBe(true);
        expect(extra.reduce((sum, difference) => sum + difference, 0)).toBeLessThanOrEqual(1);
        // The receiver was down: some attempts went unanswered (logged as 0) and were tried again.
        if (name === "orders") expect(logged.some((row) => row.code === 0)).toBe(true);
      }
    });
  });
});
