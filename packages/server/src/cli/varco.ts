import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { ConfigError, loadConfig, type ServerConfig } from "../config";
import { connectDatabase, type DatabaseConnection } from "../db/connect";
import { accounts, accountUsers, sessions, users } from "../db/schema";
import { hashPassword } from "../modules/auth/password";
import { createAccountWithOwner } from "../modules/auth/service";
import { BackupError, restoreBackup, writeBackup } from "./backup";

/** Where a command writes: what it found (stdout) and what went wrong (stderr). */
export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Exit codes: done; the command failed (nothing found, a check failed, the database refused); misused. */
export const exitCodes = { ok: 0, failed: 1, usage: 2 } as const;

class UsageError extends Error {}
class CommandError extends Error {}

interface Command {
  summary: string;
  usage: string;
  options: Record<string, { type: "string" | "boolean"; description: string }>;
  /** The one argument the command takes after its name (a file), if any. */
  argument?: string;
  run: (
    values: Record<string, string | boolean | undefined>,
    context: CommandContext,
    argument: string,
  ) => Promise<number | undefined>;
}

interface CommandContext {
  config: ServerConfig;
  output: CliOutput;
  /** Opens the database (and migrates it: an admin command works on an up-to-date schema). */
  database: () => Promise<DatabaseConnection>;
}

const minPasswordLength = 8;

/** A password to hand over once: 18 random bytes, 24 characters a person can copy without slips. */
const madeUpPassword = () => randomBytes(18).toString("base64url");

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== "string" || value.trim() === "") throw new UsageError(`--${name} is required.`);
  return value.trim();
}

function checkedPassword(given: string | boolean | undefined): { password: string; madeUp: boolean } {
  if (typeof given !== "string") return { password: madeUpPassword(), madeUp: true };
  if (given.length < minPasswordLength)
    throw new UsageError(`--password must be at least ${minPasswordLength} characters.`);
  return { password: given, madeUp: false };
}

const emailShape = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

