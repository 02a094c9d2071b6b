import type { CheckInList, checkInListBodySchema, DoorList } from "@varco/domain";
import { isListOpen } from "@varco/domain";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/connect";
import { lockRowIds, softDeleteRows } from "../../db/rowLocks";
import { checkInListProducts, checkInLists, eventSettings, events, products } from "../../db/schema";
import { selectPage } from "../../db/selectPage";
import { randomText } from "../../db/shortId";
import { HttpError } from "../../http/httpError";
import { alphabeticalSort, createdSort, defineList, type ListQuery } from "../../http/listQuery";
import type { Caller } from "../auth/caller";
import { eventPage } from "../events/eventPage";
import type { EventRow } from "../events/eventResource";
import { eventSettingsResource } from "../events/eventSettings";
import { settingsOfEvent } from "../events/loaders";
import { findEvent } from "../events/service";
import { lockProductsOfEvent } from "../products/productCategoryService";

type ListInput = z.output<typeof checkInListBodySchema>;
export type CheckInListRow = typeof checkInLists.$inferSelect;

/** A check-in list's short id, the capability its door link carries: `cil_` and 13 letters and digits. */
export function newCheckInListShortId(): string {
  return `cil_${randomText("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 13)}`;
}

/** `GET events/{e}/check-in-lists`: newest first by default, as Hi.Events lists them. */
export const checkInListList = defineList({
  sorts: {
    name: alphabeticalSort(checkInLists.name, "Name"),
    expires_at: createdSort(checkInLists.expiresAt),
    created_at: createdSort(checkInLists.createdAt),
  },
  defaultSort: "created_at",
  defaultSortDirection: "desc",
  tiebreaker: checkInLists.id,
  search: [checkInLists.name],
});

const liveListsOf = (eventId: number) =>
  and(eq(checkInLists.eventId, eventId), isNull(checkInLists.deletedAt));

/**
 * Tickets a list expects (docs/rules/check-in.md): active attendees of its products in completed
 * orders, and — when the event lets unpaid orders in — those of orders awaiting an offline payment;
 * and how many of those are admitted on it. One pass over the event's attendees.
 */
export async function countsOf(
  db: Executor,
  list: { id: number; eventId: number },
  allow: boolean,
): Promise<Counts> {
  const result = await db.execute<{ expected: number; checked_in: number }>(sql`
    select count(*)::integer as expected, count(c.id)::integer as checked_in
    from attendees a
    join orders o on o.id = a.order_id
    left join check_ins c on c.check_in_list_id = ${list.id} and c.attendee_id = a.id
      and c.admitted and c.deleted_at is null
    where a.event_id = ${list.eventId} and a.deleted_at is null
      and a.product_id in (select lp.product_id from check_in_list_products lp where lp.check_in_list_id = ${list.id})
      and ((a.status = 'ACTIVE' and o.status = 'COMPLETED')
        or (${allow} and a.status in ('ACTIVE', 'AWAITING_PAYMENT') and o.status = 'AWAITING_OFFLINE_PAYMENT'))`);
  const row = result.rows[0];
  return { expected: Number(row?.expected ?? 0), checkedIn: Number(row?.checked_in ?? 0) };
}

interface Counts {
  expected: number;
  checkedIn: number;
}

/**
 * Counters a door's scans answer with, per list: counted at most once a second in this process,
 * as a busy door answers a hundred scans a second and counting passes over the list's tickets.
 * Admissions this process records afterwards are added (`countAdmissions`), so a device sees its
 * own scan counted; other instances' within the second.
 */
const doorCounts = new Map<number, { startedAt: number; counts: Promise<Counts>; added: number }>();

/** The counters of a list for a door's scan: at most a second old (see `doorCounts`). */
export async function recentCountsOf(
  db: Executor,
  list: { id: number; eventId: number },
  allow: boolean,
): Promise<Counts> {
  const now = performance.now();
  let entry = doorCounts.get(list.id);
  if (!entry || now - entry.startedAt > 1000) {
    for (const [id, old] of doorCounts) if (now - old.startedAt > 60_000) doorCounts.delete(id);
    entry = { startedAt: now, counts: countsOf(db, list, allow), added: 0 };
    doorCounts.set(list.id, entry);
    entry.counts.catch(() => doorCounts.delete(list.id));
  }
  const { counts, added } = entry;
  const read = await counts;
  return { expected: read.expected, checkedIn: read.checkedIn + added };
}

/** Admissions (or, negative, undone ones) just committed on a list: added to its recent counters. */
export function countAdmissions(listId: number, change: number): void {
  const entry = doorCounts.get(listId);
  if (entry && change !== 0) entry.added += change;
}

/** A list with what it is read with: its live products and its counters. */
export interface LoadedList {
  row: CheckInListRow;
  products: { id: number; title: string }[];
  expected: number;
  checkedIn: number;
}

/**
 * The live lists of an event (only `ids` when given), with products and counters (zeros when
 * `counted` is false): two queries, and one per list for its counters.
 */
