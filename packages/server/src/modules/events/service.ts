import type {
  createEventSchema,
  DeletionStatus,
  duplicateEventSchema,
  Event,
  EventSettings,
  EventStatus,
  EventsStatusFilter,
  OrganizerSettings,
  Paginated,
  updateEventSchema,
} from "@varco/domain";
import { englishOf, eventSlugOf } from "@varco/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordActivity } from "../../db/activity";
import type { Executor } from "../../db/connect";
import { countRows } from "../../db/countRows";
import {
  eventSettings,
  eventStatistics,
  events,
  images,
  orders,
  organizerSettings,
  organizers,
} from "../../db/schema";
import { selectPage } from "../../db/selectPage";
import { shortIdOf } from "../../db/shortId";
import { HttpError } from "../../http/httpError";
import { type ListQuery, pageOf } from "../../http/listQuery";
import { eventDefaultsFor } from "../account/eventDefaults";
import { isAccountVerified } from "../account/service";
import { copyAffiliates } from "../affiliates/copyAffiliates";
import type { Caller } from "../auth/caller";
import { copyCheckInLists } from "../checkIn/copyCheckInLists";
import { copyImageFiles, liveImagesOf } from "../images/service";
import type { ImageFiles } from "../images/storage";
import { findOrganizer, liveOrganizerOf } from "../organizers/service";
import { copyCatalogue, insertDefaultCategory } from "../products/copyCatalogue";
import { copyPromoCodes } from "../promoCodes/copyPromoCodes";
import { copyQuestions } from "../questions/copyQuestions";
import { eventList, eventsStatusCondition } from "./eventList";
import type { EventRow } from "./eventResource";
import { eventSettingsResource, type NewEventContext, newEventSettings } from "./eventSettings";
import { eventsWithRelations, type LoadOptions } from "./loaders";
import { sanitizeRichText } from "./richText";

export type CreateEventInput = z.output<typeof createEventSchema>;
export type UpdateEventInput = z.output<typeof updateEventSchema>;
export type DuplicateEventInput = z.output<typeof duplicateEventSchema>;

/** Where answers are built: the public origin for image URLs, and one clock for the whole answer. */
export type ViewOptions = Omit<LoadOptions, "detail">;

/** What a new event's settings take from whoever creates it: the deployment's brand, the creator's language. */
export type NewEventOrigin = Pick<NewEventContext, "brand" | "locale">;

/** The condition that picks one live (not deleted) event of the account. */
export const liveEventOf = (accountId: number, eventId: number) =>
  and(eq(events.id, eventId), eq(events.accountId, accountId), isNull(events.deletedAt));

/** One live event of the account; any other id (unknown, deleted, another account's) is 404. */
export async function findEvent(db: Executor, accountId: number, eventId: number): Promise<EventRow> {
  const [row] = await db.select().from(events).where(liveEventOf(accountId, eventId));
  if (!row) throw HttpError.notFound();
  return row;
}

/** The same, locked until the transaction ends. */
async function lockEvent(tx: Executor, accountId: number, eventId: number): Promise<EventRow> {
  const [row] = await tx.select().from(events).where(liveEventOf(accountId, eventId)).for("update");
  if (!row) throw HttpError.notFound();
  return row;
}

/** An event with everything its page shows: organizer, images, settings, statistics, categories. */
export async function eventDetail(db: Executor, row: EventRow, view: ViewOptions): Promise<Event> {
  const [event] = await eventsWithRelations(db, [row], { ...view, detail: true });
  if (!event) throw new Error("event detail came back empty");
  return event;
}

export async function getEvent(caller: Caller, eventId: number): Promise<Event> {
  return eventDetail(caller.db, await findEvent(caller.db, caller.accountId, eventId), caller);
}

export const unknownOrganizerMessage = englishOf({ code: "unknown_organizer" });

/**
 * The organizer a new event belongs to: a live organizer of the account, share-locked so that
 * deleting it waits for this event (and then refuses, as it has an event), or this waits for the
 * deletion and finds no organizer.
 */
async function organizerForNewEvent(tx: Executor, accountId: number, organizerId: number) {
  const [organizer] = await tx
    .select()
    .from(organizers)
    .where(liveOrganizerOf(accountId, organizerId))
    .for("share");
  return organizer;
}

/**
 * A new event's settings: Varco's defaults, then the account's event defaults, then the
 * organizer's own defaults (the most specific wins).
 */
