import type { EventsStatusFilter, Paginated, PublicEvent } from "@varco/domain";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { events, organizers } from "../../db/schema";
import { selectPage } from "../../db/selectPage";
import type { AuthContext } from "../../http/appEnv";
import { type ListQuery, pageOf } from "../../http/listQuery";
import { eventList, eventsStatusCondition } from "./eventList";
import type { EventViewCounter, Visit } from "./eventViews";
import { publicEventsWithRelations } from "./loaders";
import type { ViewOptions } from "./service";

/**
 * Who may see what was not published: a signed-in member of the owning account (a preview), or
 * a platform superadmin (rules.md §11.2).
 */
function maySeeUnpublished(viewer: AuthContext | undefined, accountId: number): boolean {
  return (
    viewer !== undefined &&
    (viewer.membership.accountId === accountId || viewer.membership.role === "SUPERADMIN")
  );
}

/**
 * `GET public/events/{id}`: a LIVE event for anyone; any status for `maySeeUnpublished`.
 * Undefined otherwise, which the route answers 404 with an empty body, like an unknown id. An
 * anonymous `visit` counts as a page view (at most one per visitor per half hour: `counting`).
 * Products arrive with commerce: no categories yet, so a promo code has nothing to unlock.
 */
export async function publicEvent(
  db: Database,
  eventId: number,
  viewer: AuthContext | undefined,
  view: ViewOptions,
  counting?: { counter: EventViewCounter; visit: Visit },
): Promise<PublicEvent | undefined> {
  const [found] = await db
    .select({ event: events })
    .from(events)
    .innerJoin(organizers, and(eq(organizers.id, events.organizerId), isNull(organizers.deletedAt)))
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)));
  if (!found) return undefined;
  const row = found.event;
  if (row.status !== "LIVE" && !maySeeUnpublished(viewer, row.accountId)) return undefined;
  if (viewer === undefined && counting) counting.counter.count(row, counting.visit, view.now);
  const [event] = await publicEventsWithRelations(db, [row], { ...view, detail: true });
  return event;
}

async function publicPage(
  db: Database,
  list: ListQuery,
  scope: SQL,
  view: PublicListOptions,
): Promise<Paginated<PublicEvent>> {
  const { rows, total } = await selectPage(db, events, list, scope);
  const data = await publicEventsWithRelations(db, rows, view);
  return pageOf(eventList, list, { rows: data, total, url: view.url });
}

export interface PublicListOptions extends ViewOptions {
  url: URL;
}

/** `GET public/events`: every LIVE event, under the list's parameters. */
export async function publicEvents(
  db: Database,
  list: ListQuery,
  eventsStatus: EventsStatusFilter | undefined,
  view: PublicListOptions,
): Promise<Paginated<PublicEvent>> {
  const scope = and(eq(events.status, "LIVE"), isNull(events.deletedAt), eventsStatusCondition(eventsStatus));
  return publicPage(db, list, scope as SQL, view);
}

/**
 * `GET public/organizers/{id}/events` (SPEC.md §7, public organizer page): the LIVE events of a
 * LIVE organizer. A member of the owning account previews a draft organizer's page the same way
 * (its LIVE events). Undefined for anyone else, and for an unknown organizer: 404.
 */
export async function publicOrganizerEvents(
  db: Database,
  organizerId: number,
  viewer: AuthContext | undefined,
  list: ListQuery,
  eventsStatus: EventsStatusFilter | undefined,
  view: PublicListOptions,
): Promise<Paginated<PublicEvent> | undefined> {
  const [organizer] = await db
    .select({ accountId: organizers.accountId, status: organizers.status })
    .from(organizers)
    .where(and(eq(organizers.id, organizerId), isNull(organizers.deletedAt)));
  if (!organizer) return undefined;
  if (organizer.status !== "LIVE" && !maySeeUnpublished(viewer, organizer.accountId)) return undefined;
  const scope = and(
    eq(events.organizerId, organizerId),
    eq(events.accountId, organizer.accountId),
    eq(events.status, "LIVE"),
    isNull(events.deletedAt),
    eventsStatusCondition(eventsStatus),
  );
  return publicPage(db, list, scope as SQL, view);
}