export async function loadLists(
  db: Executor,
  event: { id: number },
  ids?: readonly number[],
  { counted = true }: { counted?: boolean } = {},
): Promise<LoadedList[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(checkInLists)
    .where(and(liveListsOf(event.id), ids === undefined ? undefined : inArray(checkInLists.id, [...ids])));
  if (rows.length === 0) return [];
  const allow =
    counted && (await settingsOfEvent(db, event.id)).allow_orders_awaiting_offline_payment_to_check_in;
  const [links, counts] = await Promise.all([
    db
      .select({ listId: checkInListProducts.checkInListId, id: products.id, title: products.title })
      .from(checkInListProducts)
      .innerJoin(products, eq(products.id, checkInListProducts.productId))
      .where(
        and(
          inArray(
            checkInListProducts.checkInListId,
            rows.map((row) => row.id),
          ),
          isNull(products.deletedAt),
        ),
      )
      .orderBy(asc(products.id)),
    Promise.all(rows.map((row) => (counted ? countsOf(db, row, allow) : { expected: 0, checkedIn: 0 }))),
  ]);
  return rows.map((row, index) => ({
    row,
    products: links.filter((link) => link.listId === row.id).map(({ id, title }) => ({ id, title })),
    ...(counts[index] ?? { expected: 0, checkedIn: 0 }),
  }));
}

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** A list as the organiser's wire shows it. */
export function checkInListResource(
  { row, products, expected, checkedIn }: LoadedList,
  now: Date,
): CheckInList {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    activates_at: isoOrNull(row.activatesAt),
    expires_at: isoOrNull(row.expiresAt),
    short_id: row.shortId,
    total_attendees: expected,
    checked_in_attendees: checkedIn,
    is_expired: row.expiresAt !== null && row.expiresAt <= now,
    is_active: isListOpen(
      { activates_at: isoOrNull(row.activatesAt), expires_at: isoOrNull(row.expiresAt) },
      now,
    ),
    products,
  };
}

/** A list as a door device keeps it. */
export function doorListOf(
  loaded: LoadedList,
  event: Pick<EventRow, "id" | "title" | "timezone" | "startDate">,
  allowAwaitingPayment: boolean,
  now: Date,
): DoorList {
  const list = checkInListResource(loaded, now);
  return {
    short_id: list.short_id,
    name: list.name,
    description: list.description,
    activates_at: list.activates_at,
    expires_at: list.expires_at,
    is_active: list.is_active ?? false,
    is_expired: list.is_expired ?? false,
    total_attendees: list.total_attendees,
    checked_in_attendees: list.checked_in_attendees,
    products: loaded.products,
    allow_awaiting_payment: allowAwaitingPayment,
    event: {
      id: event.id,
      title: event.title,
      timezone: event.timezone,
      start_date: event.startDate.toISOString(),
    },
  };
}

async function listAnswer(db: Executor, event: { id: number }, id: number, now: Date): Promise<CheckInList> {
  const [loaded] = await loadLists(db, event, [id]);
  if (!loaded) throw HttpError.notFound();
  return checkInListResource(loaded, now);
}

/** `GET events/{e}/check-in-lists`: one page, each with its counters and products. */
export function listCheckInLists(caller: Caller, eventId: number, list: ListQuery, url: URL) {
  return eventPage(caller, eventId, { definition: checkInListList, list, url }, async (event) => {
    const { rows, total } = await selectPage(caller.db, checkInLists, list, liveListsOf(event.id));
    const loaded = await loadLists(
      caller.db,
      event,
      rows.map((row) => row.id),
    );
    const byId = new Map(loaded.map((one) => [one.row.id, one]));
    const data = rows.flatMap((row) => {
      const one = byId.get(row.id);
      return one ? [checkInListResource(one, caller.now)] : [];
    });
    return { rows: data, total };
  });
}

/** `GET events/{e}/check-in-lists/{id}`. */
export async function getCheckInList(caller: Caller, eventId: number, id: number): Promise<CheckInList> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  return listAnswer(caller.db, event, id, caller.now);
}

const windowOf = (body: ListInput) => ({
  activatesAt: body.activates_at ? new Date(body.activates_at) : null,
  expiresAt: body.expires_at ? new Date(body.expires_at) : null,
});

async function linkProducts(tx: Executor, listId: number, productIds: readonly number[]) {
  await tx
    .insert(checkInListProducts)
    .values(productIds.map((productId) => ({ checkInListId: listId, productId })));
}

/** `POST events/{e}/check-in-lists`. */
export async function createCheckInList(
  caller: Caller,
  eventId: number,
  body: ListInput,
): Promise<CheckInList> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  // One transaction for the list and its links; the products are share-locked while linked.
  const id = await caller.db.transaction(async (tx) => {
    const productIds = await lockProductsOfEvent(tx, event.id, body.product_ids, "product_ids");
    const [row] = await tx
      .insert(checkInLists)
      .values({
        eventId: event.id,
        shortId: newCheckInListShortId(),
        name: body.name,
        description: body.description ?? null,
        ...windowOf(body),
      })
      .returning({ id: checkInLists.id });
    if (!row) throw new Error("check-in list insert returned nothing");
    await linkProducts(tx, row.id, productIds);
    return row.id;
  });
  return listAnswer(caller.db, event, id, caller.now);
}

