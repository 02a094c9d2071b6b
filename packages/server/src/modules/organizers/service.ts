import {
  type DeletionStatus,
  englishOf,
  fromMinorUnits,
  homepageContrastProblems,
  type Image,
  type Organizer,
  type OrganizerBody,
  type OrganizerSettings,
  type OrganizerStats,
  type OrganizerStatus,
  organizerSettingsSchema,
  organizerSlugOf,
  organizerStatsSchema,
  type SocialNetwork,
  socialNetworks,
  type UpdateOrganizerSettingsBody,
} from "@varco/domain";
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { countRows } from "../../db/countRows";
import { accounts, eventStatistics, events, images, organizerSettings, organizers } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { isAccountVerified } from "../account/service";
import type { Caller } from "../auth/caller";
import { imageResource } from "../images/imageResource";
import { salesTotals } from "../reports/salesFigures";
import { organizerResource, organizerSettingsResource } from "./organizerResource";

type OrganizerRow = typeof organizers.$inferSelect;
type OrganizerSettingsRow = typeof organizerSettings.$inferSelect;

/** Optional text as stored: trimmed, and blank means none. */
function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The condition that picks one live (not deleted) organizer of the account. */
export const liveOrganizerOf = (accountId: number, organizerId: number) =>
  and(eq(organizers.id, organizerId), eq(organizers.accountId, accountId), isNull(organizers.deletedAt));

/** One live organizer of the account; any other id (unknown, deleted, another account's) is 404. */
export async function findOrganizer(
  db: Executor,
  accountId: number,
  organizerId: number,
): Promise<OrganizerRow> {
  const [row] = await db.select().from(organizers).where(liveOrganizerOf(accountId, organizerId));
  if (!row) throw HttpError.notFound();
  return row;
}

/** The same, locking the row until the transaction ends (status changes, deletion). */
async function lockOrganizer(tx: Executor, accountId: number, organizerId: number): Promise<OrganizerRow> {
  const [row] = await tx
    .select()
    .from(organizers)
    .where(liveOrganizerOf(accountId, organizerId))
    .for("update");
  if (!row) throw HttpError.notFound();
  return row;
}

/**
 * Serialises the account's organizer status changes and deletions, so two requests cannot each
 * archive or delete "the other" organizer and leave the account with none.
 */
async function lockAccount(tx: Executor, accountId: number): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
}

/** The images that illustrate these organizers (uploaded by the images module), by organizer. */
export async function organizerImages(
  db: Executor,
  accountId: number,
  organizerIds: readonly number[],
  appUrl: string,
): Promise<Map<number, Image[]>> {
  const byOrganizer = new Map<number, Image[]>(organizerIds.map((id) => [id, []]));
  if (organizerIds.length === 0) return byOrganizer;
  const rows = await db
    .select()
    .from(images)
    .where(
      and(
        eq(images.accountId, accountId),
        eq(images.entityType, "ORGANIZER"),
        inArray(images.entityId, [...organizerIds]),
        isNull(images.deletedAt),
      ),
    )
    .orderBy(asc(images.id));
  for (const row of rows) {
    if (row.entityId !== null) byOrganizer.get(row.entityId)?.push(imageResource(row, appUrl));
  }
  return byOrganizer;
}

/**
 * The organizer's settings row. Every organizer made here gets one on creation; one made another
 * way (an import, a test fixture) gets its defaults written the first time they are asked for.
 */
export async function settingsRowOf(db: Executor, organizerId: number): Promise<OrganizerSettingsRow> {
  const [existing] = await db
    .select()
    .from(organizerSettings)
    .where(eq(organizerSettings.organizerId, organizerId));
  if (existing) return existing;
  await db.insert(organizerSettings).values({ organizerId }).onConflictDoNothing();
  const [created] = await db
    .select()
    .from(organizerSettings)
    .where(eq(organizerSettings.organizerId, organizerId));
  if (!created) throw new Error("organizer settings insert returned nothing");
  return created;
}

