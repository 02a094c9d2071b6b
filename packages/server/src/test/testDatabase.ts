import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { inject } from "vitest";
import {
  type Database,
  type DatabaseConnection,
  type DatabaseKind,
  pgliteConnection,
  postgresConnection,
} from "../db/connect";
import * as schema from "../db/schema";
import { forgetTicketKeys } from "../modules/tickets/ticketCode";

/** What a project's global setup hands to every test file (see vitest.config.ts). */
export type TestDatabaseTarget =
  | { kind: "pglite"; snapshotPath: string }
  | { kind: "postgres"; adminUrl: string; template: string; runId: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}

export interface TestDatabase {
  kind: DatabaseKind;
  connection: DatabaseConnection;
  db: Database;
  /** The database's URL on PostgreSQL, for a child process; PGlite lives only in this process. */
  url: string | undefined;
  /** Closes it and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/**
 * A migrated database of this file's own, from the running project's target:
 * - server:pglite — an in-memory PGlite loaded from the migrated snapshot (~0.4 s, not a 3–5 s initdb);
 * - server:postgres — `CREATE DATABASE … TEMPLATE` the migrated template (a file-level copy).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const target = inject("testDatabase");
  if (target.kind === "pglite") {
    const snapshot = new Blob([new Uint8Array(await readFile(target.snapshotPath))]);
    const connection = await pgliteConnection(await PGlite.create({ loadDataDir: snapshot }));
    return {
      kind: "pglite",
      connection,
      db: connection.db,
      url: undefined,
      dispose: () => connection.close(),
    };
  }

  const name = `varco_test_${target.runId}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(target.adminUrl, (admin) => createDatabaseFromTemplate(admin, name, target.template));
  const url = databaseUrl(target.adminUrl, name);
  const connection = postgresConnection({ url, poolMax: 4 });
  return {
    kind: "postgres",
    connection,
    db: connection.db,
    url,
    async dispose() {
      await connection.close();
      await withAdminClient(target.adminUrl, (admin) =>
        admin.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
    },
  };
}

/** Empties every table of the schema and restarts ids, for files whose tests need a clean slate. */
export async function truncateAllTables(db: Database): Promise<void> {
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => quoteIdentifier(getTableName(table)));
  await db.execute(sql.raw(`truncate ${tables.join(", ")} restart identity cascade`));
  forgetTicketKeys(db);
}

export async function withAdminClient<T>(
  adminUrl: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL refuses to copy a template while anyone is connected to it (SQLSTATE 55006). Nobody
 * should be — the global setup closed its connections — but a parallel CREATE from the same
 * template can briefly hold it on some versions, so a few short retries make the copy safe.
 */
export async function createDatabaseFromTemplate(
  admin: pg.Client,
  name: string,
  template: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(template)}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