/** Locks one live list of the event (404 otherwise) until the transaction ends. */
async function lockList(tx: Executor, eventId: number, id: number): Promise<number> {
  const [row] = await lockRowIds(tx, checkInLists, and(liveListsOf(eventId), eq(checkInLists.id, id)));
  if (!row) throw HttpError.notFound();
  return row.id;
}

/** `PUT events/{e}/check-in-lists/{id}`: every field, the products replaced. */
export async function updateCheckInList(
  caller: Caller,
  eventId: number,
  id: number,
  body: ListInput,
): Promise<CheckInList> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  await caller.db.transaction(async (tx) => {
    // The list's row is locked: two PUTs replace its products one after the other.
    const listId = await lockList(tx, event.id, id);
    const productIds = await lockProductsOfEvent(tx, event.id, body.product_ids, "product_ids");
    await tx
      .update(checkInLists)
      .set({ name: body.name, description: body.description ?? null, ...windowOf(body) })
      .where(eq(checkInLists.id, listId));
    await tx.delete(checkInListProducts).where(eq(checkInListProducts.checkInListId, listId));
    await linkProducts(tx, listId, productIds);
  });
  return listAnswer(caller.db, event, id, caller.now);
}

/** `POST events/{e}/check-in-lists/{id}/regenerate-link`: a new short id; the old link stops working. */
export async function regenerateCheckInListLink(
  caller: Caller,
  eventId: number,
  id: number,
): Promise<CheckInList> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const moved = await caller.db
    .update(checkInLists)
    .set({ shortId: newCheckInListShortId() })
    .where(and(liveListsOf(event.id), eq(checkInLists.id, id)))
    .returning({ id: checkInLists.id });
  if (moved.length === 0) throw HttpError.notFound();
  return listAnswer(caller.db, event, id, caller.now);
}

/** `DELETE events/{e}/check-in-lists/{id}` (soft): its link stops working; its check-ins stay counted nowhere. */
export async function deleteCheckInList(caller: Caller, eventId: number, id: number): Promise<void> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const where = and(liveListsOf(event.id), eq(checkInLists.id, id));
  if ((await softDeleteRows(caller.db, checkInLists, where)) === 0) throw HttpError.notFound();
}

/**
 * The live list a door link names, with its live event, the event's settings and the list's live
 * products, in one query (every scan at the door reads it); undefined when there is none.
 */
export async function listOfShortId(db: Executor, shortId: string) {
  const [found] = await db
    .select({
      list: checkInLists,
      event: events,
      settings: eventSettings.values,
      products: sql<{ id: number; title: string }[]>`coalesce((
        select json_agg(json_build_object('id', p.id, 'title', p.title) order by p.id)
        from ${checkInListProducts} lp join ${products} p on p.id = lp.product_id
        where lp.check_in_list_id = ${checkInLists.id} and p.deleted_at is null), '[]'::json)`,
    })
    .from(checkInLists)
    .innerJoin(events, and(eq(events.id, checkInLists.eventId), isNull(events.deletedAt)))
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(and(eq(checkInLists.shortId, shortId), isNull(checkInLists.deletedAt)));
  return found && { ...found, settings: eventSettingsResource(found.settings) };
}

type DoorListFound = NonNullable<Awaited<ReturnType<typeof listOfShortId>>>;

/**
 * The event, settings and products a door's scans read with their list, kept per list and process
 * for a second: a busy door asks a hundred times a second. The list's own row is read each time,
 * so a replaced link, a changed or deleted list take effect at once; the event's settings within
 * the second.
 */
const recentDoors = new Map<number, { readAt: number; listUpdatedAt: number; found: DoorListFound }>();

/** `listOfShortId` for a scan: its event, settings and products at most a second old (`recentDoors`). */
export async function recentListOfShortId(db: Executor, shortId: string) {
  const [row] = await db
    .select()
    .from(checkInLists)
    .where(and(eq(checkInLists.shortId, shortId), isNull(checkInLists.deletedAt)));
  if (!row) return undefined;
  const now = performance.now();
  const kept = recentDoors.get(row.id);
  if (kept && now - kept.readAt < 1000 && kept.listUpdatedAt === row.updatedAt.getTime())
    return { ...kept.found, list: row };
  const found = await listOfShortId(db, shortId);
  for (const [id, old] of recentDoors) if (now - old.readAt > 60_000) recentDoors.delete(id);
  if (found) recentDoors.set(row.id, { readAt: now, listUpdatedAt: found.list.updatedAt.getTime(), found });
  return found;
}