/** `GET organizers`: every live organizer of the account with its images, oldest first. */
export async function listOrganizers({ db, accountId, appUrl }: Caller): Promise<Organizer[]> {
  const rows = await db
    .select()
    .from(organizers)
    .where(and(eq(organizers.accountId, accountId), isNull(organizers.deletedAt)))
    .orderBy(asc(organizers.id));
  const imagesOf = await organizerImages(
    db,
    accountId,
    rows.map((row) => row.id),
    appUrl,
  );
  return rows.map((row) => organizerResource(row, { images: imagesOf.get(row.id) ?? [] }));
}

/** `GET organizers/{id}`: the organizer with its images and settings. */
export async function getOrganizer(
  { db, accountId, appUrl }: Caller,
  organizerId: number,
): Promise<Organizer> {
  const row = await findOrganizer(db, accountId, organizerId);
  return withExtras(db, row, appUrl);
}

async function withExtras(db: Executor, row: OrganizerRow, appUrl: string): Promise<Organizer> {
  const imagesOf = await organizerImages(db, row.accountId, [row.id], appUrl);
  const settings = await settingsRowOf(db, row.id);
  return organizerResource(row, { images: imagesOf.get(row.id) ?? [], settings });
}

function organizerValues(body: OrganizerBody) {
  return {
    name: body.name,
    email: body.email.trim(),
    phone: blankToNull(body.phone),
    website: blankToNull(body.website),
    description: blankToNull(body.description),
    timezone: body.timezone,
    currency: body.currency,
    slug: organizerSlugOf(body.name),
  };
}

/** How a new organizer starts when not as a draft with default settings (the demo seed's). */
export interface NewOrganizerStart {
  status?: OrganizerStatus;
  settings?: Partial<OrganizerSettings>;
}

/** `POST organizers`: a DRAFT organizer and its default settings. */
export async function createOrganizer(
  { db, accountId, appUrl }: Caller,
  body: OrganizerBody,
  start: NewOrganizerStart = {},
): Promise<Organizer> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizers)
      .values({ accountId, ...organizerValues(body), status: start.status ?? "DRAFT" })
      .returning();
    if (!row) throw new Error("organizer insert returned nothing");
    await tx.insert(organizerSettings).values({ organizerId: row.id, values: start.settings ?? {} });
    return withExtras(tx, row, appUrl);
  });
}

/** `POST organizers/{id}`: every field of the body replaces the stored one; the slug follows the name. */
export async function updateOrganizer(
  { db, accountId, appUrl }: Caller,
  organizerId: number,
  body: OrganizerBody,
): Promise<Organizer> {
  await findOrganizer(db, accountId, organizerId);
  const [row] = await db
    .update(organizers)
    .set(organizerValues(body))
    .where(liveOrganizerOf(accountId, organizerId))
    .returning();
  if (!row) throw HttpError.notFound();
  return withExtras(db, row, appUrl);
}

// --- Deletion --------------------------------------------------------------------------------

export const lastOrganizerMessage = "You cannot delete the last organizer of your account.";
export const organizerHasEventsMessage =
  "This organizer still has events. Delete its events first, then the organizer.";

/** The account's live organizers other than this one. */
const otherOrganizersOf = ({ id, accountId }: Pick<OrganizerRow, "id" | "accountId">) =>
  and(eq(organizers.accountId, accountId), ne(organizers.id, id), isNull(organizers.deletedAt));

/** The organizer's live events. */
const eventsOf = ({ id, accountId }: Pick<OrganizerRow, "id" | "accountId">) =>
  and(eq(events.organizerId, id), eq(events.accountId, accountId), isNull(events.deletedAt));

async function cannotDeleteReason(tx: Executor, organizer: OrganizerRow): Promise<string | null> {
  if ((await countRows(tx, organizers, otherOrganizersOf(organizer))) === 0) return lastOrganizerMessage;
  if ((await countRows(tx, events, eventsOf(organizer))) > 0) return organizerHasEventsMessage;
  return null;
}

/** `GET organizers/{id}/deletion-status`: whether `DELETE` would succeed, and why not. */
export async function deletionStatus(
  { db, accountId }: Caller,
  organizerId: number,
): Promise<DeletionStatus> {
  const organizer = await findOrganizer(db, accountId, organizerId);
  const reason = await cannotDeleteReason(db, organizer);
  return { can_delete: reason === null, reason };
}

