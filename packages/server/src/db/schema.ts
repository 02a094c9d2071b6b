import {
  affiliateStatuses,
  attendeeStatuses,
  capacityAssignmentAppliesTo,
  capacityAssignmentStatuses,
  emailTemplateTypes,
  eventCategories,
  eventStatuses,
  imageTypes,
  messageStatuses,
  messageTypes,
  orderPaymentStatuses,
  orderRefundStatuses,
  orderStatuses,
  organizerStatuses,
  paymentProviders,
  productPriceTypes,
  productTypes,
  promoCodeDiscountTypes,
  questionBelongsTo,
  questionTypes,
  roles,
  taxAndFeeCalculationTypes,
  taxAndFeeTypes,
  userLocales,
  userStatuses,
  waitlistEntryStatuses,
  webhookEventTypes,
  webhookStatuses,
} from "@varco/domain";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The database, table by table. Conventions every later table follows:
 * - ids are `bigint generated always as identity` (the wire's integer ids);
 * - times are `timestamptz` (stored as UTC instants), set by the database clock;
 * - rows are soft-deleted (`deleted_at`), so uniqueness is enforced among live rows only;
 * - enum-like columns are text with a CHECK listing the values the domain package exports,
 *   so adding a value is a plain migration (no `ALTER TYPE`, which PostgreSQL 15 runs badly
 *   inside the migration's transaction);
 * - only SQL PostgreSQL 15 understands, although PGlite is PostgreSQL 18: the server database a
 *   deployment brings may be the older one.
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

/** What an image illustrates; null for a GENERIC upload of the account. */
/**
 * A table keeps a secret token only as its SHA-256 in hex: the column is unique (a token finds one
 * row) and checked to hold such a hash, so a plain token can never be stored by mistake.
 */
function hashedTokenRules(tableName: string, table: { tokenHash: AnyPgColumn }) {
  return [
    uniqueIndex(`${tableName}_token_hash_unique`).on(table.tokenHash),
    check(`${tableName}_token_hash_format`, sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ];
}

export const imageEntityTypes = ["EVENT", "ORGANIZER"] as const;

const isLive = (table: { deletedAt: AnyPgColumn }) => sql`${table.deletedAt} is null`;

/** The tenant: organizers, events and everything sold belong to one account. */
export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    /** `acc_` + 13 characters: the account's id where an integer would leak how many there are. */
    shortId: text("short_id").notNull(),
    name: text("name").notNull(),
    /** Where the account's own mail goes; stored, never put on the wire. */
    email: text("email").notNull(),
    currencyCode: text("currency_code").notNull(),
    timezone: text("timezone").notNull(),
    /** Two-letter country, when known (VAT, Stripe). */
    country: text("country"),
    /** Set when the owner confirms their email (self-hosted: at registration); unverified accounts cannot go live. */
    accountVerifiedAt: instant("account_verified_at"),
    requiresManualVerification: boolean("requires_manual_verification").notNull().default(false),
    /** The account's own Stripe account (Connect), once it asked to connect one; card payments land there. */
    stripeAccountId: text("stripe_account_id"),
    /** `standard` or `express`: how the connected account was created. */
    stripeAccountType: text("stripe_account_type"),
    /** When Stripe first said the connected account can take charges and pay out; null until then. */
    stripeSetupCompletedAt: instant("stripe_setup_completed_at"),
    /** What Stripe last said of the connected account (country, charges and payouts enabled, what is due). */
    stripeAccountDetails: jsonb("stripe_account_details").$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("accounts_short_id_unique").on(table.shortId),
    uniqueIndex("accounts_stripe_account_unique").on(table.stripeAccountId),
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
    /** Stored lower-cased: login compares lower-cased emails. */
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    /** scrypt hash (`node:crypto`); null while an invited user has not set a password. */
    passwordHash: text("password_hash"),
    timezone: text("timezone").notNull(),
    locale: text("locale", { enum: userLocales }).notNull(),
    emailVerifiedAt: instant("email_verified_at"),
    /** A new address waiting for confirmation; `email` stays in use until then. */
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

/** Who belongs to which account, in what role (ADMIN, ORGANIZER; SUPERADMIN runs the platform) and status. */
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
    // The owner stays an active admin, whatever a request asks for.
    check(
      "account_users_owner_is_active_admin",
      sql`not ${table.isAccountOwner} or (${table.status} = 'ACTIVE' and ${table.role} in ('ADMIN', 'SUPERADMIN'))`,
    ),
  ],
);

/**
 * A signed-in browser or API client. The token itself is never stored: only its SHA-256, so a
 * leaked table cannot be replayed. `deleted_at` marks a logout.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    userId: reference("user_id", () => users.id).notNull(),
    /** The account the session acts for; a session never spans accounts. */
    accountId: reference("account_id", () => accounts.id).notNull(),
    expiresAt: instant("expires_at").notNull(),
    ...timestamps,
  },
  (table) => [
    ...hashedTokenRules("sessions", table),
    index("sessions_user_id").on(table.userId),
    index("sessions_expires_at").on(table.expiresAt),
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
 * An invitation to join an account: the membership it is for stays INVITED until
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
    ...hashedTokenRules("invitations", table),
    // At most one usable invitation per membership: a resend revokes the old one first.
    uniqueIndex("invitations_one_open_per_membership")
      .on(table.accountUserId)
      .where(sql`${table.acceptedAt} is null and ${table.deletedAt} is null`),
  ],
);

export const mailStatuses = ["PENDING", "SENT", "FAILED"] as const;