const commands: Record<string, Command> = {
  "create-account": {
    summary: "Create an account and its owner (an ADMIN who can sign in at once).",
    usage:
      "create-account --name <account name> --email <owner email> --first-name <name> [--last-name <name>] [--password <password>] [--currency EUR] [--timezone Europe/Rome] [--locale it]",
    options: {
      name: { type: "string", description: "the account's name (a company, a club)" },
      email: { type: "string", description: "the owner's email, their sign-in" },
      "first-name": { type: "string", description: "the owner's first name" },
      "last-name": { type: "string", description: "the owner's last name" },
      password: {
        type: "string",
        description: "at least 8 characters; made up and printed once when left out",
      },
      currency: { type: "string", description: "the account's currency (ISO 4217), EUR by default" },
      timezone: { type: "string", description: "the account's time zone, Europe/Rome by default" },
      locale: { type: "string", description: "the owner's language, it by default" },
    },
    async run(values, { database, output }) {
      const email = required(values, "email").toLowerCase();
      if (!emailShape.test(email)) throw new UsageError("--email must be an email address.");
      const accountName = required(values, "name");
      const firstName = required(values, "first-name");
      const { password, madeUp } = checkedPassword(values.password);
      const currencyCode = String(values.currency ?? "EUR").toUpperCase();
      if (!/^[A-Z]{3}$/u.test(currencyCode)) throw new UsageError("--currency must be a code such as EUR.");
      const timezone = String(values.timezone ?? "Europe/Rome");
      if (!Intl.supportedValuesOf("timeZone").includes(timezone) && timezone !== "UTC")
        throw new UsageError("--timezone must be an IANA time zone such as Europe/Rome.");
      const connection = await database();
      try {
        const [taken] = await connection.db
          .select({ id: users.id })
          .from(users)
          .where(
            and(eq(users.email, email), isNull(users.deletedAt), sql`${users.passwordHash} is not null`),
          );
        if (taken) throw new CommandError(`A user with the email ${email} already exists.`);
        const passwordHash = await hashPassword(password);
        const { account, user } = await connection.db.transaction((tx) =>
          createAccountWithOwner(tx, {
            accountName,
            currencyCode,
            email,
            passwordHash,
            firstName,
            lastName: typeof values["last-name"] === "string" ? values["last-name"] : null,
            timezone,
            locale: String(values.locale ?? "it") as Parameters<typeof createAccountWithOwner>[1]["locale"],
            emailVerified: true,
          }),
        );
        output.out(
          `Created account ${account.id} "${account.name}" with its owner ${user.email} (user ${user.id}).`,
        );
        if (madeUp) output.out(`Password (shown once): ${password}`);
        return exitCodes.ok;
      } finally {
        await connection.close();
      }
    },
  },
  "reset-password": {
    summary: "Set a user's password (no mail needed) and sign them out everywhere.",
    usage: "reset-password --email <email> [--password <password>]",
    options: {
      email: { type: "string", description: "the user's email" },
      password: {
        type: "string",
        description: "at least 8 characters; made up and printed once when left out",
      },
    },
    async run(values, { database, output }) {
      const email = required(values, "email").toLowerCase();
      const { password, madeUp } = checkedPassword(values.password);
      const connection = await database();
      try {
        const passwordHash = await hashPassword(password);
        const changed = await connection.db.transaction(async (tx) => {
          const [user] = await tx
            .update(users)
            .set({ passwordHash, updatedAt: sql`now()` })
            .where(and(eq(users.email, email), isNull(users.deletedAt)))
            .returning({ id: users.id });
          if (!user) return null;
          await tx
            .update(sessions)
            .set({ deletedAt: sql`now()` })
            .where(and(eq(sessions.userId, user.id), isNull(sessions.deletedAt)));
          return user;
        });
        if (!changed) throw new CommandError(`No user has the email ${email}.`);
        output.out(`The password of ${email} is changed; their sessions are signed out.`);
        if (madeUp) output.out(`Password (shown once): ${password}`);
        return exitCodes.ok;
      } finally {
        await connection.close();
      }
    },
  },
  "list-accounts": {
    summary: "List the accounts: id, name, owner, created.",
    usage: "list-accounts",
    options: {},
    async run(_values, { database, output }) {
      const connection = await database();
      try {
        const rows = await connection.db
          .select({ id: accounts.id, name: accounts.name, owner: users.email, createdAt: accounts.createdAt })
          .from(accounts)
          .leftJoin(
            accountUsers,
            and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.isAccountOwner, true)),
          )
          .leftJoin(users, eq(users.id, accountUsers.userId))
          .where(isNull(accounts.deletedAt))
          .orderBy(asc(accounts.id));
        output.out(["id", "name", "owner", "created"].join("\t"));
        for (const row of rows)
          output.out([row.id, row.name, row.owner ?? "", isoOf(row.createdAt)].join("\t"));
        return exitCodes.ok;
      } finally {
        await connection.close();
      }
    },
  },
  "list-users": {
    summary: "List the users, or one account's: id, email, name, account, role, status.",
    usage: "list-users [--account <id>]",
    options: { account: { type: "string", description: "only this account's users" } },
    async run(values, { database, output }) {
      const accountId = values.account === undefined ? undefined : Number(values.account);
      if (accountId !== undefined && !Number.isInteger(accountId))
        throw new UsageError("--account must be an account id (a number).");
      const connection = await database();
      try {
        const rows = await connection.db
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            accountId: accountUsers.accountId,
            role: accountUsers.role,
            status: accountUsers.status,
          })
          .from(users)
          .innerJoin(accountUsers, eq(accountUsers.userId, users.id))
          .where(
            and(
              isNull(users.deletedAt),
              accountId === undefined ? undefined : eq(accountUsers.accountId, accountId),
            ),
          )
          .orderBy(asc(accountUsers.accountId), asc(users.id));
        output.out(["id", "email", "name", "account", "role", "status"].join("\t"));
        for (const row of rows)
          output.out(
            [
              row.id,
              row.email,
              [row.firstName, row.lastName].filter(Boolean).join(" "),
              row.accountId,
              row.role,
              row.status,
            ].join("\t"),
          );
        return exitCodes.ok;
      } finally {
        await connection.close();
      }
    },
  },
  migrate: {
    summary: "Apply the database migrations this database has not seen yet.",
    usage: "migrate",
    options: {},
    async run(_values, { database, output }) {
      const connection = await database();
      await connection.close();
      output.out("The database is up to date.");
      return exitCodes.ok;
    },
  },
  backup: {
    summary: "Write the database and the uploaded files into one file.",
    usage: "backup <file>",
    options: {},
    argument: "file",
    async run(_values, { config, output }, file) {
      const manifest = await guarded(() => writeBackup(config, file));
      output.out(
        `Backed up the ${manifest.database === "pglite" ? "embedded" : "PostgreSQL"} database${manifest.imagesInDatabase === undefined ? "" : ` (with its ${manifest.imagesInDatabase} image file(s))`} and ${manifest.uploads} uploaded file(s) into ${file}.`,
      );
      if (manifest.imagesInBucket)
        output.out(
          `The images are in the bucket ${manifest.imagesInBucket}, not in this file: back the bucket up with its provider's tools.`,
        );
      return exitCodes.ok;
    },
  },
  restore: {
    summary: "Restore a backup into a fresh data directory (or an empty PostgreSQL database).",
    usage: "restore <file>",
    options: {},
    argument: "file",
    async run(_values, { config, output }, file) {
      const manifest = await guarded(() => restoreBackup(config, file));
      output.out(
        `Restored the backup of ${manifest.createdAt} (${manifest.imagesInDatabase === undefined ? "" : `${manifest.imagesInDatabase} image file(s) in the database, `}${manifest.uploads} uploaded file(s)). Start Varco on it as usual.`,
      );
      if (manifest.imagesInBucket)
        output.out(
          `Its images were in the bucket ${manifest.imagesInBucket}, not in the backup: set UPLOADS_URL to that bucket (or to a copy of it) before starting.`,
        );
      return exitCodes.ok;
    },
  },
  doctor: {
    summary: "Check the configuration: database reachable, mail, Stripe keys, addresses.",
    usage: "doctor",
    options: {},
    async run(_values, { config, database, output }) {
      const findings: { ok: boolean; line: string }[] = [];
      const note = (ok: boolean, line: string) => findings.push({ ok, line });
      try {
        const connection = await database();
        try {
          await connection.ping(5000);
          note(
            true,
            `database: ${connection.kind === "pglite" ? `embedded, in ${config.DATA_DIR}` : "PostgreSQL"} answers`,
          );
        } finally {
          await connection.close();
        }
      } catch (error) {
        note(false, `database: cannot be opened (${messageOf(error)})`);
      }
      note(
        true,
        config.SMTP_URL
          ? `mail: sent through ${new URL(config.SMTP_URL).host} from ${config.MAIL_FROM}`
          : `mail: no SMTP_URL, so mails are written to ${config.DATA_DIR}/mail instead of sent (fine to try Varco, not for real buyers)`,
      );
      const stripe = [
        config.STRIPE_SECRET_KEY,
        config.STRIPE_WEBHOOK_SECRET,
        config.APP_CARD_PAYMENT_PUBLISHABLE_KEY,
      ];
      const given = stripe.filter(Boolean).length;
      if (given === 0) note(true, "card payments: off (no Stripe keys); offline payment works without them");
      else if (given < 3)
        note(
          false,
          "card payments: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and APP_CARD_PAYMENT_PUBLISHABLE_KEY go together; some are missing, so card payment is off",
        );
      else {
        const mode = (key: string | undefined) => (key?.includes("_live_") ? "live" : "test");
        const same = mode(config.STRIPE_SECRET_KEY) === mode(config.APP_CARD_PAYMENT_PUBLISHABLE_KEY);
        note(
          same,
          same
            ? `card payments: on (${mode(config.STRIPE_SECRET_KEY)} keys)`
            : "card payments: the secret key and the publishable key are not both test or both live keys",
        );
      }
      const appUrl = new URL(config.APP_URL);
      const local = ["localhost", "127.0.0.1", "[::1]"].includes(appUrl.hostname);
      note(
        true,
        local
          ? `addresses: APP_URL is ${config.APP_URL}, fine on this machine; set it to the public address before buyers come`
          : `addresses: APP_URL is ${config.APP_URL}`,
      );
      if (!local && appUrl.protocol !== "https:")
        note(false, "addresses: APP_URL should be an https:// address (cookies and card payments need it)");
      for (const { ok, line } of findings) output[ok ? "out" : "err"](`${ok ? "ok  " : "FAIL"} ${line}`);
      return findings.every((finding) => finding.ok) ? exitCodes.ok : exitCodes.failed;
    },
  },
};

