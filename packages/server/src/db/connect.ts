import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { ServerConfig } from "../config";
import type { Logger } from "../logger";
import * as schema from "./schema";

/**
 * What `db.execute(sql\`…\`)` gives back, typed as the part both drivers share: PGlite's
 * `Results` and node-postgres' `QueryResult` both carry the rows as `rows`.
 */
export interface QueryResultWithRows extends PgQueryResultHKT {
  type: RowsOf<this["row"]>;
}
interface RowsOf<Row> {
  rows: Row[];
}

/** The same Drizzle API over PGlite and over node-postgres: services never know which. */
export type Database = PgDatabase<QueryResultWithRows, typeof schema>;
/** What `db.transaction(async (tx) => …)` hands to its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Services take either, so a route can call them alone or inside a caller's transaction. */
export type Executor = Database | Transaction;

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseConnection {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** Resolves when the database answers `select 1` within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Applies the migrations in `packages/server/drizzle` that this database has not seen yet. */
  migrate(): Promise<void>;
  /** Closes every connection; later calls do nothing. */
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/**
 * Any constant shared by every Varco instance: the key of the advisory lock that lets only one
 * instance at a time migrate a shared PostgreSQL.
 */
const migrationLockKey = 7_355_608_041;

/**
 * With no DATABASE_URL, an embedded PostgreSQL (PGlite) in `DATA_DIR/pglite`; with one, a pool of
 * connections to that PostgreSQL server (DESIGN.md, server).
 */
export async function connectDatabase(
  config: Pick<ServerConfig, "DATABASE_URL" | "DATA_DIR" | "DATABASE_POOL_MAX">,
  logger?: Logger,
): Promise<DatabaseConnection> {
  if (config.DATABASE_URL) {
    return postgresConnection({ url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX, logger });
  }
  const dataDir = join(config.DATA_DIR, "pglite");
  await mkdir(dataDir, { recursive: true });
  return pgliteConnection(await PGlite.create({ dataDir }));
}

/** Wraps an open PGlite (a data dir, or a loaded snapshot in tests); closing closes it. */
export async function pgliteConnection(client: PGlite): Promise<DatabaseConnection> {
  // PGlite is one session for the whole process, so setting it once holds for every query.
  await client.exec("set time zone 'UTC'");
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    ping: (timeoutMs) => pingDatabase(db, timeoutMs),
    // One process owns a PGlite data dir, so nothing else can be migrating it at the same time.
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export function postgresConnection({
  url,
  poolMax = 10,
  logger,
}: {
  url: string;
  poolMax?: number;
  logger?: Logger | undefined;
}): DatabaseConnection {
  // UTC for the session too, so `now()::text` and date arithmetic read the same as in PGlite.
  const connectionOptions = { connectionString: url, options: "-c TimeZone=UTC" };
  const pool = new pg.Pool({ ...connectionOptions, max: poolMax });
  // An idle connection that drops (server restart, network) must not crash the process; the
  // pool replaces it on the next query.
  pool.on("error", (error) => logger?.warn({ err: error }, "idle database connection failed"));
  const db = drizzleNodePg({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: "postgres",
    ping: (timeoutMs) => pingDatabase(db, timeoutMs),
    async migrate() {
      // Several instances may start at once against one server: a session-level advisory lock,
      // held on its own connection (so a one-connection pool cannot deadlock), lets one migrate
      // while the others wait and then find nothing left to do.
      const lockHolder = new pg.Client(connectionOptions);
      await lockHolder.connect();
      try {
        await lockHolder.query("select pg_advisory_lock($1)", [migrationLockKey]);
        await migrateNodePg(db, { migrationsFolder });
      } finally {
        // Ending the session releases the lock even if the unlock is never sent.
        await lockHolder.end();
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

async function pingDatabase(db: Database, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
