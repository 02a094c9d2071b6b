/**
 * What the benchmarks that drive the API over HTTP share: the API's app on node:http in this
 * process over a fresh database, on PGlite and on PostgreSQL (DATABASE_URL, else a throwaway
 * PostgreSQL 15 cluster started the way the tests start theirs), and latency percentiles.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import type { TestProject } from "vitest/node";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { connectDatabase, type Database } from "../src/db/connect";
import { events, organizers, productCategories, productPrices, products } from "../src/db/schema";
import { createLogger } from "../src/logger";
import setUpTestPostgres from "../src/test/postgresCluster.globalSetup";
import { postgresTargetOf } from "../src/test/postgresTarget";
import type { TestDatabaseTarget } from "../src/test/testDatabase";
import { databaseUrl as databaseUrlOf } from "../src/test/testDatabase";

export interface Running {
  origin: string;
  db: Database;
  stop(): Promise<void>;
}

/** The API's app on node:http on a free port, over a migrated database. */
export async function startApi(databaseUrl: string, dataDir: string): Promise<Running> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? "10",
    APP_URL: "http://127.0.0.1",
    APP_DIST_DIR: "",
    LOG_LEVEL: "warn",
  });
  const logger = createLogger(config);
  const database = await connectDatabase(config, logger);
  await database.migrate();
  const app = createApp({ config, database, logger });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started as Server),
    ) as Server;
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    db: database.db,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}

/** An owner (registered over HTTP, with its session token) and a LIVE event selling one product with `count` seats (null: unlimited). */
export async function eventWithSeats(
  api: Running,
  count: number | null,
): Promise<{ eventId: number; productId: number; priceId: number; token: string }> {
  const email = `bench.${randomBytes(4).toString("hex")}@example.test`;
  const response = await fetch(`${api.origin}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      first_name: "Bench",
      last_name: "Owner",
      email,
      password: "correct horse battery",
      password_confirmation: "correct horse battery",
    }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const accountId = ((await response.json()) as { data: { id: number } }).data.id;
  const token = response.headers.get("x-auth-token") ?? "";
  const [organizer] = await api.db
    .insert(organizers)
    .values({
      accountId,
      name: "Bench Hall",
      email,
      timezone: "Europe/Rome",
      currency: "EUR",
      slug: "bench-hall",
      status: "LIVE",
    })
    .returning();
  if (!organizer) throw new Error("no organizer");
  const [event] = await api.db
    .insert(events)
    .values({
      accountId,
      organizerId: organizer.id,
      shortId: `evt_${randomBytes(6).toString("hex")}`,
      title: "The race",
      slug: "the-race",
      startDate: new Date(Date.now() + 30 * 86_400_000),
      currency: "EUR",
      timezone: "Europe/Rome",
      status: "LIVE",
    })
    .returning();
  if (!event) throw new Error("no event");
  const [category] = await api.db
    .insert(productCategories)
    .values({ eventId: event.id, name: "Seats" })
    .returning();
  if (!category) throw new Error("no category");
  const [product] = await api.db
    .insert(products)
    .values({ eventId: event.id, productCategoryId: category.id, title: "Seat", priceType: "PAID" })
    .returning();
  if (!product) throw new Error("no product");
  const [price] = await api.db
    .insert(productPrices)
    .values({ productId: product.id, price: 2500, initialQuantityAvailable: count })
    .returning();
  if (!price) throw new Error("no price");
  return { eventId: event.id, productId: product.id, priceId: price.id, token };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** PostgreSQL to measure on: DATABASE_URL, else a throwaway cluster as the tests start one. */
export async function postgresDatabase(): Promise<{ url: string; stop(): Promise<void> } | undefined> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const target = postgresTargetOf({ ...process.env, TEST_DATABASE_URL: undefined });
  if (target.kind === "none") {
    console.info(`PostgreSQL   skipped: ${target.reason}`);
    return undefined;
  }
  let provided: TestDatabaseTarget | undefined;
  const project = {
    provide: (_key: string, value: TestDatabaseTarget) => {
      provided = value;
    },
  } as unknown as TestProject;
  const teardown = await setUpTestPostgres(project);
  if (provided?.kind !== "postgres") throw new Error("the cluster setup provided no database");
  // The migrated template is a database like any other: the bench uses it and the cluster goes with it.
  return { url: databaseUrlOf(provided.adminUrl, provided.template), stop: teardown };
}

/**
 * Runs `measure` on each database of DATABASES (default "pglite,postgres"), each a fresh one;
 * sets the exit code to 1 when a measure says its figures are wrong.
 */
export async function onEachDatabase(
  name: string,
  measure: (label: string, api: Running) => Promise<boolean>,
): Promise<void> {
  const chosen = (process.env.DATABASES ?? "pglite,postgres").split(",").map((one) => one.trim());
  let right = true;
  const run = async (label: string, url: string) => {
    const dataDir = await mkdtemp(join(tmpdir(), `varco-bench-${name}-`));
    try {
      const api = await startApi(url, dataDir);
      try {
        await api.db.execute(sql`select 1`);
        right = (await measure(label, api)) && right;
      } finally {
        await api.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
  if (chosen.includes("pglite")) await run("PGlite", "");
  if (chosen.includes("postgres")) {
    const postgres = await postgresDatabase();
    if (postgres) {
      try {
        await run("PostgreSQL", postgres.url);
      } finally {
        await postgres.stop();
      }
    }
  }
  if (!right) process.exitCode = 1;
}
