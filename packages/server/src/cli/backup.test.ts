import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../config";
import { connectDatabase, type Database } from "../db/connect";
import { storedImages } from "../modules/images/storedImages";
import { seedDemoOnStart } from "../seed";
import { databaseUrl, quoteIdentifier, withAdminClient } from "../test/testDatabase";
import { runCli } from "./varco";

/**
 * A backup round trip: the demo (its rows and its pictures) backed up, restored into a fresh data
 * directory (server:pglite) or an empty PostgreSQL database (server:postgres), and found again
 * whole: every table's rows and every uploaded file.
 */
const target = inject("testDatabase");
const made: string[] = [];
const databases: string[] = [];

async function folder() {
  const dir = await mkdtemp(join(tmpdir(), "varco-backup-test-"));
  made.push(dir);
  return dir;
}

/** An empty PostgreSQL database of this test's own (server:postgres only). */
async function emptyPostgres(): Promise<string> {
  if (target.kind !== "postgres") throw new Error("PostgreSQL only");
  const name = `varco_backup_${target.runId}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(target.adminUrl, (admin) => admin.query(`create database ${quoteIdentifier(name)}`));
  databases.push(name);
  return databaseUrl(target.adminUrl, name);
}

async function environment(): Promise<Record<string, string>> {
  const DATA_DIR = await folder();
  return target.kind === "postgres" ? { DATA_DIR, DATABASE_URL: await emptyPostgres() } : { DATA_DIR };
}

async function varco(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { env, output: { out: (l) => out.push(l), err: (l) => err.push(l) } });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** Every table's row count, by name. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split(".") as [string, string];
    const answer = await db.execute<{ rows: number }>(
      sql.raw(`select count(*)::int as rows from ${quoteIdentifier(schema)}.${quoteIdentifier(table)}`),
    );
    counts[name] = answer.rows[0]?.rows ?? 0;
  }
  return counts;
}

/**
 * Every image file's SHA-256, by its key: files under the uploads folder (embedded database) or rows
 * of the PostgreSQL server, whichever holds them.
 */
async function pictures(env: Record<string, string>): Promise<Record<string, string>> {
  const connection = await connectDatabase(loadConfig(env));
  try {
    const stored = storedImages(connection, env.DATA_DIR as string);
    const files: Record<string, string> = {};
    for (const key of await stored.keys())
      files[key] = createHash("sha256")
        .update((await stored.bytes(key)) ?? "")
        .digest("hex");
    return files;
  } finally {
    await connection.close();
  }
}

async function inspect(env: Record<string, string>) {
  const connection = await connectDatabase(loadConfig(env));
  try {
    return await rowCounts(connection.db);
  } finally {
    await connection.close();
  }
}

beforeEach(() => {
  made.length = 0;
  databases.length = 0;
});

afterEach(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
  if (target.kind === "postgres")
    for (const name of databases)
      await withAdminClient(target.adminUrl, (admin) =>
        admin.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
});

describe("npm run varco -- backup / restore", () => {
  it("restores every row and every uploaded file into a fresh installation", async () => {
    const source = await environment();
    const config = loadConfig(source);
    const connection = await connectDatabase(config);
    try {
      await connection.migrate();
      const seeded = await seedDemoOnStart(
        connection,
        { ...config, SEED_DEMO: true },
        pino({ level: "silent" }),
      );
      expect(seeded).toBeDefined();
    } finally {
      await connection.close();
    }
    const rows = await inspect(source);
    const files = await pictures(source);
    expect(rows["public.events"]).toBe(1);
    expect(Object.keys(files).length).toBeGreaterThan(0);

    const file = join(await folder(), "varco.backup");
    const backedUp = await varco(source, "backup", file);
    expect(backedUp).toMatchObject({ code: 0, err: "" });
    expect(backedUp.out).toContain(
      target.kind === "postgres"
        ? `PostgreSQL database (with its ${Object.keys(files).length} image file(s)) and 0 uploaded file(s)`
        : `${Object.keys(files).length} uploaded file(s)`,
    );

    const fresh = await environment();
    const restored = await varco(fresh, "restore", file);
    expect(restored).toMatchObject({ code: 0, err: "" });
    expect(await inspect(fresh)).toEqual(rows);
    expect(await pictures(fresh)).toEqual(files);

    // Restoring again over it is refused, and changes nothing.
    const again = await varco(fresh, "restore", file);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already holds|not empty/u);
    expect(await inspect(fresh)).toEqual(rows);
  }, 180_000);

  it("says that images in a bucket are not in the file, on backup and on restore", async () => {
    const bucket = "https://s3.eu-central-1.amazonaws.com/varco-images";
    const source = {
      ...(await environment()),
      UPLOADS_URL: bucket,
      UPLOADS_ACCESS_KEY_ID: "AKIAEXAMPLE",
      UPLOADS_SECRET_ACCESS_KEY: "bucket-secret",
    };
    expect((await varco(source, "migrate")).code).toBe(0);
    const file = join(await folder(), "varco.backup");
    const backedUp = await varco(source, "backup", file);
    expect(backedUp).toMatchObject({ code: 0, err: "" });
    expect(backedUp.out).toContain(`The images are in the bucket ${bucket}, not in this file`);
    expect(backedUp.out).not.toContain("bucket-secret");

    const restored = await varco(await environment(), "restore", file);
    expect(restored).toMatchObject({ code: 0, err: "" });
    expect(restored.out).toContain(`Its images were in the bucket ${bucket}, not in the backup`);
  }, 120_000);

  it("refuses a file that is not a backup, and a missing one", async () => {
    const env = await environment();
    const bogus = join(await folder(), "not-a-backup");
    await import("node:fs/promises").then(({ writeFile }) => writeFile(bogus, "hello"));
    const refused = await varco(env, "restore", bogus);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("This is not a Varco backup");
    expect((await varco(env, "restore", join(bogus, "missing"))).err).toContain("There is no file");
    expect((await varco(env, "backup")).code).toBe(2);
  });
});
