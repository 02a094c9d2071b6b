import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
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
import { serverRoot } from "../serverRoot";
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
  /** The embedded database's files as a gzipped tar (a backup); PGlite only. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * A server's: hears every `notify` on `channel` from any connection (another instance's too),
   * on a connection of its own that comes back after a drop. PGlite has one process, so none.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<void>;
  /** Tells every listener of `channel`, on every instance, `payload`. */
  notify?(channel: string, payload: string): Promise<void>;
}

export const migrationsFolder = join(serverRoot, "drizzle");

/**
 * Any constant shared by every Varco instance: the key of the advisory lock that lets only one
 * instance at a time migrate a shared PostgreSQL.
 */
const migrationLockKey = 7_355_608_041;

/**
 * With no DATABASE_URL, an embedded PostgreSQL (PGlite) in `DATA_DIR/pglite`; with one, a pool of
 * connections to that PostgreSQL server. The SQL is the same either way.
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

/** Who holds a data dir: a pid alone can be reused, so also when that process started, and in which boot. */
interface LockOwner {
  pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks since boot); absent where there is no /proc. */
  startTime?: string;
  /** /proc/sys/kernel/random/boot_id: new on every boot of the machine (or VM). */
  bootId?: string;
}

/** Lock files this process holds, so that it refuses itself a second time without asking /proc. */
const heldLocks = new Set<string>();

/**
 * PGlite is a single process's database: two servers on one data dir would corrupt it. The lock
 * file names its owner (pid, start time, boot); creating it with O_EXCL ("wx") means of two
 * processes starting together exactly one gets it. A lock whose owner is gone is taken over, and
 * "gone" is judged by more than the pid: in a container the server is pid 1 on every start, so the
 * lock a killed server left names a pid that is alive again (ours, or an unrelated process's).
 * Two processes taking over the same stale lock at the same instant could both win; this guards
 * against the common mistake (a second `npm start`), not against that race.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, "pglite.lock");
  const self: LockOwner = { pid: process.pid, ...(await processIdentity(process.pid)) };
  for (let attempt = 1; ; attempt++) {
    try {
      await writeFile(path, JSON.stringify(self), { flag: "wx" });
      heldLocks.add(path);
      return async () => {
        heldLocks.delete(path);
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = parseLockOwner(await readFile(path, "utf8").catch(() => ""));
      // A second EEXIST means another process took the stale lock first: it is in use now.
      if (attempt > 1 || (owner && (await isLockOwnerAlive(owner, path)))) {
        throw new Error(
          `${dataDir} is in use by process ${owner?.pid ?? "?"} (${path}); stop it, or set DATA_DIR`,
        );
      }
      await rm(path, { force: true });
    }
  }
}

/** The lock file's owner; a bare number is what servers before start times were recorded wrote. */
function parseLockOwner(text: string): LockOwner | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const value = JSON.parse(trimmed) as Partial<Record<keyof LockOwner, unknown>>;
    if (!Number.isInteger(value.pid) || (value.pid as number) <= 0) return undefined;
    return {
      pid: value.pid as number,
      ...(typeof value.startTime === "string" ? { startTime: value.startTime } : {}),
      ...(typeof value.bootId === "string" ? { bootId: value.bootId } : {}),
    };
  } catch {
    return undefined;
  }
}

async function isLockOwnerAlive(owner: LockOwner, path: string): Promise<boolean> {
  // Our own pid: either we hold the lock right now, or it was left by an earlier process that had it.
  if (owner.pid === process.pid) return heldLocks.has(path);
  if (!isProcessAlive(owner.pid)) return false;
  const now = await processIdentity(owner.pid);
  // After a reboot no process of the previous boot survives, whatever holds its pid now.
  if (owner.bootId && now.bootId && owner.bootId !== now.bootId) return false;
  // The same pid started at another moment: a different process that reuses the number.
  if (owner.startTime && now.startTime && owner.startTime !== now.startTime) return false;
  return true;
}

/** A process's start time and the boot id, where Linux' /proc tells them; nothing elsewhere. */
async function processIdentity(pid: number): Promise<Omit<LockOwner, "pid">> {
  const [stat, bootId] = await Promise.all([
    readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined),
    readFile("/proc/sys/kernel/random/boot_id", "utf8").catch(() => undefined),
  ]);
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
  const startTime = stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  return {
    ...(startTime && /^\d+$/.test(startTime) ? { startTime } : {}),
    ...(bootId?.trim() ? { bootId: bootId.trim() } : {}),
  };
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

/**
 * How often PGlite's tables get their planner statistics. PostgreSQL's autovacuum does it on a
 * server; PGlite runs none, and without statistics the planner takes every table for a row or two
 * and joins thousands of rows by nested loops (a door list's counters: 227 ms without, 6 ms with).
 */
const analyzeEveryMs = 5 * 60_000;

/** Wraps an open PGlite (a data dir, or a loaded snapshot in tests); closing closes it. */
export async function pgliteConnection(client: PGlite): Promise<DatabaseConnection> {
  // PGlite is one session for the whole process, so setting it once holds for every query.
  await client.exec("set time zone 'UTC'");
  const db = drizzlePglite({ client, schema });
  const analyze = () =>
    client.exec("analyze").then(
      () => undefined,
      () => undefined,
    );
  // PGlite queues a statement behind a running transaction, so this never lands inside one.
  const statistics = setInterval(analyze, analyzeEveryMs);
  statistics.unref();
  return {
    db,
    kind: "pglite",
    ping: (timeoutMs) => pingDatabase(db, timeoutMs),
    // One process owns a PGlite data dir, so nothing else can be migrating it at the same time.
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      await analyze();
    },
    async close() {
      clearInterval(statistics);
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir("gzip"),
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
  const listening = listenerOf(connectionOptions, logger);
  return {
    db,
    kind: "postgres",
    listen: listening.listen,
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
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
      closing ??= Promise.all([listening.close(), pool.end()]).then(() => undefined);
      return closing;
    },
  };
}

/** How long a dropped listening connection waits before it connects again. */
const relistenDelayMs = 1000;

/**
 * The connection that LISTENs for a server's notifications (a pool's connections come and go: a
 * LISTEN needs one that stays). Opened on the first `listen`; when it drops (the server restarted,
 * the network) it connects again and listens to every channel again.
 */
function listenerOf(connectionOptions: pg.ClientConfig, logger: Logger | undefined) {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client(connectionOptions);
      next.on("notification", ({ channel, payload }) => {
        for (const handler of handlers.get(channel) ?? []) handler(payload ?? "");
      });
      next.on("error", (error) => {
        logger?.warn({ err: error }, "listening database connection failed");
        client = undefined;
        connecting = undefined;
        next.end().catch(() => undefined);
        if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), relistenDelayMs);
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = next;
    })().catch((error: unknown) => {
      // Not there yet (the database restarting): tried again in a moment.
      logger?.warn({ err: error }, "could not listen to the database");
      connecting = undefined;
      if (!closed) retry = setTimeout(() => void connect(), relistenDelayMs);
    });
    return connecting;
  };

  return {
    async listen(channel: string, onMessage: (payload: string) => void) {
      const known = handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), onMessage]);
      if (!client) return connect();
      if (!known) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting?.catch(() => undefined);
      await client?.end().catch(() => undefined);
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
