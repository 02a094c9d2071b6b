import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { connectDatabase, type Database } from "../db/connect";
import { openTestDatabase, type TestDatabase } from "./testDatabase";

const packageRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  logs: { msg?: string; [field: string]: unknown }[];
  stderr: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first log line that matches, rejects if the process exits first. */
  waitForLog(message: string, timeoutMs?: number): Promise<Record<string, unknown>>;
}

const started: ChildProcess[] = [];

/** Kills (SIGKILL) every process `startProcess` started that is still running: for `afterEach`. */
export function killStartedProcesses(): void {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/**
 * `node --import tsx <entry>` (a path under packages/server), exactly as `npm start` runs
 * src/server.ts, with only the environment given (and PATH, HOME, HOST 127.0.0.1, PORT 0).
 */
export function startProcess(entry: string, env: Record<string, string | undefined>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: packageRoot,
    // Only what the test gives: no DATABASE_URL or PORT leaking in from the shell running vitest.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  const logs: ServerProcess["logs"] = [];
  const stderr: string[] = [];
  const waiters: { message: string; resolve: (line: Record<string, unknown>) => void }[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (text) => {
    let line: ServerProcess["logs"][number];
    try {
      line = JSON.parse(text);
    } catch {
      line = { msg: text };
    }
    logs.push(line);
    for (const waiter of waiters.filter((candidate) => candidate.message === line.msg)) waiter.resolve(line);
  });
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on("line", (text) => stderr.push(text));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const waitForLog = (message: string, timeoutMs = 150_000) => {
    const seen = logs.find((line) => line.msg === message);
    if (seen) return Promise.resolve(seen);
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "${message}" log within ${timeoutMs} ms: ${stderr.join("\n")}`)),
        timeoutMs,
      );
      waiters.push({
        message,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
      void exited.then(({ code }) =>
        reject(new Error(`exited (${code}) before "${message}": ${stderr.join("\n")}`)),
      );
    });
  };
  return { child, logs, stderr, exited, waitForLog };
}

/** The database server processes of a describe share, and how a test reaches it. */
export interface ProcessDatabase {
  kind: "pglite" | "postgres";
  /** What a server process needs to open it: `DATABASE_URL`, or PGlite's `DATA_DIR`. */
  readonly env: Record<string, string>;
  /** Runs `work` on it from the test (PGlite: opened, migrated, closed: only while no server holds it). */
  withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T>;
}

/**
 * For a describe of process tests: a database of their own (a PGlite data dir, or a PostgreSQL
 * database on the postgres project), made before its tests and dropped after them; the processes a
 * test started are killed after it.
 */
export function useProcessDatabase(prefix: string): ProcessDatabase {
  const kind = inject("testDatabase").kind;
  let database: TestDatabase | undefined;
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), prefix));
    if (kind === "postgres") database = await openTestDatabase();
  });
  afterEach(() => killStartedProcesses());
  afterAll(async () => {
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    kind,
    get env(): Record<string, string> {
      return database?.url ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir };
    },
    async withDatabase(work) {
      if (database) return work(database.db);
      const connection = await connectDatabase({
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        DATABASE_POOL_MAX: 1,
      });
      try {
        await connection.migrate();
        return await work(connection.db);
      } finally {
        await connection.close();
      }
    },
  };
}