async function settingsForNewEvent(
  tx: Executor,
  accountId: number,
  organizer: typeof organizers.$inferSelect,
  context: NewEventContext,
): Promise<EventSettings> {
  const [organizerSettingsRow] = await tx
    .select({ values: organizerSettings.values })
    .from(organizerSettings)
    .where(eq(organizerSettings.organizerId, organizer.id));
  // event defaults: the account's choices for new events (`/account/event-defaults`).
  const accountDefaults = await eventDefaultsFor(tx, accountId);
  return newEventSettings(
    accountDefaults,
    organizerSettingsRow?.values as Partial<OrganizerSettings> | undefined,
    { ...context, organizerName: organizer.name },
  );
}

/** The end must not come before the start (the database refuses it too; this says so as a 422). */
function assertDatesInOrder(start: Date, end: Date | null) {
  if (end !== null && end.getTime() < start.getTime()) {
    throw HttpError.unprocessable({ end_date: [{ code: "end_before_start" }] });
  }
}

/**
 * `POST events`: a DRAFT event of one of the account's organizers, in the organizer's time zone
 * and currency unless the body names others, with its settings and statistics rows, all in one
 * transaction. The description is cleaned HTML.
 */
export async function createEvent(
  caller: Caller,
  body: CreateEventInput,
  origin: NewEventOrigin,
): Promise<Event> {
  const { db, accountId } = caller;
  const row = await db.transaction(async (tx) => {
    const organizer = await organizerForNewEvent(tx, accountId, body.organizer_id);
    if (!organizer) throw HttpError.unprocessable({ organizer_id: [{ code: "unknown_organizer" }] });
    const settings = await settingsForNewEvent(tx, accountId, organizer, origin);
    const event = await insertEvent(tx, caller, {
      organizerId: organizer.id,
      title: body.title,
      description: sanitizeRichText(body.description),
      category: body.category ?? "OTHER",
      startDate: new Date(body.start_date),
      endDate: body.end_date ? new Date(body.end_date) : null,
      currency: body.currency ?? organizer.currency,
      timezone: body.timezone ?? organizer.timezone,
      attributes: body.attributes ?? [],
      locationDetails: body.location_details ?? null,
    });
    await tx.insert(eventSettings).values({ eventId: event.id, values: settings });
    await insertDefaultCategory(tx, event.id, caller.userId);
    return event;
  });
  return eventDetail(db, row, caller);
}

/** What a new event's row takes from its body or its source; the rest is the same for every new event. */
type NewEventValues = Pick<
  typeof events.$inferInsert,
  | "organizerId"
  | "title"
  | "description"
  | "category"
  | "startDate"
  | "endDate"
  | "currency"
  | "timezone"
  | "attributes"
  | "locationDetails"
>;

/** A change of the event itself, in the activity log (docs/decisions/0006-event-log.md). */
function recordEventChange(
  tx: Executor,
  eventId: number,
  type: "event.created" | "event.updated" | "event.archived",
): Promise<void> {
  return recordActivity(tx, { type, eventId, entity: "event", entityIds: [eventId] });
}

/** A new DRAFT event of the caller's account and its statistics row, in `tx` (its settings are the caller's to write). */
async function insertEvent(tx: Executor, caller: Caller, values: NewEventValues): Promise<EventRow> {
  const [event] = await tx
    .insert(events)
    .values({
      ...values,
      accountId: caller.accountId,
      createdByUserId: caller.userId,
      shortId: shortIdOf("evt"),
      slug: eventSlugOf(values.title),
      status: "DRAFT",
    })
    .returning();
  if (!event) throw new Error("event insert returned nothing");
  await tx.insert(eventStatistics).values({ eventId: event.id });
  await recordEventChange(tx, event.id, "event.created");
  return event;
}

/**
 * `PUT events/{id}`: the fields sent replace the stored ones; a field left out keeps its value
 * (null clears an optional one). The currency may change until the event has orders (rules:
 * 422 `errors.currency` then) — there are no orders before commerce exists.
 */
export async function updateEvent(caller: Caller, eventId: number, body: UpdateEventInput): Promise<Event> {
  const { db, accountId } = caller;
  const row = await db.transaction(async (tx) => {
    const current = await lockEvent(tx, accountId, eventId);
    const startDate = new Date(body.start_date);
    const endDate =
      body.end_date === undefined ? current.endDate : body.end_date === null ? null : new Date(body.end_date);
    assertDatesInOrder(startDate, endDate);
    const [updated] = await tx
      .update(events)
      .set({
        title: body.title,
        slug: eventSlugOf(body.title),
        ...(body.description !== undefined ? { description: sanitizeRichText(body.description) } : {}),
        startDate,
        endDate,
        ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
        ...(body.currency !== undefined ? { currency: body.currency } : {}),
        ...(body.category !== undefined ? { category: body.category } : {}),
        ...(body.attributes !== undefined ? { attributes: body.attributes } : {}),
        ...(body.location_details !== undefined ? { locationDetails: body.location_details } : {}),
      })
      .where(eq(events.id, current.id))
      .returning();
    if (!updated) throw HttpError.notFound();
    await recordEventChange(tx, updated.id, "event.updated");
    return updated;
  });
  return eventDetail(db, row, caller);
}

