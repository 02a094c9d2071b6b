import type { EventSettings, Image, Organizer, PublicOrganizer } from "@varco/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/connect";
import {
  eventSettings,
  eventStatistics,
  type imageEntityTypes,
  images,
  organizerSettings,
  organizers,
} from "../../db/schema";
import { together } from "../../db/together";
import { imageResource } from "../images/imageResource";
import { isPasswordProtected } from "../organizers/homepageAccess";
import { organizerResource, publicOrganizerResource } from "../organizers/organizerResource";
import { eventCatalogue } from "../products/eventCatalogue";
import { type CatalogueOptions, publicCatalogueByEvent } from "../storefront/catalogueLoader";
import { type EventRow, type EventStatisticsRow, eventResource, publicEventResource } from "./eventResource";
import { eventSettingsResource, publicEventSettingsResource } from "./eventSettings";

/**
 * What event answers carry besides the event row, loaded for a whole page at once (one query per
 * relation, never one per event).
 */

type EntityType = (typeof imageEntityTypes)[number];

/** One event's settings: saved values over the defaults (an event without a row reads the defaults). */
export async function settingsOfEvent(db: Executor, eventId: number): Promise<EventSettings> {
  const [row] = await db
    .select({ values: eventSettings.values })
    .from(eventSettings)
    .where(eq(eventSettings.eventId, eventId));
  return eventSettingsResource(row?.values);
}

/**
 * The live images that illustrate these events or organizers, oldest first, by entity id. An
 * image counts only when it belongs to the same account as its entity.
 */
export async function imagesByEntity(
  db: Executor,
  entityType: EntityType,
  entities: readonly { id: number; accountId: number }[],
  appUrl: string,
): Promise<Map<number, Image[]>> {
  const byEntity = new Map<number, Image[]>(entities.map((entity) => [entity.id, []]));
  const accountOf = new Map(entities.map((entity) => [entity.id, entity.accountId]));
  if (entities.length === 0) return byEntity;
  const rows = await db
    .select()
    .from(images)
    .where(
      and(
        eq(images.entityType, entityType),
        inArray(images.entityId, [...accountOf.keys()]),
        isNull(images.deletedAt),
      ),
    )
    .orderBy(asc(images.id));
  for (const row of rows) {
    if (row.entityId === null || accountOf.get(row.entityId) !== row.accountId) continue;
    byEntity.get(row.entityId)?.push(imageResource(row, appUrl));
  }
  return byEntity;
}

/** The rows of `table` whose `key` is one of `ids`, by that key: one query (none for no ids). */
async function rowsByKey<Table extends PgTable, Row = Table["$inferSelect"]>(
  db: Executor,
  table: Table,
  key: PgColumn,
  ids: readonly number[],
  keyOf: (row: Row) => number,
): Promise<Map<number, Row>> {
  if (ids.length === 0) return new Map();
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(inArray(key, [...ids]))) as Row[];
  return new Map(rows.map((row) => [keyOf(row), row]));
}

const organizersById = (db: Executor, ids: readonly number[]) =>
  rowsByKey(db, organizers, organizers.id, ids, (row) => row.id);

const organizerSettingsById = (db: Executor, ids: readonly number[]) =>
  rowsByKey(db, organizerSettings, organizerSettings.organizerId, ids, (row) => row.organizerId);

export async function settingsByEvent(db: Executor, ids: readonly number[]): Promise<Map<number, unknown>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ eventId: eventSettings.eventId, values: eventSettings.values })
    .from(eventSettings)
    .where(inArray(eventSettings.eventId, [...ids]));
  return new Map(rows.map((row) => [row.eventId, row.values]));
}

const statisticsByEvent = (db: Executor, ids: readonly number[]) =>
  rowsByKey(db, eventStatistics, eventStatistics.eventId, ids, (row: EventStatisticsRow) => row.eventId);

const distinct = (values: readonly number[]) => [...new Set(values)];

/** Each event's organizer once, with the account it belongs to (images are matched on it). */
const organizerEntities = (rows: readonly EventRow[]) => [
  ...new Map(
    rows.map((row) => [row.organizerId, { id: row.organizerId, accountId: row.accountId }]),
  ).values(),
];

export interface LoadOptions {
  appUrl: string;
  now: Date;
  /**
   * One event's full answer: settings (for its account) and product categories ride along; a
   * list leaves them out.
   */
  detail?: boolean;
}