/**
 * Mail the server means to send, written in the transaction of the change it reports (an outbox:
 * a rolled-back change queues nothing), with the job that sends it (`jobs`, queue `mail`). The job
 * renders `template` with `payload` and sends it: success stamps `sent_at` and SENT, the job's last
 * failed attempt makes it FAILED, and `last_error` keeps the latest failure. `payload` holds what
 * the template needs (links with their tokens), which is why this table is as sensitive as the
 * mailbox it stands in for.
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
    lastError: text("last_error"),
    sentAt: instant("sent_at"),
    ...timestamps,
  },
  (table) => [check("mail_outbox_status", isOneOf(table.status, mailStatuses))],
);

export const jobStatuses = ["PENDING", "DONE", "FAILED"] as const;

/**
 * Work to do later, durably (src/jobs/runner.ts, docs/decisions/0009-job-runner.md): written in the
 * transaction that makes it necessary, claimed by one runner at a time with a lease, retried with
 * backoff. `key` names the job within its queue (`mail:42`): queueing it twice makes one job.
 * `run_at` is when it is due; while a runner holds it, when its lease runs out. `attempts` counts
 * claims, so a runner whose lease ran out (and whose job another runner took) can tell.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    queue: text("queue").notNull(),
    key: text("key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: jobStatuses }).notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    runAt: instant("run_at").notNull().defaultNow(),
    lastError: text("last_error"),
    finishedAt: instant("finished_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    uniqueIndex("jobs_queue_key").on(table.queue, table.key),
    index("jobs_due").on(table.runAt).where(sql`${table.status} = 'PENDING'`),
    check("jobs_status", isOneOf(table.status, jobStatuses)),
  ],
);

/**
 * A password reset: only the token's SHA-256 is stored; it expires after 15
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
    ...hashedTokenRules("password_resets", table),
    index("password_resets_user_id").on(table.userId),
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
    ...hashedTokenRules("email_verifications", table),
    uniqueIndex("email_verifications_one_open_per_user")
      .on(table.userId)
      .where(sql`${table.usedAt} is null and ${table.deletedAt} is null`),
  ],
);

/**
 * An email change waiting for confirmation: `users.pending_email` holds the new
 * address; the link's token is stored as SHA-256, valid 24 hours, once; a newer request or a
 * cancel revokes the open one (`deleted_at`).
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: id(),
    userId: reference("user_id", () => users.id).notNull(),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    ...timestamps,
  },
  (table) => [...hashedTokenRules("email_changes", table), index("email_changes_user_id").on(table.userId)],
);

/**
 * A generic sliding-window counter for limits that are not login (contact form, forgot
 * password): one row per counted hit, `bucket` names the limit, `key` what is limited (an IP, an
 * address). Old rows are deleted as new ones are counted.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: id(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [index("rate_limit_hits_bucket_key_created").on(table.bucket, table.key, table.createdAt)],
);

/** Defaults a new event of the account starts with (`/account/event-defaults`). */
export const accountEventDefaults = pgTable(
  "account_event_defaults",
  {
    id: id(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    /** The domain's event-defaults shape; validated by its schema on the way in. */
    values: jsonb("values").notNull().default({}),
    ...timestamps,
  },
  (table) => [uniqueIndex("account_event_defaults_account_unique").on(table.accountId)],
);

/** A tax or a fee an account charges on products. */
export const taxesAndFees = pgTable(
  "taxes_and_fees",
  {
    id: id(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    name: text("name").notNull(),
    description: text("description"),
    calculationType: text("calculation_type", { enum: taxAndFeeCalculationTypes }).notNull(),
    type: text("type", { enum: taxAndFeeTypes }).notNull(),
    /** A percentage (0–100) or an amount in the event's currency, as the wire gives it. */
    rate: numeric("rate", { precision: 18, scale: 4, mode: "number" }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    // Names are unique per account among live rows (422 `errors.name` duplicate).
    uniqueIndex("taxes_and_fees_account_name_unique").on(table.accountId, table.name).where(isLive(table)),
    check("taxes_and_fees_calculation_type", isOneOf(table.calculationType, taxAndFeeCalculationTypes)),
    check("taxes_and_fees_type", isOneOf(table.type, taxAndFeeTypes)),
  ],
);

/** Who runs events: an account has one or more. */
export const organizers = pgTable(
  "organizers",
  {
    id: id(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    website: text("website"),
    description: text("description"),
    timezone: text("timezone").notNull(),
    currency: text("currency").notNull(),
    slug: text("slug").notNull(),
    status: text("status", { enum: organizerStatuses }).notNull().default("DRAFT"),
    ...timestamps,
  },
  (table) => [
    index("organizers_account_id").on(table.accountId),
    check("organizers_status", isOneOf(table.status, organizerStatuses)),
    check("organizers_currency_format", sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * An organizer's settings (one row per organizer). `values` holds the wire's settings fields;
 * the homepage password is its own column so no serialiser can leak it by spreading `values`.
 */
export const organizerSettings = pgTable(
  "organizer_settings",
  {
    id: id(),
    organizerId: reference("organizer_id", () => organizers.id).notNull(),
    values: jsonb("values").notNull().default({}),
    homepagePassword: text("homepage_password"),
    ...timestamps,
  },
  (table) => [uniqueIndex("organizer_settings_organizer_unique").on(table.organizerId)],
);

/** An event (or trip) an organizer sells tickets for. */
export const events = pgTable(
  "events",
  {
    id: id(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    organizerId: reference("organizer_id", () => organizers.id).notNull(),
    createdByUserId: reference("created_by_user_id", () => users.id),
    /** `evt_` + 13 characters, for places an integer id would leak counts. */
    shortId: text("short_id").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    /** Sanitised HTML. */
    description: text("description"),
    category: text("category", { enum: eventCategories }).notNull().default("OTHER"),
    startDate: instant("start_date").notNull(),
    endDate: instant("end_date"),
    status: text("status", { enum: eventStatuses }).notNull().default("DRAFT"),
    currency: text("currency").notNull(),
    timezone: text("timezone").notNull(),
    attributes: jsonb("attributes").notNull().default([]),
    locationDetails: jsonb("location_details"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("events_short_id_unique").on(table.shortId),
    index("events_account_id").on(table.accountId),
    index("events_organizer_start").on(table.organizerId, table.startDate),
    check("events_status", isOneOf(table.status, eventStatuses)),
    check("events_category", isOneOf(table.category, eventCategories)),
    check("events_currency_format", sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check("events_dates_in_order", sql`${table.endDate} is null or ${table.startDate} <= ${table.endDate}`),
  ],
);

/** An event's settings (one row per event); `values` holds the wire's EventSettings fields. */
export const eventSettings = pgTable(
  "event_settings",
  {
    id: id(),
    eventId: reference("event_id", () => events.id).notNull(),
    values: jsonb("values").notNull().default({}),
    ...timestamps,
  },
  (table) => [uniqueIndex("event_settings_event_unique").on(table.eventId)],
);

/**
 * Running totals of an event (one row per event): views now, sales once commerce exists. Money
 * in the event currency's minor units.
 */
export const eventStatistics = pgTable(
  "event_statistics",
  {
    id: id(),
    eventId: reference("event_id", () => events.id).notNull(),
    uniqueViews: integer("unique_views").notNull().default(0),
    totalViews: integer("total_views").notNull().default(0),
    salesTotalGross: bigint("sales_total_gross", { mode: "number" }).notNull().default(0),
    salesTotalBeforeAdditions: bigint("sales_total_before_additions", { mode: "number" })
      .notNull()
      .default(0),
    totalTax: bigint("total_tax", { mode: "number" }).notNull().default(0),
    totalFee: bigint("total_fee", { mode: "number" }).notNull().default(0),
    totalRefunded: bigint("total_refunded", { mode: "number" }).notNull().default(0),
    productsSold: integer("products_sold").notNull().default(0),
    ordersCreated: integer("orders_created").notNull().default(0),
    attendeesRegistered: integer("attendees_registered").notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex("event_statistics_event_unique").on(table.eventId)],
);

/**
 * Who viewed which event lately, so that instances sharing the database count one view per visitor
 * per event per window between them. A visitor is a hash salted with the day's salt (below), never
 * an address; rows older than the window are deleted as views are written.
 */
export const eventViewVisits = pgTable(
  "event_view_visits",
  {
    visitor: text("visitor").notNull(),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    countedAt: instant("counted_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.visitor, table.eventId] }),
    index("event_view_visits_counted_at").on(table.countedAt),
  ],
);

/**
 * Each UTC day's salt of the visitors' hashes, random, shared by the instances; deleted once the
 * day is over, so that an earlier day's hashes can no longer be recomputed.
 */
export const viewSalts = pgTable("view_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/** The same totals per day (the event's timezone decides the day), for the 7-day stats. */
export const eventDailyStatistics = pgTable(
  "event_daily_statistics",
  {
    id: id(),
    eventId: reference("event_id", () => events.id).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    totalViews: integer("total_views").notNull().default(0),
    salesTotalGross: bigint("sales_total_gross", { mode: "number" }).notNull().default(0),
    salesTotalBeforeAdditions: bigint("sales_total_before_additions", { mode: "number" })
      .notNull()
      .default(0),
    totalTax: bigint("total_tax", { mode: "number" }).notNull().default(0),
    totalFee: bigint("total_fee", { mode: "number" }).notNull().default(0),
    totalRefunded: bigint("total_refunded", { mode: "number" }).notNull().default(0),
    productsSold: integer("products_sold").notNull().default(0),
    ordersCreated: integer("orders_created").notNull().default(0),
    attendeesRegistered: integer("attendees_registered").notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex("event_daily_statistics_event_date_unique").on(table.eventId, table.date)],
);

/**
 * An uploaded image: the file is stored under its `storage_key` (`DATA_DIR/uploads/<storage_key>`,
 * or a row of `image_files` on a PostgreSQL server), never at a name the uploader chose. `entity_type` + `entity_id` say what it illustrates (an event or an organizer).
 */
/** One smaller copy of an uploaded image, as `images.variants` keeps it. */
export interface StoredImageVariant {
  storageKey: string;
  format: "avif" | "webp";
  width: number;
  height: number;
  size: number;
}

export const images = pgTable(
  "images",
  {
    id: id(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    entityType: text("entity_type", { enum: imageEntityTypes }),
    entityId: bigint("entity_id", { mode: "number" }),
    type: text("type", { enum: imageTypes }).notNull(),
    /** `<uuid>.<ext>`: the file's name under `DATA_DIR/uploads`. */
    storageKey: text("storage_key").notNull(),
    /** The name the uploader's file had (shown, never used as a path). */
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    /**
     * Smaller copies made at upload (`<uuid>-<width>w.<avif|webp>` beside the file), for `srcset`;
     * none for images stored before copies were made.
     */
    variants: jsonb("variants").$type<StoredImageVariant[]>().notNull().default([]),
    /** The picture's dominant colour (`#rrggbb`), shown while it loads. */
    avgColour: text("avg_colour"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("images_storage_key_unique").on(table.storageKey),
    index("images_entity").on(table.entityType, table.entityId),
    index("images_account_id").on(table.accountId),
    check("images_type", isOneOf(table.type, imageTypes)),
    check("images_entity_type", isOneOf(table.entityType, imageEntityTypes)),
    check("images_storage_key_format", sql`${table.storageKey} ~ '^[0-9a-f-]{36}\\.(png|jpg|webp|gif)$'`),
  ],
);

/** `bytea`: raw bytes, a Uint8Array in JavaScript (node-postgres hands a Buffer, which is one). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The files of images (each upload and its smaller copies) when the database is a PostgreSQL server:
 * every instance sharing the database serves them, and `pg_dump` backs them up with the rest. The
 * embedded database (one process) keeps them as files under `DATA_DIR/uploads` instead. The key is
 * the `storage_key` of an image or of one of its variants; a row is written before its image's row
 * and deleted after it (see modules/images/storage.ts).
 */
export const imageFiles = pgTable(
  "image_files",
  {
    storageKey: text("storage_key").primaryKey(),
    bytes: bytes("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "image_files_storage_key_format",
      sql`${table.storageKey} ~ '^[0-9a-f-]{36}(\\.(png|jpg|webp|gif)|-[0-9]{1,4}w\\.(avif|webp))$'`,
    ),
  ],
);

/**
 * A section of an event's products ("Tickets", "Merchandise"). Every event has at least one: a new
 * event gets a default category, and the last one cannot be deleted.
 */
export const productCategories = pgTable(
  "product_categories",
  {
    id: id(),
    eventId: reference("event_id", () => events.id).notNull(),
    name: text("name").notNull(),
    description: text("description"),
    isHidden: boolean("is_hidden").notNull().default(false),
    /** The wire's `order`: position among the event's categories, smallest first. */
    sortOrder: integer("sort_order").notNull().default(0),
    noProductsMessage: text("no_products_message"),
    ...timestamps,
  },
  (table) => [index("product_categories_event_order").on(table.eventId, table.sortOrder)],
);

/**
 * Something an event sells: a TICKET admits someone, a GENERAL product does not. Its stock and
 * prices live in `product_prices` (docs/rules/availability.md).
 */
export const products = pgTable(
  "products",
  {
    id: id(),
    eventId: reference("event_id", () => events.id).notNull(),
    productCategoryId: reference("product_category_id", () => productCategories.id).notNull(),
    title: text("title").notNull(),
    /** Sanitised HTML. */
    description: text("description"),
    /** The wire's `type`: how it is priced. */
    priceType: text("price_type", { enum: productPriceTypes }).notNull(),
    productType: text("product_type", { enum: productTypes }).notNull().default("TICKET"),
    /** The wire's `order`: position within its category, smallest first. */
    sortOrder: integer("sort_order").notNull().default(0),
    saleStartDate: instant("sale_start_date"),
    saleEndDate: instant("sale_end_date"),
    minPerOrder: integer("min_per_order"),
    maxPerOrder: integer("max_per_order"),
    isHidden: boolean("is_hidden").notNull().default(false),
    hideBeforeSaleStartDate: boolean("hide_before_sale_start_date").notNull().default(false),
    hideAfterSaleEndDate: boolean("hide_after_sale_end_date").notNull().default(false),
    hideWhenSoldOut: boolean("hide_when_sold_out").notNull().default(false),
    startCollapsed: boolean("start_collapsed").notNull().default(false),
    showQuantityRemaining: boolean("show_quantity_remaining").notNull().default(false),
    isHiddenWithoutPromoCode: boolean("is_hidden_without_promo_code").notNull().default(false),
    isHighlighted: boolean("is_highlighted").notNull().default(false),
    highlightMessage: text("highlight_message"),
    waitlistEnabled: boolean("waitlist_enabled"),
    ...timestamps,
  },
  (table) => [
    index("products_event_id").on(table.eventId),
    index("products_category_order").on(table.productCategoryId, table.sortOrder),
    check("products_price_type", isOneOf(table.priceType, productPriceTypes)),
    check("products_product_type", isOneOf(table.productType, productTypes)),
    check(
      "products_sale_window_in_order",
      sql`${table.saleStartDate} is null or ${table.saleEndDate} is null or ${table.saleStartDate} < ${table.saleEndDate}`,
    ),
    check(
      "products_per_order_positive",
      sql`coalesce(${table.minPerOrder}, 1) >= 1 and coalesce(${table.maxPerOrder}, 1) >= 1`,
    ),
  ],
);

/**
 * One price of a product, and where its stock lives: a non-tiered product has exactly one, a
 * TIERED product one per tier. Money in the event currency's minor units.
 */
export const productPrices = pgTable(
  "product_prices",
  {
    id: id(),
    productId: reference("product_id", () => products.id).notNull(),
    /** Required for a tier, null otherwise. */
    label: text("label"),
    /** Minor units; for DONATION the least a buyer may give. */
    price: bigint("price", { mode: "number" }).notNull().default(0),
    saleStartDate: instant("sale_start_date"),
    saleEndDate: instant("sale_end_date"),
    /** null: unlimited. */
    initialQuantityAvailable: integer("initial_quantity_available"),
    /** Units of completed orders; moves only with sales and releases, under the row's lock. */
    quantitySold: integer("quantity_sold").notNull().default(0),
    isHidden: boolean("is_hidden").notNull().default(false),
    /** Position among the product's prices (tiers keep the order they were entered in). */
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index("product_prices_product_id").on(table.productId),
    check("product_prices_price_not_negative", sql`${table.price} >= 0`),
    check("product_prices_quantity_sold_not_negative", sql`${table.quantitySold} >= 0`),
    check(
      "product_prices_initial_quantity_not_negative",
      sql`${table.initialQuantityAvailable} is null or ${table.initialQuantityAvailable} >= 0`,
    ),
    check(
      "product_prices_sale_window_in_order",
      sql`${table.saleStartDate} is null or ${table.saleEndDate} is null or ${table.saleStartDate} < ${table.saleEndDate}`,
    ),
  ],
);

/** Which of the account's taxes and fees a product charges. */
export const productTaxesAndFees = pgTable(
  "product_taxes_and_fees",
  {
    productId: reference("product_id", () => products.id).notNull(),
    taxAndFeeId: reference("tax_and_fee_id", () => taxesAndFees.id).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.taxAndFeeId] }),
    index("product_taxes_and_fees_tax_and_fee_id").on(table.taxAndFeeId),
  ],
);

/**
 * Capacity shared by several products of one event (a room, a bus): every unit sold of any of them
 * uses it up. What is used is counted from its products' prices whenever it is read, never stored.
 */
export const capacityAssignments = pgTable(
  "capacity_assignments",
  {
    id: id(),
    eventId: reference("event_id", () => events.id).notNull(),
    name: text("name").notNull(),
    /** null: unlimited. */
    capacity: integer("capacity"),
    appliesTo: text("applies_to", { enum: capacityAssignmentAppliesTo }).notNull().default("PRODUCTS"),
    status: text("status", { enum: capacityAssignmentStatuses }).notNull().default("ACTIVE"),
    ...timestamps,
  },
  (table) => [
    index("capacity_assignments_event_id").on(table.eventId),
    check("capacity_assignments_status", isOneOf(table.status, capacityAssignmentStatuses)),
    check("capacity_assignments_applies_to", isOneOf(table.appliesTo, capacityAssignmentAppliesTo)),
    check("capacity_assignments_capacity_positive", sql`${table.capacity} is null or ${table.capacity} >= 1`),
  ],
);

/** The products a capacity assignment holds. */
export const capacityAssignmentProducts = pgTable(
  "capacity_assignment_products",
  {
    capacityAssignmentId: reference("capacity_assignment_id", () => capacityAssignments.id).notNull(),
    productId: reference("product_id", () => products.id).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.capacityAssignmentId, table.productId] }),
    index("capacity_assignment_products_product_id").on(table.productId),
  ],
);

/**
 * A promo code of an event: stored lower-case, unique among the event's live codes. How often it
 * was used is never stored: it is counted from the orders that name it (live reservations
 * included), so the count cannot drift and concurrent checkouts cannot exceed the limit.
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: id(),
    eventId: reference("event_id", () => events.id).notNull(),
    code: text("code").notNull(),
    discountType: text("discount_type", { enum: promoCodeDiscountTypes }).notNull(),
    /**
     * FIXED: minor units of the event's currency; PERCENTAGE: hundredths of a percent (12.5 % is
     * 1250); NONE: 0.
     */
    discount: bigint("discount", { mode: "number" }).notNull().default(0),
    /** null or empty: every product of the event. */
    applicableProductIds: bigint("applicable_product_ids", { mode: "number" }).array(),
    expiryDate: instant("expiry_date"),
    /** null: unlimited. */
    maxAllowedUsages: integer("max_allowed_usages"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("promo_codes_event_code_unique").on(table.eventId, table.code).where(isLive(table)),
    check("promo_codes_discount_type", isOneOf(table.discountType, promoCodeDiscountTypes)),
    check("promo_codes_code_lower_case", sql`${table.code} = lower(${table.code})`),
    check("promo_codes_discount_not_negative", sql`${table.discount} >= 0`),
    check(
      "promo_codes_percentage_at_most_100",
      sql`${table.discountType} <> 'PERCENTAGE' or ${table.discount} <= 10000`,
    ),
    check(
      "promo_codes_max_usages_positive",
      sql`${table.maxAllowedUsages} is null or ${table.maxAllowedUsages} >= 1`,
    ),
  ],
);

/** A question the checkout asks, once per order or once per unit of the products it names. */
export const questions = pgTable(
  "questions",
  {
    id: id(),
    eventId: reference("event_id", () => events.id).notNull(),
    title: text("title").notNull(),
    description: text("description"),
    type: text("type", { enum: questionTypes }).notNull(),
    belongsTo: text("belongs_to", { enum: questionBelongsTo }).notNull(),
    /** The choices of CHECKBOX, RADIO and DROPDOWN; null otherwise. */
    options: jsonb("options").$type<string[]>(),
    required: boolean("required").notNull().default(false),
    isHidden: boolean("is_hidden").notNull().default(false),
    /** The wire's `order`, smallest first. */
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index("questions_event_order").on(table.eventId, table.sortOrder),
    check("questions_type", isOneOf(table.type, questionTypes)),
    check("questions_belongs_to", isOneOf(table.belongsTo, questionBelongsTo)),
  ],
);

/** The products a PRODUCT question is asked for. */
export const questionProducts = pgTable(
  "question_products",
  {
    questionId: reference("question_id", () => questions.id).notNull(),
    productId: reference("product_id", () => products.id).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.productId] }),
    index("question_products_product_id").on(table.productId),
  ],
);

/**
 * A buyer's order. Money is in minor units of `currency`. A RESERVED order holds its items' units
 * until `reserved_until` passes: availability counts it only while that instant is in the future,
 * so no sweeper is needed for correctness.
 */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    eventId: reference("event_id", () => events.id).notNull(),
    /** The buyer's capability: the order page and the checkout use it. */
    shortId: text("short_id").notNull(),
    /** The human order number (`O-XXXXXXX`). */
    publicId: text("public_id").notNull(),
    /** SHA-256 (hex) of the checkout session that made the reservation. */
    sessionHash: text("session_hash"),
    status: text("status", { enum: orderStatuses }).notNull(),
    paymentStatus: text("payment_status", { enum: orderPaymentStatuses }),
    refundStatus: text("refund_status", { enum: orderRefundStatuses }),
    paymentProvider: text("payment_provider", { enum: paymentProviders }),
    currency: text("currency").notNull(),
    locale: text("locale").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    address: jsonb("address"),
    notes: text("notes"),
    promoCodeId: reference("promo_code_id", () => promoCodes.id),
    /** The code as the buyer typed it, lower-cased (kept if the code is later deleted). */
    promoCode: text("promo_code"),
    /**
     * The affiliate whose tracking link brought the order: set at reservation only for an ACTIVE
     * code of the same event, and kept when the affiliate is later deleted.
     */
    affiliateId: reference("affiliate_id", () => affiliates.id),
    reservedUntil: instant("reserved_until"),
    totalBeforeAdditions: bigint("total_before_additions", { mode: "number" }).notNull().default(0),
    totalTax: bigint("total_tax", { mode: "number" }).notNull().default(0),
    totalFee: bigint("total_fee", { mode: "number" }).notNull().default(0),
    totalGross: bigint("total_gross", { mode: "number" }).notNull().default(0),
    totalRefunded: bigint("total_refunded", { mode: "number" }).notNull().default(0),
    taxesAndFeesRollup: jsonb("taxes_and_fees_rollup"),
    optedIntoMarketingAt: instant("opted_into_marketing_at"),
    termsAcceptedAt: instant("terms_accepted_at"),
    completedAt: instant("completed_at"),
    /** When the organiser marked an offline payment received (a card payment's is `completed_at`). */
    paidAt: instant("paid_at"),
    /** When the order was cancelled; set once, by the guarded move to CANCELLED. */
    cancelledAt: instant("cancelled_at"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    /** The connected Stripe account the payment was made on (null: the installation's own). */
    stripeAccountId: text("stripe_account_id"),
    isManuallyCreated: boolean("is_manually_created").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("orders_short_id_unique").on(table.shortId),
    uniqueIndex("orders_public_id_unique").on(table.publicId),
    uniqueIndex("orders_stripe_payment_intent_unique").on(table.stripePaymentIntentId),
    index("orders_event_status").on(table.eventId, table.status, table.reservedUntil),
    index("orders_event_created").on(table.eventId, table.createdAt),
    index("orders_promo_code_id").on(table.promoCodeId),
    index("orders_affiliate_id").on(table.affiliateId),
    index("orders_session").on(table.eventId, table.sessionHash),
    check("orders_status", isOneOf(table.status, orderStatuses)),
    check("orders_currency_format", sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      "orders_totals_not_negative",
      sql`${table.totalBeforeAdditions} >= 0 and ${table.totalTax} >= 0 and ${table.totalFee} >= 0 and ${table.totalGross} >= 0`,
    ),
    check(
      "orders_refund_at_most_paid",
      sql`${table.totalRefunded} >= 0 and ${table.totalRefunded} <= ${table.totalGross}`,
    ),
  ],
);

/** One line of an order: units of one price of one product, priced when reserved. */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: reference("order_id", () => orders.id).notNull(),
    productId: reference("product_id", () => products.id).notNull(),
    productPriceId: reference("product_price_id", () => productPrices.id).notNull(),
    /** The product's title, with the tier's label for TIERED ("Title - Label"). */
    itemName: text("item_name").notNull(),
    productType: text("product_type", { enum: productTypes }).notNull(),
    quantity: integer("quantity").notNull(),
    /** One unit after the promo code, minor units. */
    price: bigint("price", { mode: "number" }).notNull(),
    priceBeforeDiscount: bigint("price_before_discount", { mode: "number" }),
    totalBeforeAdditions: bigint("total_before_additions", { mode: "number" }).notNull(),
    totalTax: bigint("total_tax", { mode: "number" }).notNull().default(0),
    totalServiceFee: bigint("total_service_fee", { mode: "number" }).notNull().default(0),
    totalGross: bigint("total_gross", { mode: "number" }).notNull(),
    taxesAndFeesRollup: jsonb("taxes_and_fees_rollup"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("order_items_order_id").on(table.orderId),
    index("order_items_product_price_id").on(table.productPriceId),
    index("order_items_product_id").on(table.productId),
    check("order_items_quantity_positive", sql`${table.quantity} >= 1`),
    check("order_items_price_not_negative", sql`${table.price} >= 0 and ${table.totalGross} >= 0`),
  ],
);

/**
 * A ticket holder: one per TICKET unit of an order. `ticket_secret` is what the QR code carries: a
 * random token, never a sequential id.
 */
export const attendees = pgTable(
  "attendees",
  {
    id: id(),
    orderId: reference("order_id", () => orders.id).notNull(),
    eventId: reference("event_id", () => events.id).notNull(),
    productId: reference("product_id", () => products.id).notNull(),
    productPriceId: reference("product_price_id", () => productPrices.id).notNull(),
    shortId: text("short_id").notNull(),
    publicId: text("public_id").notNull(),
    ticketSecret: text("ticket_secret").notNull(),
    status: text("status", { enum: attendeeStatuses }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    notes: text("notes"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("attendees_short_id_unique").on(table.shortId),
    uniqueIndex("attendees_public_id_unique").on(table.publicId),
    uniqueIndex("attendees_ticket_secret_unique").on(table.ticketSecret),
    index("attendees_order_id").on(table.orderId),
    index("attendees_event_id").on(table.eventId, table.status),
    check("attendees_status", isOneOf(table.status, attendeeStatuses)),
  ],
);

/** An answer to a question: of the order (no attendee) or of one attendee or unit. */
export const questionAnswers = pgTable(
  "question_answers",
  {
    id: id(),
    questionId: reference("question_id", () => questions.id).notNull(),
    orderId: reference("order_id", () => orders.id).notNull(),
    attendeeId: reference("attendee_id", () => attendees.id),
    productId: reference("product_id", () => products.id),
    /** Text, a list of chosen options, or an address object. */
    answer: jsonb("answer").notNull(),
    ...timestamps,
  },
  (table) => [
    index("question_answers_order_id").on(table.orderId),
    index("question_answers_question_id").on(table.questionId),
    index("question_answers_attendee_id").on(table.attendeeId),
  ],
);

/**
 * Stripe events already handled, so a webhook delivered again (Stripe retries) changes nothing.
 * The primary key is the dedupe: the insert that loses the race does nothing.
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: instant("received_at").notNull().defaultNow(),
});

/** Money given back to a buyer; one row per refund, unique by the provider's refund id. */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: id(),
    orderId: reference("order_id", () => orders.id).notNull(),
    /** Minor units of the order's currency. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** null for a refund recorded by hand (offline payment). */
    stripeRefundId: text("stripe_refund_id"),
    status: text("status", { enum: ["PENDING", "SUCCEEDED", "FAILED"] }).notNull(),
    /**
     * Why a card payment was given back as it arrived (modules/sales/refunds.ts): EXPIRED_BEFORE_PAYMENT
     * (the reservation had run out), ORDER_CANCELLED_BEFORE_PAYMENT or ALREADY_PAID (money the
     * order never took); null for the organiser's refunds.
     */
    reason: text("reason"),
    /** The buyer was told of this refund: they are told again when a pending one settles. */
    notifyBuyer: boolean("notify_buyer").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index("order_refunds_order_id").on(table.orderId),
    uniqueIndex("order_refunds_stripe_refund_unique").on(table.stripeRefundId),
    check("order_refunds_amount_positive", sql`${table.amount} > 0`),
    check("order_refunds_status", sql`${table.status} in ('PENDING', 'SUCCEEDED', 'FAILED')`),
  ],
);

/**
 * Which tickets a refund was for, and how much of it each took (docs/rules/orders.md, refund by
 * ticket): what a ticket may still get back is its price as paid less its shares of the order's
 * refunds that did not fail. A refund by amount alone has no rows here.
 */
export const orderRefundAttendees = pgTable(
  "order_refund_attendees",
  {
    id: id(),
    refundId: reference("refund_id", () => orderRefunds.id).notNull(),
    attendeeId: reference("attendee_id", () => attendees.id).notNull(),
    /** Minor units of the order's currency. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("order_refund_attendees_unique").on(table.refundId, table.attendeeId),
    index("order_refund_attendees_attendee_id").on(table.attendeeId),
    check("order_refund_attendees_amount_not_negative", sql`${table.amount} >= 0`),
  ],
);

/**
 * Keys the server signs with (e.g. `ticket_code`), made once at random by the first instance that
 * needs one (`insert … on conflict do nothing`, then read) and shared by every instance through the
 * database. As sensitive as a password hash: never logged, never on the wire.
 */
export const signingKeys = pgTable("signing_keys", {
  name: text("name").primaryKey(),
  /** base64url of 32 random bytes. */
  secret: text("secret").notNull(),
  createdAt: instant("created_at").notNull().defaultNow(),
});

/** What the activity log names a change of (docs/decisions/0006-event-log.md). */
export const activityEntities = ["order", "attendee", "product", "event", "checkin"] as const;

/**
 * What happened: one row per change of an order, attendee, product, event or check-in, typed as
 * the webhooks name it (`order.created`…), written in the transaction of the change, so a row
 * exists if and only if its change committed (db/activity.ts). `id` orders the rows; readers
 * (webhooks, messages, the dashboard) follow it and never change a row.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: id(),
    type: text("type", { enum: webhookEventTypes }).notNull(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    eventId: reference("event_id", () => events.id),
    entity: text("entity", { enum: activityEntities }).notNull(),
    entityId: bigint("entity_id", { mode: "number" }).notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("activity_log_account").on(table.accountId, table.id),
    index("activity_log_event").on(table.eventId, table.id),
    check("activity_log_type", isOneOf(table.type, webhookEventTypes)),
    check("activity_log_entity", isOneOf(table.entity, activityEntities)),
  ],
);

/**
 * A door's list: which products it admits, and when (docs/rules/check-in.md). Its `short_id` is
 * the capability a door device opens it with (no login); regenerating it closes the old link.
 */
export const checkInLists = pgTable(
  "check_in_lists",
  {
    id: id(),
    eventId: reference("event_id", () => events.id).notNull(),
    shortId: text("short_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    activatesAt: instant("activates_at"),
    expiresAt: instant("expires_at"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("check_in_lists_short_id_unique").on(table.shortId),
    index("check_in_lists_event_id").on(table.eventId),
    check(
      "check_in_lists_window",
      sql`${table.activatesAt} is null or ${table.expiresAt} is null or ${table.activatesAt} < ${table.expiresAt}`,
    ),
  ],
);

/** The products a check-in list admits. */
export const checkInListProducts = pgTable(
  "check_in_list_products",
  {
    checkInListId: reference("check_in_list_id", () => checkInLists.id).notNull(),
    productId: reference("product_id", () => products.id).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.checkInListId, table.productId] }),
    index("check_in_list_products_product_id").on(table.productId),
  ],
);

/**
 * A scan that let someone in, or that a device made offline after someone else had let the same
 * ticket in (`admitted` false: a duplicate, kept so both devices can show it, never counted).
 * At most one live admission per ticket and list (`check_ins_one_admission`): two devices scanning
 * the same ticket at the same instant cannot both admit it. A device's own id for a scan
 * (`device_scan_id`) is unique, so a queue sent twice records each scan once. Undo soft-deletes.
 */
export const checkIns = pgTable(
  "check_ins",
  {
    id: id(),
    shortId: text("short_id").notNull(),
    checkInListId: reference("check_in_list_id", () => checkInLists.id).notNull(),
    attendeeId: reference("attendee_id", () => attendees.id).notNull(),
    productId: reference("product_id", () => products.id).notNull(),
    eventId: reference("event_id", () => events.id).notNull(),
    orderId: reference("order_id", () => orders.id).notNull(),
    admitted: boolean("admitted").notNull(),
    /** When the ticket was scanned: the device's clock for a queued scan, else the server's. */
    scannedAt: instant("scanned_at").notNull().defaultNow(),
    deviceScanId: text("device_scan_id"),
    deviceId: text("device_id"),
    deviceName: text("device_name"),
    /** null: admitted by an organiser by hand. */
    ipAddress: text("ip_address"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("check_ins_short_id_unique").on(table.shortId),
    uniqueIndex("check_ins_device_scan_id_unique").on(table.deviceScanId),
    uniqueIndex("check_ins_one_admission")
      .on(table.checkInListId, table.attendeeId)
      .where(sql`${table.admitted} and ${table.deletedAt} is null`),
    index("check_ins_attendee_id").on(table.attendeeId),
    index("check_ins_event_id").on(table.eventId),
  ],
);

/**
 * A mail an organiser wrote themselves (Liquid), for all their events (`organizer_id`) or one
 * (`event_id`), in one language (`locale`) or every language without one of its own (null). The
 * most specific active one is used: the event's before the organizer's, its language before none.
 * One live template per place, type and language.
 */
export const emailTemplates = pgTable(
  "email_templates",
  {
    id: id(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    organizerId: reference("organizer_id", () => organizers.id),
    eventId: reference("event_id", () => events.id),
    templateType: text("template_type", { enum: emailTemplateTypes }).notNull(),
    locale: text("locale", { enum: userLocales }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** `{label, url_token}`: the button under the text, or none. */
    cta: jsonb("cta"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("email_templates_one_per_place")
      .on(
        sql`coalesce(${table.organizerId}, 0)`,
        sql`coalesce(${table.eventId}, 0)`,
        table.templateType,
        sql`coalesce(${table.locale}, '')`,
      )
      .where(isLive(table)),
    index("email_templates_event_id").on(table.eventId),
    index("email_templates_organizer_id").on(table.organizerId),
    check("email_templates_type", isOneOf(table.templateType, emailTemplateTypes)),
    check("email_templates_locale", sql`${table.locale} is null or ${isOneOf(table.locale, userLocales)}`),
    // Exactly one place: an organizer's or an event's.
    check("email_templates_one_place", sql`(${table.organizerId} is null) <> (${table.eventId} is null)`),
  ],
);

/**
 * A partner of an event whose tracking link (`?aff=CODE`) credits them with the orders it brings.
 * The code is stored upper-case, never changes, and is unique among the event's live affiliates
 * (the index decides when two saves race). Figures are never stored: they are counted from the
 * orders that name the affiliate, so refunds and cancellations show at once (docs/rules/affiliates.md).
 */
export const affiliates = pgTable(
  "affiliates",
  {
    id: id(),
    eventId: reference("event_id", () => events.id).notNull(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    email: text("email"),
    status: text("status", { enum: affiliateStatuses }).notNull().default("ACTIVE"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("affiliates_event_code_unique").on(table.eventId, table.code).where(isLive(table)),
    check("affiliates_status", isOneOf(table.status, affiliateStatuses)),
    check("affiliates_code_upper_case", sql`${table.code} = upper(${table.code})`),
  ],
);

export const messageRecipientStatuses = ["PENDING", "SENT", "FAILED"] as const;

/**
 * A message an organiser writes to the people of one event (docs/rules/messages.md): its text
 * (sanitised HTML), who it is for (`type` and the ids and statuses that type takes), whether it is
 * a test (it then goes to the sender only) and when it is due. `status` moves SCHEDULED →
 * PROCESSING → SENT or FAILED (or SCHEDULED → CANCELLED), each move guarded by the status it
 * leaves. `recipient_count` is the de-duplicated addresses: as counted when the message was
 * written, then as resolved when it is sent.
 */
export const messages = pgTable(
  "messages",
  {
    id: id(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    eventId: reference("event_id", () => events.id).notNull(),
    sentByUserId: reference("sent_by_user_id", () => users.id),
    subject: text("subject").notNull(),
    /** Sanitised HTML. */
    message: text("message").notNull(),
    type: text("type", { enum: messageTypes }).notNull(),
    attendeeIds: jsonb("attendee_ids").$type<number[]>(),
    productIds: jsonb("product_ids").$type<number[]>(),
    orderId: reference("order_id", () => orders.id),
    orderStatuses: jsonb("order_statuses").$type<string[]>(),
    isTest: boolean("is_test").notNull().default(false),
    sendCopyToCurrentUser: boolean("send_copy_to_current_user").notNull().default(false),
    status: text("status", { enum: messageStatuses }).notNull(),
    scheduledAt: instant("scheduled_at"),
    sentAt: instant("sent_at"),
    recipientCount: integer("recipient_count").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index("messages_event_created").on(table.eventId, table.createdAt),
    index("messages_account_created").on(table.accountId, table.createdAt),
    check("messages_type", isOneOf(table.type, messageTypes)),
    check("messages_status", isOneOf(table.status, messageStatuses)),
  ],
);

/**
 * One address a message goes to: one row per lower-cased address per message (the unique index
 * is what makes a retaken send job add none twice), with the name its greeting uses and the
 * language of its frame (the order's). Its mail is the job `message:{message_id}:{id}`.
 */
export const messageRecipients = pgTable(
  "message_recipients",
  {
    id: id(),
    messageId: reference("message_id", () => messages.id).notNull(),
    email: text("email").notNull(),
    name: text("name"),
    locale: text("locale").notNull(),
    status: text("status", { enum: messageRecipientStatuses }).notNull().default("PENDING"),
    lastError: text("last_error"),
    sentAt: instant("sent_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    uniqueIndex("message_recipients_message_email").on(table.messageId, table.email),
    index("message_recipients_message_status").on(table.messageId, table.status),
    check("message_recipients_status", isOneOf(table.status, messageRecipientStatuses)),
  ],
);

/**
 * The last invoice sequence number an event used (docs/rules/invoices.md). Its row is the lock
 * that keeps numbering gap-free: issuing an invoice or a credit note bumps it with an upsert in
 * the same transaction, so concurrent issues wait for each other and a rolled-back one gives its
 * number back.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  eventId: reference("event_id", () => events.id)
    .primaryKey()
    .notNull(),
  lastNumber: integer("last_number").notNull(),
  ...timestamps,
});

export const invoiceKinds = ["INVOICE", "CREDIT_NOTE"] as const;
export const invoiceStatusValues = ["UNPAID", "PAID", "VOID"] as const;

/**
 * An invoice of an order, or a credit note of a refund of it: one numbered series per event shared
 * by both kinds. `snapshot` holds the document as issued (lines, taxes and fees, totals, buyer,
 * organisation, VAT details, words and language): later changes to the order, the event's settings
 * or the account's VAT details never change an issued document; only `status` moves.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    orderId: reference("order_id", () => orders.id).notNull(),
    eventId: reference("event_id", () => events.id).notNull(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    kind: text("kind", { enum: invoiceKinds }).notNull().default("INVOICE"),
    /** A credit note's refund (one credit note per refund). */
    orderRefundId: reference("order_refund_id", () => orderRefunds.id),
    sequence: integer("sequence").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    status: text("status", { enum: invoiceStatusValues }).notNull(),
    issuedAt: instant("issued_at").notNull(),
    dueDate: instant("due_date"),
    snapshot: jsonb("snapshot").notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("invoices_event_sequence_unique").on(table.eventId, table.sequence),
    uniqueIndex("invoices_one_invoice_per_order").on(table.orderId).where(sql`${table.kind} = 'INVOICE'`),
    uniqueIndex("invoices_one_credit_note_per_refund").on(table.orderRefundId),
    index("invoices_order_id").on(table.orderId),
    check("invoices_kind", isOneOf(table.kind, invoiceKinds)),
    check("invoices_status", isOneOf(table.status, invoiceStatusValues)),
  ],
);

export const vatValidationStatusValues = ["PENDING", "VALIDATING", "VALID", "INVALID", "FAILED"] as const;

/**
 * The account's VAT details, printed on its invoices. The number is checked for its country's
 * shape only; the EU's VIES check is not run here, so the status stays as the checker left it
 * (PENDING: not validated).
 */
export const vatSettings = pgTable(
  "vat_settings",
  {
    id: id(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    vatRegistered: boolean("vat_registered").notNull().default(false),
    vatNumber: text("vat_number"),
    vatCountryCode: text("vat_country_code"),
    businessName: text("business_name"),
    businessAddress: text("business_address"),
    validationStatus: text("validation_status", { enum: vatValidationStatusValues }),
    validationError: text("validation_error"),
    validationAttempts: integer("validation_attempts").notNull().default(0),
    validationDate: instant("validation_date"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("vat_settings_account_unique").on(table.accountId),
    check(
      "vat_settings_status",
      sql`${table.validationStatus} is null or ${isOneOf(table.validationStatus, vatValidationStatusValues)}`,
    ),
  ],
);

/**
 * An outgoing webhook (docs/decisions/0020-webhook-delivery.md): an event's, or an organizer's and
 * then told of all its events. It follows the activity log from `cursor` (the last row it was told
 * of, or passed as not its concern) in id order; while the row after it fails, `failures` counts
 * the attempts, `retry_at` says when the next one is due and `failing_since` when the first failed.
 * `runs` counts the delivery jobs taken for it: the next job's key, so one is queued at a time.
 * The secret signs every delivery; it is kept as it is, as it must be to sign.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: id(),
    accountId: reference("account_id", () => accounts.id).notNull(),
    eventId: bigint("event_id", { mode: "number" }).references(() => events.id, { onDelete: "cascade" }),
    organizerId: bigint("organizer_id", { mode: "number" }).references(() => organizers.id, {
      onDelete: "cascade",
    }),
    url: text("url").notNull(),
    eventTypes: text("event_types", { enum: webhookEventTypes }).array().notNull(),
    status: text("status", { enum: webhookStatuses }).notNull().default("ENABLED"),
    secret: text("secret").notNull(),
    cursor: bigint("cursor", { mode: "number" }).notNull().default(0),
    runs: integer("runs").notNull().default(0),
    failures: integer("failures").notNull().default(0),
    retryAt: instant("retry_at"),
    failingSince: instant("failing_since"),
    lastTriggeredAt: instant("last_triggered_at"),
    lastResponseCode: integer("last_response_code"),
    lastResponseBody: text("last_response_body"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    index("webhooks_event").on(table.eventId),
    index("webhooks_organizer").on(table.organizerId),
    index("webhooks_account").on(table.accountId),
    check("webhooks_status", isOneOf(table.status, webhookStatuses)),
    check("webhooks_one_scope", sql`(${table.eventId} is null) <> (${table.organizerId} is null)`),
  ],
);

/**
 * One attempt at delivering to a webhook, kept 30 days: what was sent (the body, frozen at the
 * first attempt at that activity row and sent as it is on every retry and redelivery, under one
 * `message_id`), what came back (0 when nothing did) and how long it took.
 */
export const webhookLogs = pgTable(
  "webhook_logs",
  {
    id: id(),
    webhookId: bigint("webhook_id", { mode: "number" })
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    /** The activity row told of; null for a test event. */
    activityId: bigint("activity_id", { mode: "number" }),
    messageId: text("message_id").notNull(),
    eventType: text("event_type", { enum: webhookEventTypes }).notNull(),
    payload: text("payload").notNull(),
    responseCode: integer("response_code").notNull(),
    responseBody: text("response_body"),
    durationMs: integer("duration_ms").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("webhook_logs_webhook").on(table.webhookId, table.id),
    index("webhook_logs_activity").on(table.webhookId, table.activityId),
    index("webhook_logs_created").on(table.createdAt),
    check("webhook_logs_event_type", isOneOf(table.eventType, webhookEventTypes)),
  ],
);

/**
 * A person waiting for a sold-out price of a product that has a waitlist (docs/rules/waitlist.md).
 * `position` orders the people waiting for one price; `token` is the person's capability, in the
 * links of their mails (like an order's short id). An OFFERED entry holds a unit of its price
 * until `offer_expires_at`; `order_id` is the reservation its person made with the offer. Moves
 * are guarded by the status they leave.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: id(),
    eventId: reference("event_id", () => events.id).notNull(),
    productId: reference("product_id", () => products.id).notNull(),
    productPriceId: reference("product_price_id", () => productPrices.id).notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    locale: text("locale").notNull(),
    status: text("status", { enum: waitlistEntryStatuses }).notNull().default("WAITING"),
    position: integer("position").notNull(),
    token: text("token").notNull(),
    offeredAt: instant("offered_at"),
    offerExpiresAt: instant("offer_expires_at"),
    purchasedAt: instant("purchased_at"),
    cancelledAt: instant("cancelled_at"),
    orderId: reference("order_id", () => orders.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("waitlist_entries_token_unique").on(table.token),
    uniqueIndex("waitlist_entries_price_position_unique").on(table.productPriceId, table.position),
    // One open place per address and price: a second join while waiting or offered is refused.
    uniqueIndex("waitlist_entries_open_email_unique")
      .on(table.productPriceId, sql`lower(${table.email})`)
      .where(sql`${table.status} in ('WAITING', 'OFFERED')`),
    index("waitlist_entries_event_status").on(table.eventId, table.status),
    index("waitlist_entries_price_status").on(table.productPriceId, table.status, table.position),
    index("waitlist_entries_offers").on(table.status, table.offerExpiresAt),
    index("waitlist_entries_order").on(table.orderId),
    check("waitlist_entries_status", isOneOf(table.status, waitlistEntryStatuses)),
  ],
);
