import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, inject, it } from "vitest";
import { useTestApp } from "../test/testApp";
import { databaseUrl, quoteIdentifier, withAdminClient } from "../test/testDatabase";
import { migrationsFolder, postgresConnection } from "./connect";
import * as schema from "./schema";
import { accounts, accountUsers, sessions, users } from "./schema";

/** Every table the Drizzle schema declares: the migrations must create exactly these. */
const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** The SQLSTATE behind a failed Drizzle query (Drizzle wraps the driver's error as `cause`). */
async function sqlStateOf(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
  entries: unknown[];
};

describe("the schema and its migrations", () => {
  const api = useTestApp();

  const applied = async () =>
    (
      await api.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )
    ).rows[0]?.count;
  const tables = async () =>
    (
      await api.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )
    ).rows.map((row) => row.table_name);

  it("has every migration applied, once", async () => {
    expect(await applied()).toBe(journal.entries.length);
    expect(await tables()).toEqual(schemaTables);
  });

  it("does nothing when migrated again", async () => {
    await api.database.connection.migrate();
    await api.database.connection.migrate();
    expect(await applied()).toBe(journal.entries.length);
    expect(await tables()).toEqual(schemaTables);
  });

  it.runIf(inject("testDatabase").kind === "postgres")(
    "lets several instances start at once on an empty PostgreSQL: one migrates, the others wait",
    async () => {
      const target = inject("testDatabase");
      if (target.kind !== "postgres") return;
      // Named like the harness's databases, so the run's teardown drops it even if this test dies.
      const name = `varco_test_${target.runId}_${randomBytes(4).toString("hex")}`;
      await withAdminClient(target.adminUrl, (admin) =>
        admin.query(`create database ${quoteIdentifier(name)}`),
      );
      const instances = [1, 2, 3].map(() =>
        postgresConnection({ url: databaseUrl(target.adminUrl, name), poolMax: 1 }),
      );
      try {
        await Promise.all(instances.map((instance) => instance.migrate()));
        const { rows } = await instances[0]!.db.execute<{ count: number }>(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        expect(rows[0]?.count).toBe(journal.entries.length);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await withAdminClient(target.adminUrl, (admin) =>
          admin.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
        );
      }
    },
  );

  it("talks UTC", async () => {
    const { rows } = await api.db.execute<{ zone: string }>(sql`select current_setting('TimeZone') as zone`);
    expect(rows[0]?.zone).toBe("UTC");
  });

  const person = (email: string) => ({
    email,
    firstName: "Ada",
    timezone: "Europe/Rome",
    locale: "it" as const,
  });

  it("keeps one live user per (lower-cased) email, freed by a soft delete", async () => {
    expect(await sqlStateOf(api.db.insert(users).values(person("Ada@Example.com")))).toBe("23514");
    const [first] = await api.db.insert(users).values(person("ada@example.com")).returning();
    expect(await sqlStateOf(api.db.insert(users).values(person("ada@example.com")))).toBe("23505");
    await api.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, first?.id ?? 0));
    expect(await sqlStateOf(api.db.insert(users).values(person("ada@example.com")))).toBeUndefined();
  });

  it("stamps created_at and moves updated_at on every update, by the database clock", async () => {
    const [row] = await api.db.insert(users).values(person("stamp@example.com")).returning();
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.updatedAt.getTime()).toBe(row?.createdAt.getTime());
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [updated] = await api.db
      .update(users)
      .set({ firstName: "Grace" })
      .where(eq(users.id, row?.id ?? 0))
      .returning();
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(
      row?.createdAt.getTime() ?? Number.POSITIVE_INFINITY,
    );
  });

  it("keeps the account owner an active admin, one per account", async () => {
    const [account] = await api.db
      .insert(accounts)
      .values({
        shortId: "acc_AbCdEfGhIjKlM",
        name: "Teatro",
        email: "t@example.com",
        currencyCode: "EUR",
        timezone: "Europe/Rome",
      })
      .returning();
    const [owner, other] = await api.db
      .insert(users)
      .values([person("owner@example.com"), person("other@example.com")])
      .returning();
    const membership = (userId: number, fields: Partial<typeof accountUsers.$inferInsert>) =>
      api.db.insert(accountUsers).values({
        accountId: account?.id ?? 0,
        userId,
        role: "ADMIN",
        status: "ACTIVE",
        ...fields,
      });
    expect(await sqlStateOf(membership(owner?.id ?? 0, { isAccountOwner: true, role: "ORGANIZER" }))).toBe(
      "23514",
    );
    expect(await sqlStateOf(membership(owner?.id ?? 0, { isAccountOwner: true, status: "INVITED" }))).toBe(
      "23514",
    );
    expect(await sqlStateOf(membership(owner?.id ?? 0, { isAccountOwner: true }))).toBeUndefined();
    expect(await sqlStateOf(membership(other?.id ?? 0, { isAccountOwner: true }))).toBe("23505");
    expect(await sqlStateOf(membership(owner?.id ?? 0, {}))).toBe("23505");
    expect(await sqlStateOf(membership(other?.id ?? 0, { role: "OWNER" as "ADMIN" }))).toBe("23514");
  });

  it("stores only a token's SHA-256, and account short ids in their format", async () => {
    const [account] = await api.db
      .insert(accounts)
      .values({
        shortId: "acc_ZyXwVuTsRqPoN",
        name: "Cinema",
        email: "c@example.com",
        currencyCode: "EUR",
        timezone: "UTC",
      })
      .returning();
    const [user] = await api.db.insert(users).values(person("session@example.com")).returning();
    const session = (tokenHash: string) =>
      api.db.insert(sessions).values({
        tokenHash,
        userId: user?.id ?? 0,
        accountId: account?.id ?? 0,
        expiresAt: new Date(Date.now() + 60_000),
      });
    expect(await sqlStateOf(session("plain-token"))).toBe("23514");
    expect(await sqlStateOf(session("a".repeat(64)))).toBeUndefined();
    expect(
      await sqlStateOf(
        api.db.insert(accounts).values({
          shortId: "acc_short",
          name: "X",
          email: "x@example.com",
          currencyCode: "EUR",
          timezone: "UTC",
        }),
      ),
    ).toBe("23514");
  });
});