/** A backup's own refusals are the command's failures (exit 1), said as they are. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupError) throw new CommandError(error.message);
    throw error;
  }
}

const isoOf = (value: Date | string | null) =>
  value === null ? "" : (value instanceof Date ? value : new Date(value)).toISOString();

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function helpOf(name: string, command: Command): string {
  const lines = [`npm run varco -- ${command.usage}`, "", command.summary];
  const options = Object.entries(command.options);
  if (options.length > 0) {
    lines.push("", "Options:");
    for (const [option, { description }] of options) lines.push(`  --${option.padEnd(12)} ${description}`);
  }
  lines.push("", `Exit codes: 0 done, 1 ${name === "doctor" ? "a check failed" : "failed"}, 2 misused.`);
  return lines.join("\n");
}

function overview(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    "npm run varco -- <command> [options]",
    "",
    "Varco's administration, on the database the environment names (DATA_DIR or DATABASE_URL).",
    "With the embedded database, stop the server first: one process at a time opens it.",
    "",
    "Commands:",
    ...Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`),
    "",
    "`npm run varco -- <command> --help` tells more of one.",
  ].join("\n");
}

/** Runs one command line (`argv` without node and the script); resolves with the exit code. */
export async function runCli(
  argv: readonly string[],
  { env = process.env, output }: { env?: Record<string, string | undefined>; output: CliOutput },
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    output.out(overview());
    return name ? exitCodes.ok : exitCodes.usage;
  }
  const command = commands[name];
  if (!command) {
    output.err(`Unknown command "${name}".\n\n${overview()}`);
    return exitCodes.usage;
  }
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...rest],
      options: {
        ...Object.fromEntries(
          Object.entries(command.options).map(([option, { type }]) => [option, { type }]),
        ),
        help: { type: "boolean", short: "h" },
      },
      allowPositionals: true,
      strict: true,
    }));
    if (!values.help && positionals.length !== (command.argument ? 1 : 0))
      throw new Error(
        command.argument ? `${name} takes one <${command.argument}>.` : `${name} takes no argument.`,
      );
  } catch (error) {
    output.err(`${messageOf(error)}\n\n${helpOf(name, command)}`);
    return exitCodes.usage;
  }
  if (values.help) {
    output.out(helpOf(name, command));
    return exitCodes.ok;
  }
  let config: ServerConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    output.err(error instanceof ConfigError ? error.message : messageOf(error));
    return exitCodes.failed;
  }
  const database = async () => {
    const connection = await connectDatabase(config);
    try {
      await connection.migrate();
    } catch (error) {
      await connection.close();
      throw error;
    }
    return connection;
  };
  try {
    return (await command.run(values, { config, output, database }, positionals[0] ?? "")) ?? exitCodes.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`${error.message}\n\n${helpOf(name, command)}`);
      return exitCodes.usage;
    }
    output.err(error instanceof CommandError ? error.message : `${name} failed: ${messageOf(error)}`);
    return exitCodes.failed;
  }
}
