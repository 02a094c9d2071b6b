/**
 * The door at full stretch, against the API over HTTP (node:http in this process, a fresh database):
 * SCANNERS devices (default 20) each scanning RATE tickets a second (default 5) for DURATION
 * seconds (default 30), against the real server in a child process (`src/server.ts`, as `npm start`
 * runs it: PGlite then runs in its process, not the scanners'), each scan one
 * `POST public/check-in-lists/{shortId}/door` as Varco's scanner sends it (the scan alone,
 * `sync: false`), and each device's copy synced every SYNC_EVERY_MS (default 20,000) beside. Prints
 * the scans' p50/p90/p99 latency, the syncs', and the scans' outcomes. Before that, one device's queue of QUEUE scans
 * made offline (default 1,000) synced in one call, and how long it took. On PGlite, then on
 * PostgreSQL (DATABASE_URL, else a throwaway cluster; DATABASES=pglite for one).
 *
 *   npm run bench:door -w @varco/server
 *   SCANNERS=40 RATE=5 DURATION=60 npm run bench:door -w @varco/server
 *
 * Exits 1 when the list counts other than the tickets admitted, or the queue was not all admitted. A measurement, not a test: the scanners share the
 * machine's cores with the server.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DoorSync } from "@varco/domain";
import { sql } from "drizzle-orm";
import { attendees, orders } from "../src/db/schema";
import { ticketCodeOf, ticketKeys } from "../src/modules/tickets/ticketCode";
import { eventWithSeats, percentile, postgresDatabase, type Running, startApi } from "./benchApi";
import { startBenchServer } from "./benchServer";

const scanners = Number(process.env.SCANNERS ?? 20);
const rate = Number(process.env.RATE ?? 5);
const duration = Number(process.env.DURATION ?? 30);
const queued = Number(process.env.QUEUE ?? 1000);
/** Tickets the scanners share; each is scanned about SCANNERS×RATE×DURATION / tickets times. */
const tickets = Number(process.env.TICKETS ?? 2000);
/** How often each scanner syncs its copy (the app's `syncEveryMs`). */
const syncEvery = Number(process.env.SYNC_EVERY_MS ?? 20_000);

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const pick = (length: number) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join("");

/** Tickets per order: a door sees couples and families, each order's tickets scanned together. */
const perOrder = 4;

/** A LIVE event with `queued + tickets` sold tickets in orders of `perOrder`, and a list admitting them. */
async function doorOf(api: Running) {
  const target = await eventWithSeats(api, null);
  const count = queued + tickets;
  const sold = [];
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    const placed = await api.db
      .insert(orders)
      .values(
        Array.from({ length: Math.ceil(size / perOrder) }, () => ({
          eventId: target.eventId,
          shortId: `o_${pick(13)}`,
          publicId: `O-${pick(7)}`,
          status: "COMPLETED" as const,
          paymentStatus: "NO_PAYMENT_REQUIRED" as const,
          currency: "EUR",
          locale: "it",
          firstName: "Banco",
          lastName: "Prova",
          email: "banco@example.test",
        })),
      )
      .returning({ id: orders.id });
    sold.push(
      ...(await api.db
        .insert(attendees)
        .values(
          Array.from({ length: size }, (_, index) => ({
            orderId: placed[Math.floor(index / perOrder)]?.id ?? 0,
            eventId: target.eventId,
            productId: target.productId,
            productPriceId: target.priceId,
            shortId: `a_${pick(13)}`,
            publicId: `A-${pick(7)}`,
            ticketSecret: randomBytes(16).toString("base64url"),
            status: "ACTIVE" as const,
            firstName: `Ospite ${start + index}`,
            lastName: "Prova",
            email: `ospite.${start + index}@example.test`,
            locale: "it",
          })),
        )
        .returning()),
    );
  }
  const keys = await ticketKeys(api.db);
  const codes = sold.map((attendee) => ticketCodeOf(keys, attendee));
  const response = await fetch(`${api.origin}/api/events/${target.eventId}/check-in-lists`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${target.token}` },
    body: JSON.stringify({ name: "Ingresso", product_ids: [target.productId] }),
  });
  if (response.status !== 200) throw new Error(`list: ${response.status} ${await response.text()}`);
  const list = ((await response.json()) as { data: { id: number; short_id: string } }).data;
  return { list, codes, eventId: target.eventId };
}

async function door(api: { origin: string }, shortId: string, body: unknown): Promise<DoorSync> {
  const response = await fetch(`${api.origin}/api/public/check-in-lists/${shortId}/door`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "gzip, br" },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`door: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: DoorSync }).data;
}

const scanOf = (code: string, offline: boolean, at = new Date()) => ({
  id: `scan-${randomBytes(8).toString("hex")}`,
  code,
  action: "check-in",
  scanned_at: at.toISOString(),
  offline,
});

