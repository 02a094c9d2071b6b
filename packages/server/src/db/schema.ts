import { roles, userLocales, userStatuses } from "@varco/domain";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The database, table by table. Conventions every later table follows:
 * - ids are `bigint generated always as identity` (the wire's integer ids, contract §1.1);
 * - times are `timestamptz` (stored as UTC instants), set by the database clock;
 * - rows are soft-deleted (`deleted_at`), so uniqueness is enforced among live rows only;
 * - enum-like columns are text with a CHECK listing the values the domain package exports,
 *   so adding a value is a plain migration (no `ALTER TYPE`, which PostgreSQL 15 runs badly
 *   inside the migration's transaction);
 * - only SQL PostgreSQL 15 understands, although PGlite is PostgreSQL 18 (TOOLCHAIN P16).
 */

const id = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

const reference = (name: string, target: () => AnyPgColumn) =>
  bigint(name, { mode: "number" }).references(target);

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

const timestamps = {
  createdAt: instant("created_at").notNull().defaultNow(),
  // The database clock for both stamps, so they compare with each other and with now().
  updatedAt: instant("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
  deletedAt: instant("deleted_at"),
};

/** `column IN ('A', 'B')` with the values inlined: a CHECK cannot take bound parameters. */
function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(literals)})`;
}

const isLive = (table: { deletedAt: AnyPgColumn }) => sql`${table.deletedAt} is null`;

/** The tenant: organizers, events and everything sold belong to one account (rules.md §9.1). */
export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    /** `acc_` + 13 characters: the account's id where an integer would leak counts (rules.md §0.1). */
    shortId: text("short_id").notNull(),
    name: text("name").notNull(),
    /** Where the account's own mail goes; stored, not serialised (contract §3.1). */
    email: text("email").notNull(),
    currencyCode: text("currency_code").notNull(),
    timezone: text("timezone").notNull(),
    /** Two-letter country, when known (VAT, Stripe). */
    country: text("country"),
    /** Set when the owner confirms their email; unverified accounts cannot go live (rules.md §9.4). */
    accountVerifiedAt: instant("account_verified_at"),
    requiresManualVerification: boolean("requires_manual_verification").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("accounts_short_id_unique").on(table.shortId),
    check("accounts_short_id_format", sql`${table.shortId} ~ '^acc_[A-Za-z0-9]{13}$'`),
    check("accounts_currency_code_format", sql`${table.currencyCode} ~ '^[A-Z]{3}$'`),
    check("accounts_country_format", sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** A person who can sign in; what they may do depends on their memberships. */
export const users = pgTable(
  "users",
  {
    id: id(),
    /** Stored lower-cased: login compares lower-cased emails (rules.md §9.6). */
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    /** scrypt hash (`node:crypto`); null while an invited user has not set a password. */
    passwordHash: text("password_hash"),
    timezone: text("timezone").notNull(),
    locale: text("locale", { enum: userLocales }).notNull(),
    emailVerifiedAt: instant("email_verified_at"),
    /** A new address waiting for confirmation; `email` stays in use until then (contract §2.2). */
    pendingEmail: text("pending_email"),
    marketingOptedInAt: instant("marketing_opted_in_at"),
    ...timestamps,
  },
  (table) => [
    // One live user per address; a soft-deleted user frees the address for a new sign-up.
    uniqueIndex("users_email_unique").on(table.email).where(isLive(table)),
    check("users_email_lower_case", sql`${table.email} = lower(${table.email})`),
    check("users_locale", isOneOf(table.locale, userLocales)),
  ],
);

/** Who belongs to which account, in what role (rules.md §9.1–9.3). */
export const accountUsers = pgTable(
  "account_users",
  {
    id: id(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    userId: reference("user_id", () => users.id).notNull(),
    role: text("role", { enum: roles }).notNull(),
    status: text("status", { enum: userStatuses }).notNull(),
    isAccountOwner: boolean("is_account_owner").notNull().default(false),
    invitedByUserId: reference("invited_by_user_id", () => users.id),
    lastLoginAt: instant("last_login_at"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("account_users_account_user_unique").on(table.accountId, table.userId).where(isLive(table)),
    // Exactly one owner per account is the service's job; at most one is the database's.
    uniqueIndex("account_users_one_owner")
      .on(table.accountId)
      .where(sql`${table.isAccountOwner} and ${table.deletedAt} is null`),
    index("account_users_user_id").on(table.userId),
    check("account_users_role", isOneOf(table.role, roles)),
    check("account_users_status", isOneOf(table.status, userStatuses)),
    // The owner stays an active admin (rules.md §9.3), whatever a request asks for.
    check(
      "account_users_owner_is_active_admin",
      sql`not ${table.isAccountOwner} or (${table.status} = 'ACTIVE' and ${table.role} in ('ADMIN', 'SUPERADMIN'))`,
    ),
  ],
);

/**
 * A signed-in browser or API client. The token itself is never stored: only its SHA-256, so a
 * leaked table cannot be replayed (DESIGN.md, sessions). `deleted_at` marks a logout.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    userId: reference("user_id", () => users.id).notNull(),
    /** The account the session acts for; a session never spans accounts (contract §1.2). */
    accountId: reference("account_id", () => accounts.id).notNull(),
    expiresAt: instant("expires_at").notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("sessions_token_hash_unique").on(table.tokenHash),
    index("sessions_user_id").on(table.userId),
    index("sessions_expires_at").on(table.expiresAt),
    check("sessions_token_hash_format", sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

export const loginAttemptOutcomes = ["PENDING", "FAILED", "SUCCEEDED"] as const;

/**
 * Every login attempt, so the rate limit (10 failures per 15 minutes, per email and per IP) holds
 * across every instance sharing the database rather than per process. A row is written PENDING
 * before the password is checked and settled to FAILED or SUCCEEDED after; a refused attempt (429)
 * leaves no row, so hammering a locked email does not extend its lock. Rows are a log: never
 * updated after settling, and old ones can be deleted by a later clean-up job.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: id(),
    /** Lower-cased, as typed: unknown addresses are limited too (no account enumeration). */
    email: text("email").notNull(),
    /** The client's address when the server knows it (absent behind `app.request` in tests). */
    ip: text("ip"),
    outcome: text("outcome", { enum: loginAttemptOutcomes }).notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("login_attempts_email_created_at").on(table.email, table.createdAt),
    index("login_attempts_ip_created_at").on(table.ip, table.createdAt),
    check("login_attempts_outcome", isOneOf(table.outcome, loginAttemptOutcomes)),
  ],
);

/**
 * An invitation to join an account (rules.md §9.5): the membership it is for stays INVITED until
 * the token is used. Like a session, only the token's SHA-256 is stored. It expires after 7 days;
 * a resend or a deletion revokes it (`deleted_at`); accepting stamps `accepted_at`.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    accountUserId: reference("account_user_id", () => accountUsers.id).notNull(),
    invitedByUserId: reference("invited_by_user_id", () => users.id),
    expiresAt: instant("expires_at").notNull(),
    acceptedAt: instant("accepted_at"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("invitations_token_hash_unique").on(table.tokenHash),
    // At most one usable invitation per membership: a resend revokes the old one first.
    uniqueIndex("invitations_one_open_per_membership")
      .on(table.accountUserId)
      .where(sql`${table.acceptedAt} is null and ${table.deletedAt} is null`),
    check("invitations_token_hash_format", sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

export const mailStatuses = ["PENDING", "SENT", "FAILED"] as const;

/**
 * Mail the server means to send, written in the transaction of the change it reports (an outbox:
 * a rolled-back change queues nothing). The mail worker (`modules/mail/worker.ts`) claims PENDING
 * rows whose `next_attempt_at` has come, renders `template` with `payload` and sends it; success
 * stamps `sent_at` and SENT, a failure counts `attempts` and pushes `next_attempt_at` back, and
 * after the last attempt the row is FAILED. `payload` holds what the template needs (links with
 * their tokens), which is why this table is as sensitive as the mailbox it stands in for.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    accountId: reference("account_id", () => accounts.id),
    toEmail: text("to_email").notNull(),
    template: text("template").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: mailStatuses }).notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: instant("sent_at"),
    ...timestamps,
  },
  (table) => [
    index("mail_outbox_due").on(table.nextAttemptAt).where(sql`${table.status} = 'PENDING'`),
    check("mail_outbox_status", isOneOf(table.status, mailStatuses)),
  ],
);

/**
 * A password reset (rules.md §9.6): only the token's SHA-256 is stored; it expires after 15
 * minutes, a newer request revokes older ones (`deleted_at`) and using it stamps `used_at`.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    userId: reference("user_id", () => users.id).notNull(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("password_resets_token_hash_unique").on(table.tokenHash),
    index("password_resets_user_id").on(table.userId),
    check("password_resets_token_hash_format", sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * An email confirmation: a link token and a 6-digit code, both stored as SHA-256 (the code's hash
 * is salted with the row's user id by the service). Wrong codes are counted in `failed_attempts`;
 * a resend revokes the open one (`deleted_at`); confirming stamps `used_at`.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: id(),
    userId: reference("user_id", () => users.id).notNull(),
    tokenHash: text("token_hash").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("email_verifications_token_hash_unique").on(table.tokenHash),
    uniqueIndex("email_verifications_one_open_per_user")
      .on(table.userId)
      .where(sql`${table.usedAt} is null and ${table.deletedAt} is null`),
    check("email_verifications_token_hash_format", sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
