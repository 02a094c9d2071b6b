import { type ApiClient, createApiClient } from "@varco/domain";
import type { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../app";
import { loadConfig, type ServerConfig } from "../config";
import type { Database } from "../db/connect";
import type { AppEnv } from "../http/appEnv";
import { type RateLimits, rateLimitsFor } from "../http/rateLimit";
import type { Route } from "../http/route";
import { createLogger } from "../logger";
import { apiRoutes } from "../routes";
import { openTestDatabase, type TestDatabase } from "./testDatabase";

/** The origin test requests come from when they play the app's own pages. */
export const testAppUrl = "https://tickets.varco.test";

/** One structured log line, as pino wrote it. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface TestApp {
  app: Hono<AppEnv>;
  config: ServerConfig;
  database: TestDatabase;
  db: Database;
  /** Every log line the app wrote since the file started (info and above), newest last. */
  logs: LogLine[];
  /** Where the app counts anonymous requests' limits (memory on PGlite, the database on PostgreSQL). */
  rateLimits: RateLimits;
  /** The domain's typed client, talking to the app in process (no socket). */
  client: ApiClient;
  /** `app.request` with a path below the app's URL, e.g. `request("/api/health")`. */
  request(path: string, init?: RequestInit): Promise<Response>;
}

export interface TestAppOptions {
  /** Defaults to every route of the API; add test-only routes with `[...apiRoutes, myRoute]`. */
  routes?: readonly Route[];
  /** Extra environment for `loadConfig` (APP_URL is `testAppUrl` unless given). */
  env?: Record<string, string>;
}

/**
 * For a test file: before its tests, a database of its own (see `openTestDatabase`) and the app on
 * it, with response checking on; after them, the database is closed and dropped. Tests in one file
 * share that database — make rows unique per test, or call `truncateAllTables(db)`.
 *
 * ```ts
 * const api = useTestApp();
 * it("answers", async () => expect((await api.request("/api/health")).status).toBe(200));
 * ```
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase();
    const config = loadConfig({
      APP_URL: testAppUrl,
      LOG_LEVEL: "info",
      // Test files register owners as fast as they can; the cap has its own test (requestGate).
      CREDENTIAL_REQUESTS_PER_SECOND: "100000",
      // Tests write rows directly and read them back at once: the public cache has its own tests.
      PUBLIC_CACHE_SECONDS: "0",
      ...options.env,
    });
    const logs: LogLine[] = [];
    const logger = createLogger(config, { write: (line: string) => logs.push(JSON.parse(line) as LogLine) });
    const rateLimits = rateLimitsFor(database.connection);
    const app = createApp({
      config,
      database: database.connection,
      logger,
      rateLimits,
      routes: options.routes ?? apiRoutes,
      validateResponses: true,
    });
    const request = async (path: string, init?: RequestInit) => app.request(new URL(path, testAppUrl), init);
    const client = createApiClient({
      baseUrl: `${testAppUrl}/api`,
      fetch: async (input, init) => app.request(input instanceof Request ? input : String(input), init),
    });
    current = { app, config, database, db: database.db, logs, rateLimits, client, request };
  });
  afterAll(async () => {
    await current?.database.dispose();
  });

  const ready = (): TestApp => {
    if (!current) throw new Error("useTestApp(): use it inside a test or hook, after its beforeAll ran");
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get config() {
      return ready().config;
    },
    get database() {
      return ready().database;
    },
    get db() {
      return ready().db;
    },
    get logs() {
      return ready().logs;
    },
    get rateLimits() {
      return ready().rateLimits;
    },
    get client() {
      return ready().client;
    },
    request: (path, init) => ready().request(path, init),
  };
}