export const accountNotVerifiedMessage = englishOf({ code: "account_not_verified", subject: "event" });

/**
 * `PUT events/{id}/status`: DRAFT, LIVE, PAUSED and ARCHIVED, from any to any (the product puts
 * no order on them); the account must be verified, which a self-hosted account is from
 * registration on.
 */
export async function updateEventStatus(
  caller: Caller,
  eventId: number,
  status: EventStatus,
): Promise<Event> {
  const { db, accountId } = caller;
  const row = await db.transaction(async (tx) => {
    const current = await lockEvent(tx, accountId, eventId);
    if (!(await isAccountVerified(tx, accountId)))
      throw HttpError.unprocessable({ status: [{ code: "account_not_verified", subject: "event" }] });
    if (current.status === status) return current;
    const [updated] = await tx.update(events).set({ status }).where(eq(events.id, current.id)).returning();
    // Archiving has a name of its own; any other move of the status is an update.
    await recordEventChange(tx, current.id, status === "ARCHIVED" ? "event.archived" : "event.updated");
    return updated ?? current;
  });
  return eventDetail(db, row, caller);
}

/** Image types `duplicate_*` flags copy, each to the new event as a file of its own. */
const duplicatedImageTypes = (body: DuplicateEventInput) =>
  [
    ...(body.duplicate_event_cover_image ? (["EVENT_COVER"] as const) : []),
    ...(body.duplicate_ticket_logo ? (["TICKET_LOGO"] as const) : []),
  ] as const;

/**
 * `POST events/{id}/duplicate`: a new DRAFT event of the same organizer with the title, dates and
 * (when sent) description of the body, and the source's category, currency, time zone,
 * attributes and location. `duplicate_settings` copies the settings (else the new event starts
 * from the defaults, as a new one would); `duplicate_event_cover_image` and
 * `duplicate_ticket_logo` copy those images, file included, so deleting one event's image leaves
 * the other's. `duplicate_products` copies the categories, products, prices (nothing sold),
 * and the taxes and fees they charge, and with `duplicate_capacity_assignments` the capacity
 * assignments too; without it the new event gets a default category. `duplicate_questions` and
 * `duplicate_promo_codes` copy those, and `duplicate_check_in_lists` the check-in lists (each with a
 * new link), following the copied products (one limited to products none of which were copied is
 * left out). `duplicate_affiliates` copies the affiliates (same codes, no sales).
 * `duplicate_webhooks` is accepted and copies nothing.
 */
