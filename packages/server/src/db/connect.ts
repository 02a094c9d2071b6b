import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
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
  const unlock = await lockDataDir(config.DATA_DIR);
  try {
    const connection = await pgliteConnection(await PGlite.create({ dataDir }));
    return {
      ...connection,
      async close() {
        await connection.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * PGlite is a single process's database: two servers on one data dir would corrupt it. The lock
 * file holds the owner's pid; creating it with O_EXCL ("wx") means of two processes starting
 * together exactly one gets it. A lock whose process is gone (a crash, a kill -9) is taken over.
 * Two processes taking over the same stale lock at the same instant could both win; this guards
 * against the common mistake (a second `npm start`), not against that race.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, "pglite.lock");
  for (let attempt = 1; ; attempt++) {
    try {
      await writeFile(path, String(process.pid), { flag: "wx" });
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = (await readFile(path, "utf8").catch(() => "")).trim();
      const ownerPid = Number(owner);
      // A second EEXIST means another process took the stale lock first: it is in use now.
      if (attempt > 1 || (Number.isInteger(ownerPid) && ownerPid > 0 && isProcessAlive(ownerPid))) {
        throw new Error(
          `${dataDir} is in use by process ${owner || "?"} (${path}); stop it, or set DATA_DIR`,
        );
      }
      await rm(path, { force: true });
    }
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
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
