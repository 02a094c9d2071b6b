import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { defineRoute } from "../http/route";
import { apiRoutes } from "../routes";
import { main } from "../server";

/**
 * The real server (`main` from server.ts: config, database, migrations, signals) with one extra
 * route that takes its time and then uses the database, so a test can send SIGTERM while a
 * request is in flight. Used by server.test.ts only.
 */
const slowRoute = defineRoute({
  method: "get",
  path: "/test/slow",
  summary: "Waits, then answers",
  request: { query: z.object({ ms: z.coerce.number().int().min(0).max(30_000) }) },
  responses: { 200: z.object({ done: z.literal(true) }) },
  async handler({ query }, c) {
    c.var.logger.info("slow request started");
    await sleep(query.ms);
    await c.var.database.ping();
    return c.json({ done: true as const }, 200);
  },
});

await main({ routes: [...apiRoutes, slowRoute] });
