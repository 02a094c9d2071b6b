import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer } from "../server";
import { databaseUrl, quoteIdentifier, withAdminClient } from "../test/testDatabase";

/**
 * node-postgres warns ("Calling client.query() when the client is already executing a query is
 * deprecated") when one connection is handed a query while another runs on it, and pg@9 will refuse
 * it. A transaction is one connection, so queries run together (Promise.all) inside one are the
 * cause. Every query is watched here, and a first start on an empty PostgreSQL database (migrations,
 * the demo and its pictures, the job runner) must never send one to a busy connection.
 */
const target = inject("testDatabase");
type Watched = pg.Client & { _queryQueue?: unknown[]; _getActiveQuery?: () => unknown };
const overlaps: string[] = [];
const originalQuery = pg.Client.prototype.query;

beforeAll(() => {
  pg.Client.prototype.query = function (this: Watched, ...args: unknown[]) {
    if ((this._queryQueue?.length ?? 0) > 0 || this._getActiveQuery?.())
      overlaps.push(
        `${JSON.stringify(args[0]).slice(0, 300)} while ${JSON.stringify((this._getActiveQuery?.() as { text?: string } | undefined)?.text ?? "").slice(0, 300)}`,
      );
    return (originalQuery as (...given: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
});
afterAll(() => {
  pg.Client.prototype.query = originalQuery;
});

describe.skipIf(target.kind !== "postgres")("one query at a time on a connection", () => {
  it("holds for a first start on an empty database (demo and pictures included) and a first reservation", {
    timeout: 120_000,
  }, async () => {
    if (target.kind !== "postgres") return;
    const name = `varco_first_start_${target.runId}_${randomBytes(4).toString("hex")}`;
    const dataDir = await mkdtemp(join(tmpdir(), "varco-first-start-"));
    await withAdminClient(target.adminUrl, (admin) =>
      admin.query(`create database ${quoteIdentifier(name)}`),
    );
    try {
      const server = await startServer({
        env: {
          PORT: "0",
          HOST: "127.0.0.1",
          LOG_LEVEL: "silent",
          APP_DIST_DIR: "/nonexistent",
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl(target.adminUrl, name),
        },
        print: () => undefined,
      });
      try {
        expect(server.demo).toBeDefined();
        // And what a buyer does next: the event's page, then a seat reserved.
        const eventId = server.demo?.eventId;
        const page = await fetch(`${server.url}/api/public/events/${eventId}`);
        expect(page.status).toBe(200);
        const event = (await page.json()) as {
          data: { product_categories: { products: { id: number; prices: { id: number }[] }[] }[] };
        };
        const product = event.data.product_categories.flatMap((category) => category.products)[0];
        const reserved = await fetch(`${server.url}/api/public/events/${eventId}/order`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            products: [
              { product_id: product?.id, quantities: [{ price_id: product?.prices[0]?.id, quantity: 1 }] },
            ],
          }),
        });
        expect(reserved.status, await reserved.text()).toBe(201);
      } finally {
        await server.stop();
      }
      expect(overlaps, overlaps.join("\n\n")).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await withAdminClient(target.adminUrl, (admin) =>
        admin.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
    }
  });
});
