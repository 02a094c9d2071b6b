import { randomInt } from "node:crypto";
import type { LocationDetails } from "@varco/domain";
import { sql } from "drizzle-orm";
import type { ServerConfig } from "./config";
import type { Database, Executor } from "./db/connect";
import {
  accounts,
  accountUsers,
  eventSettings,
  eventStatistics,
  events,
  organizerSettings,
  organizers,
  users,
} from "./db/schema";
import type { Logger } from "./logger";
import { hashPassword } from "./modules/auth/password";

/**
 * The demo a fresh install starts with, so `npm start` shows something to sign in to: an account
 * whose owner is a verified ADMIN, a LIVE organiser and a LIVE event a month ahead. Only on a
 * database with no account and no user at all; never again once anything exists.
 *
 * The rows are inserted directly rather than through `register()`: that one also opens a session
 * and queues a confirmation mail to the (fake) demo address, neither of which a seed wants.
 */

export const defaultDemoEmail = "demo@varco.local";

/** Another constant every instance shares (see `migrationLockKey` in db/connect.ts). */
const seedLockKey = 7_355_608_042;

export interface DemoSeed {
  email: string;
  password: string;
  accountId: number;
  organizerId: number;
  eventId: number;
}

// No 0/O, 1/l/I: the password is read off a terminal and typed.
const passwordAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const idAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomText(alphabet: string, length: number): string {
  let text = "";
  for (let index = 0; index < length; index++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** 16 characters from 57: about 93 bits. */
export function randomDemoPassword(): string {
  return randomText(passwordAlphabet, 16);
}

async function isEmpty(db: Executor): Promise<boolean> {
  const { rows } = await db.execute<{ occupied: boolean }>(
    sql`select exists (select 1 from ${accounts}) or exists (select 1 from ${users}) as occupied`,
  );
  return rows[0]?.occupied === false;
}

const demoLocation: LocationDetails = {
  venue_name: "Teatro Demo",
  address_line_1: "Via Roma 1",
  city: "Milano",
  zip_or_postal_code: "20121",
  country: "IT",
};

/**
 * Seeds the demo when the database is empty; undefined when it is not. Two instances starting
 * together on one PostgreSQL: the transaction-scoped advisory lock makes the second wait, and it
 * then finds the first one's account and does nothing.
 */
export async function seedDemo(
  db: Database,
  { email = defaultDemoEmail, password = randomDemoPassword() }: { email?: string; password?: string } = {},
): Promise<DemoSeed | undefined> {
  if (!(await isEmpty(db))) return undefined;
  // scrypt takes a while: before the lock, not under it.
  const passwordHash = await hashPassword(password);
  const normalisedEmail = email.toLowerCase();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (!(await isEmpty(tx))) return undefined;

    const [account] = await tx
      .insert(accounts)
      .values({
        shortId: `acc_${randomText(idAlphabet, 13)}`,
        name: "Varco Demo",
        email: normalisedEmail,
        currencyCode: "EUR",
        timezone: "Europe/Rome",
        accountVerifiedAt: sql`now()`,
      })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({
        email: normalisedEmail,
        firstName: "Demo",
        lastName: "Varco",
        passwordHash,
        timezone: "Europe/Rome",
        locale: "it",
        emailVerifiedAt: sql`now()`,
      })
      .returning();
    if (!account || !user) throw new Error("seed: insert returned nothing");
    await tx.insert(accountUsers).values({
      accountId: account.id,
      userId: user.id,
      role: "ADMIN",
      status: "ACTIVE",
      isAccountOwner: true,
    });

    const [organizer] = await tx
      .insert(organizers)
      .values({
        accountId: account.id,
        name: "Teatro Demo",
        email: normalisedEmail,
        description: "Un organizzatore di prova, creato al primo avvio: modificalo o archivialo quando vuoi.",
        timezone: "Europe/Rome",
        currency: "EUR",
        slug: "teatro-demo",
        status: "LIVE",
      })
      .returning();
    if (!organizer) throw new Error("seed: organizer insert returned nothing");
    await tx.insert(organizerSettings).values({
      organizerId: organizer.id,
      values: { location_details: demoLocation },
    });

    // A month ahead, in the evening (19:00 UTC is 20:00 or 21:00 in Rome), for three hours.
    const start = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    start.setUTCHours(19, 0, 0, 0);
    const end = new Date(start.getTime() + 3 * 60 * 60 * 1000);
    const [event] = await tx
      .insert(events)
      .values({
        accountId: account.id,
        organizerId: organizer.id,
        createdByUserId: user.id,
        shortId: `evt_${randomText(idAlphabet, 13)}`,
        title: "Concerto d'estate",
        slug: "concerto-d-estate",
        description:
          "<p>Un evento di prova per esplorare Varco: biglietti, ordini, partecipanti e check-in.</p><p>Modificalo, duplicalo o archivialo quando vuoi.</p>",
        category: "MUSIC",
        startDate: start,
        endDate: end,
        status: "LIVE",
        currency: "EUR",
        timezone: "Europe/Rome",
        locationDetails: demoLocation,
      })
      .returning();
    if (!event) throw new Error("seed: event insert returned nothing");
    await tx.insert(eventSettings).values({
      eventId: event.id,
      values: { location_details: demoLocation, is_online_event: false },
    });
    await tx.insert(eventStatistics).values({ eventId: event.id });

    return {
      email: normalisedEmail,
      password,
      accountId: account.id,
      organizerId: organizer.id,
      eventId: event.id,
    };
  });
}

/**
 * At start: the demo unless `SEED_DEMO=false`, with `DEMO_EMAIL` / `DEMO_PASSWORD` when given.
 * Logs the seeding (never the password); the caller prints the credentials once.
 */
export async function seedDemoOnStart(
  db: Database,
  config: Pick<ServerConfig, "SEED_DEMO" | "DEMO_EMAIL" | "DEMO_PASSWORD">,
  logger: Logger,
): Promise<DemoSeed | undefined> {
  if (config.SEED_DEMO === false) return undefined;
  const seeded = await seedDemo(db, {
    ...(config.DEMO_EMAIL ? { email: config.DEMO_EMAIL } : {}),
    ...(config.DEMO_PASSWORD ? { password: config.DEMO_PASSWORD } : {}),
  });
  if (seeded) {
    logger.info(
      {
        email: seeded.email,
        accountId: seeded.accountId,
        organizerId: seeded.organizerId,
        eventId: seeded.eventId,
      },
      "demo account seeded on the empty database",
    );
  }
  return seeded;
}

/** The block printed once on stdout, outside the JSON log, for whoever ran `npm start`. */
export function demoBanner(seed: Pick<DemoSeed, "email" | "password">, url: string): string {
  const lines = [
    "Varco demo account created (the password is shown only this once):",
    `  Demo login: ${seed.email} / ${seed.password}`,
    `  open ${url}`,
  ];
  const rule = "=".repeat(Math.max(...lines.map((line) => line.length)));
  return `\n${rule}\n${lines.join("\n")}\n${rule}\n\n`;
}
