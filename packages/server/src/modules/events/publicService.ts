import {
  type EventStatus,
  type EventsStatusFilter,
  type Paginated,
  type PublicEvent,
  publicEventStatuses,
} from "@varco/domain";
import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { events, organizers } from "../../db/schema";
import { selectPage } from "../../db/selectPage";
import type { AuthContext } from "../../http/appEnv";
import { type ListQuery, pageOf } from "../../http/listQuery";
import type { HomepageReader, HomepageRefusal } from "../organizers/homepageAccess";
import { readableOrganizer } from "../organizers/publicService";
import { eventList, eventsStatusCondition } from "./eventList";
import type { EventViewCounter, Visit } from "./eventViews";
import { type PublicLoadOptions, publicEventsWithRelations } from "./loaders";
import type { ViewOptions } from "./service";

/**
 * Who may see what was not published: a signed-in member of the owning account (a preview), or
 * a platform superadmin.
 */
function maySeeUnpublished(viewer: AuthContext | undefined, accountId: number): boolean {
  return (
    viewer !== undefined &&
    (viewer.membership.accountId === accountId || viewer.membership.role === "SUPERADMIN")
  );
}

const isPublicStatus = (status: EventStatus) =>
  (publicEventStatuses as readonly EventStatus[]).includes(status);

/**
 * `GET public/events/{id}`: a LIVE or PAUSED event for anyone; any status for `maySeeUnpublished`.
 * Undefined otherwise, which the route answers 404 with an empty body, like an unknown id. An
 * anonymous `visit` counts as a page view (at most one per visitor per half hour: `counting`).
 * It carries its public catalogue (`product_categories`): a member's preview shows the same as
 * the public sees, hidden products hidden. `promoCode` is the buyer's code: while usable it unlocks
 * and discounts the products it covers (storefront's `CatalogueOptions.promoCode`).
 */
export async function publicEvent(
  db: Database,
  eventId: number,
  viewer: AuthContext | undefined,
  view: ViewOptions & Pick<PublicLoadOptions, "promoCode">,
  counting?: { counter: EventViewCounter; visit: Visit },
): Promise<PublicEvent | undefined> {
  const [found] = await db
    .select({ event: events })
    .from(events)
    .innerJoin(organizers, and(eq(organizers.id, events.organizerId), isNull(organizers.deletedAt)))
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)));
  if (!found) return undefined;
  const row = found.event;
  if (!isPublicStatus(row.status) && !maySeeUnpublished(viewer, row.accountId)) return undefined;
  if (viewer === undefined && counting) counting.counter.count(row, counting.visit, view.now);
  const preview = maySeeUnpublished(viewer, row.accountId);
  const [event] = await publicEventsWithRelations(db, [row], {
    ...view,
    detail: true,
    // Its own account sees the organizer it previews, whatever the organizer's page shows others.
    ...(preview ? { shownOrganizerIds: [row.organizerId] } : {}),
  });
  return event;
}

async function publicPage(
  db: Database,
  list: ListQuery,
  scope: SQL,
  view: PublicListOptions & Pick<PublicLoadOptions, "shownOrganizerIds">,
): Promise<Paginated<PublicEvent>> {
  const { rows, total } = await selectPage(db, events, list, scope);
  const data = await publicEventsWithRelations(db, rows, view);
  return pageOf(eventList, list, { rows: data, total, url: view.url });
}

export interface PublicListOptions extends ViewOptions {
  url: URL;
}

/** `GET public/events`: every LIVE or PAUSED event, under the list's parameters. */
export async function publicEvents(
  db: Database,
  list: ListQuery,
  eventsStatus: EventsStatusFilter | undefined,
  view: PublicListOptions,
): Promise<Paginated<PublicEvent>> {
  const scope = and(
    inArray(events.status, publicEventStatuses),
    isNull(events.deletedAt),
    eventsStatusCondition(eventsStatus),
  );
  return publicPage(db, list, scope as SQL, view);
}

/**
 * `GET public/organizers/{id}/events` (the public organizer page's list): the LIVE and PAUSED events of a
 * LIVE organizer. A member of the owning account previews a draft organizer's page the same way
 * (the same events). Undefined for anyone else, and for an unknown organizer: 404. A
 * PASSWORD_PROTECTED page is refused without its password, as the organizer's own answer is.
 */
export async function publicOrganizerEvents(
  db: Database,
  organizerId: number,
  reader: HomepageReader,
  list: ListQuery,
  eventsStatus: EventsStatusFilter | undefined,
  view: PublicListOptions,
): Promise<Paginated<PublicEvent> | HomepageRefusal | undefined> {
  const found = await readableOrganizer(db, organizerId, reader);
  if (!found || "refused" in found) return found;
  const scope = and(
    eq(events.organizerId, organizerId),
    eq(events.accountId, found.row.accountId),
    inArray(events.status, publicEventStatuses),
    isNull(events.deletedAt),
    eventsStatusCondition(eventsStatus),
  );
  // This reader may see the organizer's page, so its events may show who organises them.
  return publicPage(db, list, scope as SQL, { ...view, shownOrganizerIds: [organizerId] });
}
