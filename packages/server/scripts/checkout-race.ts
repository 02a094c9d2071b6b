/**
 * BUYERS concurrent buyers (default 500), each with a checkout session of their own, race over HTTP
 * for SEATS seats (default 50) of one LIVE event against a real server (the API's app on
 * node:http, in this process, on a fresh database): every buyer sends `POST
 * public/events/{id}/order` for one seat at once. Prints how fast the answers came (answers/s and
 * reservations/s), their p50/p99 latency, and how many seats were sold, which must equal SEATS
 * (the script exits 1 otherwise: the stock lock let too many or too few through).
 *
 *   npm run bench:checkout -w @varco/server                           # PGlite, then PostgreSQL
 *   BUYERS=1000 SEATS=100 npm run bench:checkout -w @varco/server
 *   DATABASE_URL=postgres://… npm run bench:checkout -w @varco/server # that PostgreSQL (a new database in it is not made: use an empty one)
 *   DATABASES=pglite npm run bench:checkout -w @varco/server          # one of them only
 *
 * PostgreSQL is DATABASE_URL when set, else a throwaway PostgreSQL 15 cluster started the way the
 * tests start theirs (src/test/postgresCluster.globalSetup.ts; needs its binaries), else skipped.
 * A measurement, not a test: the buyers share the machine's cores with the server.
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
import { reservedUnits } from "../src/modules/checkout/reserve";
import setUpTestPostgres from "../src/test/postgresCluster.globalSetup";
import { postgresTargetOf } from "../src/test/postgresTarget";
import type { TestDatabaseTarget } from "../src/test/testDatabase";
import { databaseUrl as databaseUrlOf } from "../src/test/testDatabase";

const buyers = Number(process.env.BUYERS ?? 500);
const seats = Number(process.env.SEATS ?? 50);
const chosen = (process.env.DATABASES ?? "pglite,postgres").split(",").map((name) => name.trim());

interface Running {
  origin: string;
  db: Database;
  stop(): Promise<void>;
}

/** The API's app on node:http on a free port, over a migrated database. */
async function startApi(databaseUrl: string, dataDir: string): Promise<Running> {
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

/** An owner (registered over HTTP) and a LIVE event selling one product with `count` seats. */
async function eventWithSeats(
  api: Running,
  count: number,
): Promise<{ eventId: number; productId: number; priceId: number }> {
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
  return { eventId: event.id, productId: product.id, priceId: price.id };
}

interface Answer {
  status: number;
  ms: number;
}

/** `count` buyers at once, one seat each, each its own session: every answer's status and latency. */
async function race(api: Running, count: number, target: Awaited<ReturnType<typeof eventWithSeats>>) {
  const body = JSON.stringify({
    products: [{ product_id: target.productId, quantities: [{ price_id: target.priceId, quantity: 1 }] }],
  });
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async (): Promise<Answer> => {
      const sent = performance.now();
      const response = await fetch(`${api.origin}/api/public/events/${target.eventId}/order`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: `session_identifier=${randomBytes(20).toString("hex")}`,
        },
        body,
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - sent };
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One database: warm up, race, print; whether the count sold was right. */
async function measure(label: string, api: Running): Promise<boolean> {
  // A small race first (JIT, pool, plans), on its own event.
  await race(api, 20, await eventWithSeats(api, 5));
  const target = await eventWithSeats(api, seats);
  const { answers, seconds } = await race(api, buyers, target);
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const reserved = answers.filter((answer) => answer.status === 201).length;
  const refused = answers.filter((answer) => answer.status === 422).length;
  const other = answers.length - reserved - refused;
  const held = await reservedUnits(api.db, target.eventId);
  console.info(
    `${label.padEnd(10)} ${buyers} buyers for ${seats} seats in ${seconds.toFixed(2)} s: ` +
      `${(buyers / seconds).toFixed(0)} answers/s, ${(reserved / seconds).toFixed(0)} reservations/s, ` +
      `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms; ` +
      `sold ${reserved} (held in the database: ${held}), refused sold out ${refused}, other ${other}`,
  );
  const right = reserved === seats && held === seats && other === 0;
  if (!right)
    console.error(
      `${label}: sold ${reserved}, held ${held}, other answers ${other}: expected exactly ${seats}`,
    );
  return right;
}

/** PostgreSQL to race on: DATABASE_URL, else a throwaway cluster as the tests start one. */
async function postgresDatabase(): Promise<{ url: string; stop(): Promise<void> } | undefined> {
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

async function main(): Promise<void> {
  let right = true;
  if (chosen.includes("pglite")) {
    const dataDir = await mkdtemp(join(tmpdir(), "varco-bench-checkout-"));
    try {
      const api = await startApi("", dataDir);
      try {
        right = (await measure("PGlite", api)) && right;
      } finally {
        await api.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (chosen.includes("postgres")) {
    const postgres = await postgresDatabase();
    if (postgres) {
      const dataDir = await mkdtemp(join(tmpdir(), "varco-bench-checkout-"));
      try {
        const api = await startApi(postgres.url, dataDir);
        try {
          await api.db.execute(sql`select 1`);
          right = (await measure("PostgreSQL", api)) && right;
        } finally {
          await api.stop();
        }
      } finally {
        await postgres.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  }
  if (!right) process.exitCode = 1;
}

await main();