export async function duplicateEvent(
  caller: Caller,
  eventId: number,
  body: DuplicateEventInput,
  { files, ...origin }: NewEventOrigin & { files: ImageFiles },
): Promise<Event> {
  const { db, accountId } = caller;
  const copiedFiles: string[] = [];
  let row: EventRow;
  try {
    row = await db.transaction(async (tx) => {
      const source = await findEvent(tx, accountId, eventId);
      const organizer = await organizerForNewEvent(tx, accountId, source.organizerId);
      if (!organizer) throw HttpError.notFound();
      const event = await insertEvent(tx, caller, {
        organizerId: source.organizerId,
        title: body.title,
        description: body.description === undefined ? source.description : sanitizeRichText(body.description),
        category: source.category,
        startDate: new Date(body.start_date),
        endDate: body.end_date ? new Date(body.end_date) : null,
        currency: source.currency,
        timezone: source.timezone,
        attributes: source.attributes,
        locationDetails: source.locationDetails,
      });

      const imageIds = new Map<number, number>();
      const types = duplicatedImageTypes(body);
      if (types.length > 0) {
        const sourceImages = await tx
          .select()
          .from(images)
          .where(
            and(
              liveImagesOf(accountId, { entityType: "EVENT", entityId: source.id }),
              inArray(images.type, [...types]),
            ),
          );
        for (const image of sourceImages) {
          // In the transaction where the store is the database: its copies roll back with the rows.
          const copied = await copyImageFiles(files.within(tx), image, copiedFiles);
          // An image whose file is gone has nothing to copy: the new event goes without it.
          if (!copied) continue;
          const { id: _id, createdAt: _created, updatedAt: _updated, deletedAt: _deleted, ...copy } = image;
          const [inserted] = await tx
            .insert(images)
            .values({ ...copy, ...copied, entityId: event.id })
            .returning({ id: images.id });
          if (inserted) imageIds.set(image.id, inserted.id);
        }
      }

      let settings: EventSettings;
      if (body.duplicate_settings) {
        const [sourceSettings] = await tx
          .select({ values: eventSettings.values })
          .from(eventSettings)
          .where(eq(eventSettings.eventId, source.id));
        settings = eventSettingsResource(sourceSettings?.values);
        // The ticket logo setting names an image of the source: the copy's, or none.
        const logo = settings.ticket_design_settings?.logo_image_id;
        if (settings.ticket_design_settings && logo != null) {
          settings = {
            ...settings,
            ticket_design_settings: {
              ...settings.ticket_design_settings,
              logo_image_id: imageIds.get(logo) ?? null,
            },
          };
        }
      } else {
        settings = await settingsForNewEvent(tx, accountId, organizer, origin);
      }
      await tx.insert(eventSettings).values({ eventId: event.id, values: settings });
      let productIds = new Map<number, number>();
      if (body.duplicate_products) {
        productIds = await copyCatalogue(tx, source.id, event.id, {
          capacityAssignments: body.duplicate_capacity_assignments,
          creatorId: caller.userId,
        });
      } else {
        await insertDefaultCategory(tx, event.id, caller.userId);
      }
      if (body.duplicate_questions) await copyQuestions(tx, source.id, event.id, productIds);
      if (body.duplicate_promo_codes) await copyPromoCodes(tx, source.id, event.id, productIds);
      if (body.duplicate_check_in_lists) await copyCheckInLists(tx, source.id, event.id, productIds);
      if (body.duplicate_affiliates) await copyAffiliates(tx, source.id, event.id);
      return event;
    });
  } catch (error) {
    // The copies belong to rows that were rolled back: nothing names them any more.
    await files.remove(copiedFiles).catch(() => undefined);
    throw error;
  }
  return await eventDetail(db, row, caller);
}

/**
 * Why the event cannot be deleted, or null: an event with sold orders (completed, or awaiting an
 * offline payment) keeps them, since buyers hold its tickets; the organiser archives it instead.
 */
async function cannotDeleteReason(db: Executor, event: EventRow): Promise<string | null> {
  const sold = await countRows(
    db,
    orders,
    and(
      eq(orders.eventId, event.id),
      isNull(orders.deletedAt),
      inArray(orders.status, ["COMPLETED", "AWAITING_OFFLINE_PAYMENT"]),
    ),
  );
  return sold > 0 ? "This event has orders, so it cannot be deleted. Archive it instead." : null;
}

/** `GET events/{id}/deletion-status`. */
export async function eventDeletionStatus(
  { db, accountId }: Caller,
  eventId: number,
): Promise<DeletionStatus> {
  const reason = await cannotDeleteReason(db, await findEvent(db, accountId, eventId));
  return { can_delete: reason === null, reason };
}

/** `DELETE events/{id}` (admins): a soft delete; 409 when `cannotDeleteReason` says why not. */
export async function deleteEvent({ db, accountId }: Caller, eventId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, accountId, eventId);
    const reason = await cannotDeleteReason(tx, event);
    if (reason !== null) throw new HttpError(409, reason);
    await tx.update(events).set({ deletedAt: sql`now()` }).where(eq(events.id, event.id));
  });
}

export interface EventListScope {
  eventsStatus: EventsStatusFilter | undefined;
  /** The request's public address: the base of the page links. */
  url: URL;
  /** One organizer's events only (404 unless it is a live organizer of the account). */
  organizerId?: number | undefined;
}

/**
 * `GET events` and `GET organizers/{id}/events`: the account's live events (one organizer's when
 * `organizerId` is given: 404 unless it is a live organizer of the account), under the list's
 * parameters and the `eventsStatus` view.
 */
export async function listEvents(
  caller: Caller,
  list: ListQuery,
  { eventsStatus, url, organizerId }: EventListScope,
): Promise<Paginated<Event>> {
  const { db, accountId } = caller;
  if (organizerId !== undefined) await findOrganizer(db, accountId, organizerId);
  const scope = and(
    eq(events.accountId, accountId),
    isNull(events.deletedAt),
    organizerId === undefined ? undefined : eq(events.organizerId, organizerId),
    eventsStatusCondition(eventsStatus),
  );
  const { rows, total } = await selectPage(db, events, list, scope);
  const data = await eventsWithRelations(db, rows, caller);
  return pageOf(eventList, list, { rows: data, total, url });
}