/**
 * `DELETE organizers/{id}` (admins): a soft delete, refused (409) for the account's last organizer
 * and for one that still has events. The organizer's row lock makes an event created at the same
 * moment either counted here or made to wait until the organizer is gone.
 */
export async function deleteOrganizer({ db, accountId }: Caller, organizerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const organizer = await lockOrganizer(tx, accountId, organizerId);
    const reason = await cannotDeleteReason(tx, organizer);
    if (reason !== null) throw new HttpError(409, reason);
    await tx.update(organizers).set({ deletedAt: sql`now()` }).where(eq(organizers.id, organizer.id));
  });
}

// --- Status -------------------------------------------------------------------------------------

export const accountNotVerifiedMessage = englishOf({ code: "account_not_verified", subject: "organizer" });
export const lastActiveOrganizerMessage =
  "You cannot archive the last organizer of your account that is not archived.";

/**
 * `PUT organizers/{id}/status`: any of DRAFT, LIVE, ARCHIVED from any other;
 * the account must be verified (in self-hosted Varco it is from registration on); the account keeps
 * at least one organizer that is not archived (409); archiving an organizer archives its events.
 */
export async function updateOrganizerStatus(
  { db, accountId, appUrl }: Caller,
  organizerId: number,
  status: OrganizerStatus,
): Promise<Organizer> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const organizer = await lockOrganizer(tx, accountId, organizerId);
    if (!(await isAccountVerified(tx, accountId)))
      throw HttpError.unprocessable({ status: [{ code: "account_not_verified", subject: "organizer" }] });
    if (status === organizer.status) return withExtras(tx, organizer, appUrl);
    if (status === "ARCHIVED") {
      const others = await countRows(
        tx,
        organizers,
        and(otherOrganizersOf(organizer), ne(organizers.status, "ARCHIVED")),
      );
      if (others === 0) throw new HttpError(409, lastActiveOrganizerMessage);
      await tx
        .update(events)
        .set({ status: "ARCHIVED" })
        .where(and(eventsOf(organizer), ne(events.status, "ARCHIVED")));
    }
    const [row] = await tx
      .update(organizers)
      .set({ status })
      .where(eq(organizers.id, organizerId))
      .returning();
    if (!row) throw HttpError.notFound();
    return withExtras(tx, row, appUrl);
  });
}

// --- Settings -----------------------------------------------------------------------------------

export async function getOrganizerSettings(
  { db, accountId }: Caller,
  organizerId: number,
): Promise<OrganizerSettings> {
  await findOrganizer(db, accountId, organizerId);
  return organizerSettingsResource(await settingsRowOf(db, organizerId));
}

type SettingsValues = Partial<Omit<OrganizerSettings, "id" | "organizer_id" | "homepage_password">>;

/** Fields of the PATCH body copied as they come (blank text stored as null). */
const plainSettingsFields = [
  "default_attendee_details_collection_method",
  "default_show_marketing_opt_in",
  "default_pass_platform_fee_to_buyer",
  "default_allow_attendee_self_edit",
  "website_url",
  "homepage_visibility",
  "seo_keywords",
  "seo_title",
  "seo_description",
  "allow_search_engine_indexing",
] as const satisfies readonly (keyof UpdateOrganizerSettingsBody & keyof SettingsValues)[];

/** What is stored for one settings field: text trimmed, blank text as null, anything else as is. */
function storedValue(value: unknown): unknown {
  return typeof value === "string" ? blankToNull(value) : value;
}

/**
 * `PATCH organizers/{id}/settings`: only the fields sent change. `<network>_handle`
 * fields land in `social_media_handles` under the network (blank removes it); `homepage_password`
 * in its own column; `location_details` and `homepage_theme_settings` are merged into what is
 * stored (null clears `location_details`). The result is checked against the domain's schema
 * before it is written.
 */
