import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Database } from "../db/connect";
import * as schema from "../db/schema";
import type { TestApp } from "./testApp";

/** The test's database through a second Drizzle on the same driver, counting every query it sends. */
export function countingDatabase(api: TestApp): { db: Database; queries: string[] } {
  const queries: string[] = [];
  const logger: Logger = { logQuery: (query) => queries.push(query) };
  const client = (api.db as unknown as { $client: unknown }).$client;
  const db =
    api.database.kind === "pglite"
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzleNodePg({ client: client as pg.Pool, schema, logger });
  return { db: db as unknown as Database, queries };
}
