import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../config";
import { connectDatabase } from "../db/connect";
import { sessions } from "../db/schema";
import { login } from "../modules/auth/service";
import { openTestDatabase, type TestDatabase } from "../test/testDatabase";
import { runCli } from "./varco";

/**
 * The admin commands against the project's database: a fresh embedded one in its own DATA_DIR
 * (server:pglite), or a fresh PostgreSQL database through DATABASE_URL (server:postgres).
 */
let env: Record<string, string>;
let postgres: TestDatabase | undefined;
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "varco-cli-"));
  if (inject("testDatabase").kind === "postgres") {
    postgres = await openTestDatabase();
    env = { DATA_DIR: dataDir, DATABASE_URL: postgres.url ?? "" };
  } else {
    postgres = undefined;
    env = { DATA_DIR: dataDir };
  }
});

afterEach(async () => {
  await postgres?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

async function varco(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    env,
    output: { out: (line) => out.push(line), err: (line) => err.push(line) },
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** Opens the same database the commands used (the embedded one only once they closed it). */
async function inspect<T>(look: (db: Awaited<ReturnType<typeof connectDatabase>>["db"]) => Promise<T>) {
  const connection = await connectDatabase(loadConfig(env));
  try {
    return await look(connection.db);
  } finally {
    await connection.close();
  }
}

const signsIn = (email: string, password: string) =>
  inspect((db) =>
    login(db, { email, password }, undefined).then(
      () => true,
      () => false,
    ),
  );

// Each test starts the embedded database five or six times (the first start creates and migrates
// it), as an administrator's commands do one after another: about 10 s on two idle cores, over the
// default 30 s when CI shares the machine with another job.
describe("npm run varco", { timeout: 120_000 }, () => {
  it("creates an account whose owner signs in with the password it printed once", async () => {
    const created = await varco(
      "create-account",
      "--name",
      "Teatro Prova",
      "--email",
      "Anna@Example.com",
      "--first-name",
      "Anna",
    );
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/Created account \d+ "Teatro Prova" with its owner anna@example.com/u);
    const password = /Password \(shown once\): (\S+)/u.exec(created.out)?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(await signsIn("anna@example.com", password)).toBe(true);

    const listed = await varco("list-accounts");
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^\d+\tTeatro Prova\tanna@example.com\t\d{4}-/mu);
    expect((await varco("list-users")).out).toMatch(/\tanna@example.com\tAnna\t\d+\tADMIN\tACTIVE$/mu);

    // The same owner again is refused, and nothing is added.
    const again = await varco(
      "create-account",
      "--name",
      "Altro",
      "--email",
      "anna@example.com",
      "--first-name",
      "A",
    );
    expect(again.code).toBe(1);
    expect(again.err).toContain("already exists");
    expect((await varco("list-accounts")).out.split("\n")).toHaveLength(2);
  });

  it("resets a password without mail and signs the user out everywhere", async () => {
    await varco(
      "create-account",
      ...[
        "--name",
        "Teatro",
        "--email",
        "anna@example.com",
        "--first-name",
        "Anna",
        "--password",
        "vecchia-password",
      ],
    );
    expect(await signsIn("anna@example.com", "vecchia-password")).toBe(true);
    const reset = await varco(
      "reset-password",
      "--email",
      "anna@example.com",
      "--password",
      "nuova-password-1",
    );
    expect(reset.code).toBe(0);
    expect(reset.out).not.toContain("shown once");
    expect(await signsIn("anna@example.com", "vecchia-password")).toBe(false);
    expect(await signsIn("anna@example.com", "nuova-password-1")).toBe(true);
    // The sign-ins above opened sessions; a reset closes every one of them.
    const liveSessions = () =>
      inspect((db) => db.select({ id: sessions.id }).from(sessions).where(isNull(sessions.deletedAt)));
    expect((await liveSessions()).length).toBeGreaterThan(0);
    await varco("reset-password", "--email", "anna@example.com", "--password", "terza-password");
    expect(await liveSessions()).toEqual([]);

    const unknown = await varco("reset-password", "--email", "nessuno@example.com");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe("No user has the email nessuno@example.com.");
  });

  it("says how it is used: --help, a missing option, a short password, an unknown command", async () => {
    const help = await varco("--help");
    expect(help.code).toBe(0);
    for (const command of [
      "create-account",
      "reset-password",
      "list-accounts",
      "list-users",
      "migrate",
      "doctor",
    ])
      expect(help.out).toContain(command);
    const commandHelp = await varco("reset-password", "--help");
    expect(commandHelp.code).toBe(0);
    expect(commandHelp.out).toContain("--email");
    expect(commandHelp.out).toContain("Exit codes: 0 done, 1 failed, 2 misused.");

    const missing = await varco("create-account", "--name", "Teatro", "--first-name", "Anna");
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("--email is required.");
    const short = await varco("reset-password", "--email", "anna@example.com", "--password", "corta");
    expect(short.code).toBe(2);
    expect(short.err).toContain("at least 8 characters");
    const unknownOption = await varco("list-users", "--acount", "1");
    expect(unknownOption.code).toBe(2);
    const unknown = await varco("make-coffee");
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "make-coffee"');
    expect((await varco()).code).toBe(2);
  });

  it("migrates, and checks the configuration: all well, then Stripe keys that do not go together", async () => {
    expect(await varco("migrate")).toMatchObject({ code: 0, out: "The database is up to date." });
    const well = await varco("doctor");
    expect(well.code).toBe(0);
    expect(well.out).toContain("ok   database:");
    expect(well.out).toContain("card payments: off");
    expect(well.err).toBe("");

    env = { ...env, STRIPE_SECRET_KEY: "sk_test_abc123" };
    const half = await varco("doctor");
    expect(half.code).toBe(1);
    expect(half.err).toContain("FAIL card payments:");

    env = { ...env, APP_URL: "not a url" };
    const bad = await varco("doctor");
    expect(bad.code).toBe(1);
    expect(bad.err).toContain("APP_URL");
  });
});