/** Seeds the door in this process, then measures against the server started on the same database. */
async function measure(label: string, databaseUrl: string): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), "varco-bench-door-"));
  try {
    const seeding = await startApi(databaseUrl, dataDir);
    const seeded = await doorOf(seeding)
      .then(async (door) => {
        // Planner statistics, as a database that sold its tickets over weeks has them.
        await seeding.db.execute(sql`analyze`);
        return door;
      })
      .finally(() => seeding.stop());
    if (process.env.IN_PROCESS) {
      const api = await startApi(databaseUrl, dataDir);
      try {
        return await load(label, api, seeded);
      } finally {
        await api.stop();
      }
    }
    const { child, origin } = await startBenchServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
    });
    try {
      return await load(label, { origin }, seeded);
    } finally {
      child.kill();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function load(
  label: string,
  api: { origin: string },
  { list, codes }: Awaited<ReturnType<typeof doorOf>>,
): Promise<boolean> {
  const queue = codes.slice(0, queued);
  // Shuffled: a door sees the buyers of many orders at once, not twenty tickets of one order.
  const shared = codes.slice(queued);
  for (let index = shared.length - 1; index > 0; index--) {
    const other = randomBytes(4).readUInt32BE() % (index + 1);
    [shared[index], shared[other]] = [shared[other] ?? "", shared[index] ?? ""];
  }

  // One device back online with its queue.
  const copyStarted = performance.now();
  const first = await door(api, list.short_id, { device: { id: "bench-queue-device" } });
  const copyMs = performance.now() - copyStarted;
  const offlineAt = Date.now() - 3_600_000;
  const started = performance.now();
  const synced = await door(api, list.short_id, {
    device: { id: "bench-queue-device" },
    since: first.cursor,
    scans: queue.map((code, index) => scanOf(code, true, new Date(offlineAt + index * 1000))),
  });
  const queueMs = performance.now() - started;
  const queueAdmitted = synced.results.filter((result) => result.outcome === "admitted").length;

  // The scanners, each on its own clock: a scan every 1/RATE s, whatever the answers' pace.
  const latencies: number[] = [];
  const syncLatencies: number[] = [];
  const outcomes = new Map<string, number>();
  // Each device first takes its copy of the list, as a scanner does when it opens.
  const cursors: string[] = [];
  for (let scanner = 0; scanner < scanners; scanner++)
    cursors.push((await door(api, list.short_id, { device: { id: `bench-scanner-${scanner}` } })).cursor);
  const until = performance.now() + duration * 1000;
  const interval = 1000 / rate;
  await Promise.all(
    Array.from({ length: scanners }, async (_, scanner) => {
      const device = { id: `bench-scanner-${scanner}`, name: `Porta ${scanner + 1}` };
      let cursor = cursors[scanner] ?? "";
      let next = performance.now() + (interval * scanner) / scanners;
      const pending: Promise<void>[] = [];
      // The copy brought up to date every `syncEvery` ms, as a scanner does beside its scans.
      let nextSync = performance.now() + syncEvery * (scanner / scanners);
      for (let scan = 0; next < until; scan++, next += interval) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (performance.now() >= nextSync) {
          nextSync += syncEvery;
          pending.push(
            (async () => {
              const started = performance.now();
              cursor = (await door(api, list.short_id, { device, since: cursor })).cursor;
              syncLatencies.push(performance.now() - started);
            })(),
          );
        }
        const code = shared[(scan * scanners + scanner) % shared.length] ?? "";
        pending.push(
          (async () => {
            const sent = performance.now();
            const answer = await door(api, list.short_id, {
              device,
              since: cursor,
              sync: false,
              scans: [scanOf(code, false)],
            });
            latencies.push(performance.now() - sent);
            const outcome = answer.results[0]?.outcome ?? "none";
            outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          })(),
        );
      }
      await Promise.all(pending);
    }),
  );

  // Every ticket admitted at most once: the list's counter equals the distinct tickets admitted.
  const final = await door(api, list.short_id, { device: { id: "bench-queue-device" } });
  const admittedTickets = (final.attendees ?? []).filter((attendee) => attendee.check_in !== null).length;
  const admissions = final.list.checked_in_attendees;
  const sorted = latencies.sort((a, b) => a - b);
  const syncs = syncLatencies.sort((a, b) => a - b);
  console.info(
    `${label.padEnd(10)} a device's first copy of ${codes.length} tickets in ${copyMs.toFixed(0)} ms; queue of ${queued} offline scans synced in ${queueMs.toFixed(0)} ms (${queueAdmitted} admitted); ` +
      `${scanners} scanners × ${rate}/s × ${duration} s: ${sorted.length} scans, ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; ` +
      `${syncs.length} syncs beside them, p50 ${percentile(syncs, 50).toFixed(1)} ms, p99 ${percentile(syncs, 99).toFixed(1)} ms; ` +
      `outcomes ${JSON.stringify(Object.fromEntries(outcomes))}; tickets admitted ${admittedTickets}, counted ${admissions}`,
  );
  return admittedTickets === admissions && queueAdmitted === queued;
}

const chosen = (process.env.DATABASES ?? "pglite,postgres").split(",").map((one) => one.trim());
let right = true;
if (chosen.includes("pglite")) right = (await measure("PGlite", "")) && right;
if (chosen.includes("postgres")) {
  const postgres = await postgresDatabase();
  if (postgres) {
    try {
      right = (await measure("PostgreSQL", postgres.url)) && right;
    } finally {
      await postgres.stop();
    }
  }
}
if (!right) process.exitCode = 1;