/** Events as their account sees them: organizer, images and statistics (and settings when asked). */
export async function eventsWithRelations(
  db: Executor,
  rows: readonly EventRow[],
  { appUrl, now, detail = false }: LoadOptions,
) {
  const eventIds = rows.map((row) => row.id);
  const organizerIds = distinct(rows.map((row) => row.organizerId));
  const [organizerRows, organizerImages, eventImages, statistics, settings, catalogues] = await together(db, [
    () => organizersById(db, organizerIds),
    () => imagesByEntity(db, "ORGANIZER", organizerEntities(rows), appUrl),
    () => imagesByEntity(db, "EVENT", rows, appUrl),
    () => statisticsByEvent(db, eventIds),
    async () => (detail ? settingsByEvent(db, eventIds) : undefined),
    // Hi.Events' screens read the catalogue from the event (a product's category, a capacity's products).
    async () =>
      detail
        ? together(
            db,
            rows.map((row) => () => eventCatalogue(db, row, now)),
          )
        : undefined,
  ]);
  return rows.map((row, index) => {
    const organizerRow = organizerRows.get(row.organizerId);
    const organizer: Organizer | undefined = organizerRow
      ? organizerResource(organizerRow, { images: organizerImages.get(row.organizerId) ?? [] })
      : undefined;
    const settingsValues: EventSettings | undefined = settings
      ? eventSettingsResource(settings.get(row.id))
      : undefined;
    return eventResource(
      row,
      {
        ...(organizer ? { organizer } : {}),
        images: eventImages.get(row.id) ?? [],
        statistics: statistics.get(row.id),
        ...(settingsValues ? { settings: settingsValues } : {}),
        ...(catalogues ? { productCategories: catalogues[index] ?? [] } : {}),
      },
      now,
    );
  });
}

export interface PublicLoadOptions extends LoadOptions {
  /** Organizers this reader may see whatever their status and page visibility (see below). */
  shownOrganizerIds?: readonly number[];
  /** The buyer's promo code, for one event's catalogue (`detail`), and who tries it. */
  promoCode?: CatalogueOptions["promoCode"];
}

/**
 * Whether an event's public answer may name its organizer: only when the organizer's own public
 * page would show it to anyone (LIVE, not deleted, not PASSWORD_PROTECTED), unless this reader
 * was let in (its account, or the page's password). A LIVE event of a draft or protected
 * organizer stays public; who organises it does not.
 */
function organizerIsPublic(
  organizer: typeof organizers.$inferSelect,
  settings: typeof organizerSettings.$inferSelect | undefined,
  shown: readonly number[],
): boolean {
  if (shown.includes(organizer.id)) return true;
  return organizer.status === "LIVE" && organizer.deletedAt === null && !isPasswordProtected(settings);
}

/**
 * Events as anyone sees them: public settings, images, and the organizer's public face with its
 * images and settings (never its email, phone or homepage password) when `organizerIsPublic`.
 */
export async function publicEventsWithRelations(
  db: Executor,
  rows: readonly EventRow[],
  { appUrl, now, detail = false, shownOrganizerIds = [], promoCode }: PublicLoadOptions,
) {
  const eventIds = rows.map((row) => row.id);
  const organizerIds = distinct(rows.map((row) => row.organizerId));
  const [organizerRows, organizerSettingRows, organizerImages, eventImages, settings, catalogue] =
    await together(db, [
      () => organizersById(db, organizerIds),
      () => organizerSettingsById(db, organizerIds),
      () => imagesByEntity(db, "ORGANIZER", organizerEntities(rows), appUrl),
      () => imagesByEntity(db, "EVENT", rows, appUrl),
      () => settingsByEvent(db, eventIds),
      // Lists stay cheap: only one event's answer carries what it sells.
      async () => (detail ? publicCatalogueByEvent(db, rows, { now, promoCode }) : undefined),
    ]);
  return rows.map((row) => {
    const organizerRow = organizerRows.get(row.organizerId);
    const organizerSettingsRow = organizerSettingRows.get(row.organizerId);
    const organizer: PublicOrganizer | undefined =
      organizerRow && organizerIsPublic(organizerRow, organizerSettingsRow, shownOrganizerIds)
        ? publicOrganizerResource(organizerRow, {
            images: organizerImages.get(row.organizerId) ?? [],
            ...(organizerSettingsRow ? { settings: organizerSettingsRow } : {}),
          })
        : undefined;
    return publicEventResource(
      row,
      {
        ...(organizer ? { organizer } : {}),
        images: eventImages.get(row.id) ?? [],
        settings: publicEventSettingsResource(settings.get(row.id)),
        ...(catalogue ? { productCategories: catalogue.get(row.id) ?? [] } : {}),
      },
      now,
    );
  });
}