export async function updateOrganizerSettings(
  { db, accountId }: Caller,
  organizerId: number,
  body: UpdateOrganizerSettingsBody,
): Promise<OrganizerSettings> {
  return db.transaction(async (tx) => {
    await lockOrganizer(tx, accountId, organizerId);
    const row = await settingsRowOf(tx, organizerId);
    const stored = (row.values ?? {}) as SettingsValues;
    const next: Record<string, unknown> = { ...stored };
    const sent = body as Record<string, unknown>;

    for (const field of plainSettingsFields) {
      if (sent[field] !== undefined) next[field] = storedValue(sent[field]);
    }

    const handles: Partial<Record<SocialNetwork, string | null>> = { ...(stored.social_media_handles ?? {}) };
    let handlesSent = false;
    for (const network of socialNetworks) {
      const value = sent[`${network}_handle`];
      if (value === undefined) continue;
      handlesSent = true;
      const handle = blankToNull(value as string | null);
      if (handle === null) delete handles[network];
      else handles[network] = handle;
    }
    if (handlesSent) next.social_media_handles = Object.keys(handles).length > 0 ? handles : null;

    if (body.location_details === null) next.location_details = null;
    else if (body.location_details !== undefined) {
      const merged: Record<string, unknown> = { ...(stored.location_details ?? {}) };
      for (const [key, value] of Object.entries(body.location_details)) {
        if (value !== undefined) merged[key] = storedValue(value);
      }
      next.location_details = merged;
    }

    if (body.homepage_theme_settings !== undefined) {
      const merged: Record<string, unknown> = { ...(stored.homepage_theme_settings ?? {}) };
      for (const [key, value] of Object.entries(body.homepage_theme_settings)) {
        if (value !== undefined) merged[key] = value;
      }
      next.homepage_theme_settings = merged;
      // The design must read: its text at WCAG AA on its background (docs/rules/homepage-design.md).
      const problems = homepageContrastProblems({ homepage_theme_settings: merged });
      if (problems.length > 0) {
        throw HttpError.unprocessable(
          Object.fromEntries(problems.map(({ field, ...reason }) => [field, [reason]])),
        );
      }
    }

    const homepagePassword =
      body.homepage_password === undefined ? row.homepagePassword : blankToNull(body.homepage_password);

    // The invariant: what is stored always reads back as valid settings.
    const resource = organizerSettingsSchema.parse(
      organizerSettingsResource({ ...row, values: next, homepagePassword }),
    );
    const [updated] = await tx
      .update(organizerSettings)
      .set({ values: next, homepagePassword })
      .where(eq(organizerSettings.id, row.id))
      .returning();
    return updated ? organizerSettingsResource(updated) : resource;
  });
}

// --- Stats --------------------------------------------------------------------------------------

/**
 * `GET organizers/{id}/stats`: the organizer's live events whose currency is `currencyCode`
 * (default: the organizer's), their sales counted from their orders (docs/rules/reports.md) and
 * their views, money in major units; and the currencies of every organizer of the account, for
 * the currency picker.
 */
export async function organizerStats(
  { db, accountId }: Caller,
  organizerId: number,
  currencyCode: string | undefined,
): Promise<OrganizerStats> {
  const organizer = await findOrganizer(db, accountId, organizerId);
  const currency = currencyCode ?? organizer.currency;
  const eventIds = sql`select e.id from events e where e.organizer_id = ${organizer.id}
    and e.account_id = ${accountId} and e.currency = ${currency} and e.deleted_at is null`;
  const [sales, [views]] = await Promise.all([
    salesTotals(db, { eventIds }),
    db
      .select({ views: sql<string>`coalesce(sum(${eventStatistics.totalViews}), 0)::text` })
      .from(eventStatistics)
      .where(sql`${eventStatistics.eventId} in (${eventIds})`),
  ]);
  const currencies = await db
    .selectDistinct({ currency: organizers.currency })
    .from(organizers)
    .where(and(eq(organizers.accountId, accountId), isNull(organizers.deletedAt)))
    .orderBy(asc(organizers.currency));
  const money = (minor: number) => Number(fromMinorUnits(minor, currency));
  return organizerStatsSchema.parse({
    total_products_sold: sales.unitsSold,
    total_attendees_registered: sales.attendees,
    total_orders: sales.orders,
    total_gross_sales: money(sales.gross),
    total_fees: money(sales.fee),
    total_tax: money(sales.tax),
    total_views: Number(views?.views ?? 0),
    total_refunded: money(sales.refunded),
    currency_code: currency,
    all_organizers_currencies: currencies.map((row) => row.currency),
  });
}
