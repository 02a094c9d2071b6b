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
import { reservedUnits } from "../src/modules/checkout/reserve";
import { eventWithSeats, onEachDatabase, percentile, type Running } from "./benchApi";

const buyers = Number(process.env.BUYERS ?? 500);
const seats = Number(process.env.SEATS ?? 50);

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

await onEachDatabase("checkout", measure);
