import type { CheckInList, DoorAttendee, DoorScanResult, DoorSync, doorSyncBodySchema } from "@varco/domain";
import { asc, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Executor } from "../../db/connect";
import { attendees, orders } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { publicEventsWithRelations } from "../events/loaders";
import { ticketKeys } from "../tickets/ticketCode";
import {
  type AdmittingList,
  admitScans,
  attendeesOfListProducts,
  doorAttendeeOf,
  doorCheckInOf,
  liveCheckInsOf,
  type Scanner,
  undoCheckIns,
} from "./admissions";
import {
  checkInListResource,
  countsOf,
  doorListOf,
  type LoadedList,
  listOfShortId,
  recentCountsOf,
  recentListOfShortId,
} from "./lists";

/** Orders whose tickets a door copy holds: those that admit, and cancelled ones (refused offline). */
const doorOrderStatuses = ["COMPLETED", "AWAITING_OFFLINE_PAYMENT", "CANCELLED"] as const;

export const unknownListMessage = "This check-in list does not exist, or its link was replaced.";

/**
 * A door link's list, ready to admit: its row, products, the event and its setting, and its
 * counters when `counted` (admitting does not need them); with `recent`, the event,
 * setting and products may be a second old (`recentListOfShortId`). 404 when there is none.
 */
export async function doorListOfShortId(
  db: Executor,
  shortId: string,
  now: Date,
  { counted = false, recent = false }: { counted?: boolean; recent?: boolean } = {},
) {
  const found = await (recent ? recentListOfShortId(db, shortId) : listOfShortId(db, shortId));
  if (!found) throw HttpError.notFound(unknownListMessage);
  const { list, event, settings, products } = found;
  const allow = settings.allow_orders_awaiting_offline_payment_to_check_in;
  const counts = counted ? await countsOf(db, list, allow) : { expected: 0, checkedIn: 0 };
  const loaded: LoadedList = { row: list, products, ...counts };
  const admitting: AdmittingList = {
    id: list.id,
    name: list.name,
    door: doorListOf(loaded, event, allow, now),
  };
  return { list, event, loaded, allow, admitting };
}

/** `GET public/check-in-lists/{shortId}`: the list with its counters, products and public event. */
export async function publicCheckInList(
  db: Database,
  shortId: string,
  view: { appUrl: string; now: Date },
): Promise<CheckInList> {
  const { event, loaded } = await doorListOfShortId(db, shortId, view.now, { counted: true });
  const [publicEvent] = await publicEventsWithRelations(db, [event], view);
  return { ...checkInListResource(loaded, view.now), ...(publicEvent ? { event: publicEvent } : {}) };
}

/**
 * The attendees a door copy holds (only those changed since `changedSince` when given), each with
 * its admission on the list and the duplicates recorded against it, oldest first.
 */
export async function doorAttendees(
  db: Executor,
  list: { id: number; name: string },
  { changedSince }: { changedSince?: number } = {},
): Promise<(DoorAttendee & { id: number })[]> {
  const rows = await attendeesOfListProducts(
    db,
    list.id,
    inArray(orders.status, [...doorOrderStatuses]),
    changedSince === undefined
      ? undefined
      : sql`(${attendees}.xmin::text::bigint >= ${changedSince} or ${orders}.xmin::text::bigint >= ${changedSince}
          or ${attendees.id} in (select c.attendee_id from check_ins c
            where c.check_in_list_id = ${list.id} and c.xmin::text::bigint >= ${changedSince}))`,
  ).orderBy(asc(attendees.id));
  const scans = await liveCheckInsOf(
    db,
    list.id,
    rows.map((row) => row.attendee.id),
  );
  const byAttendee = new Map<number, typeof scans>();
  for (const scan of scans)
    byAttendee.set(scan.attendeeId, [...(byAttendee.get(scan.attendeeId) ?? []), scan]);
  return rows.map(({ attendee, order }) => {
    const mine = byAttendee.get(attendee.id) ?? [];
    const shown = (scan: (typeof mine)[number]) => doorCheckInOf(scan, list.name);
    const admission = mine.find((scan) => scan.admitted);
    const duplicates = mine
      .filter((scan) => !scan.admitted)
      .map((scan) => {
        const { short_id: _, ...rest } = shown(scan);
        return rest;
      });
    return {
      id: attendee.id,
      ...doorAttendeeOf(attendee, order, admission ? shown(admission) : null, duplicates),
    };
  });
}

/**
 * A door copy's cursor: the oldest transaction still running when the copy was read (PostgreSQL's
 * snapshot xmin, a 64-bit transaction id) and the list's version. Every change committed by an
 * older transaction is in the copy; a later sync sends back the attendees whose row, order or
 * check-ins on the list were written by that transaction or a newer one (their `xmin`, the
 * 32-bit id of the transaction that wrote the row version) — a few seconds' worth at a busy door,
 * a change committed late included. The whole list comes back when the list changed (its products
 * may have), or the cursor is of another epoch of transaction ids.
 */
const epochOf = (xid: bigint) => xid >> 32n;

async function cursorOf(db: Executor, list: { updatedAt: Date }): Promise<string> {
  const result = await db.execute<{ xmin: string }>(
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
  );
  return `${result.rows[0]?.xmin ?? "0"}.${list.updatedAt.getTime()}`;
}

/** The 32-bit transaction id from which a device's copy needs the changes, or undefined for the whole list. */
function changesSince(
  since: string | null | undefined,
  list: { updatedAt: Date },
  cursor: string,
): number | undefined {
  const match = /^(\d{1,20})\.(\d{1,15})$/.exec(since ?? "");
  if (!match || Number(match[2]) !== list.updatedAt.getTime()) return undefined;
  const from = BigInt(match[1] ?? "0");
  const now = BigInt(cursor.split(".")[0] ?? "0");
  if (from > now || epochOf(from) !== epochOf(now)) return undefined;
  return Number(from & 0xffffffffn);
}

type DoorSyncInput = z.output<typeof doorSyncBodySchema>;

/**
 * `POST public/check-in-lists/{shortId}/door`: applies a device's queued scans and undos in one
 * transaction (`admitScans`, `undoCheckIns`), then answers what became of each and the list as it
 * now stands: its counters, the ticket key, and — unless the call only sends a scan made online
 * (`sync` false) — the attendees changed since the device's `since` (every one without it). A
 * scan's call stays a few indexed reads and writes, however long the list: copies and exact
 * counters cost a pass over the list, once per device and sync.
 */
export async function doorSync(
  db: Database,
  shortId: string,
  body: DoorSyncInput,
  context: { ipAddress: string | null; now: Date },
): Promise<DoorSync> {
  const { now } = context;
  // A scan made online reads its list's event and settings as they were at most a second ago.
  const { list, event, allow, admitting, loaded } = await doorListOfShortId(db, shortId, now, {
    recent: !body.sync,
  });
  const keys = await ticketKeys(db);
  const scanner: Scanner = {
    deviceId: body.device.id,
    deviceName: body.device.name?.trim() || null,
    ipAddress: context.ipAddress,
  };
  const { outcomes, undoFailed } =
    body.scans.length === 0 && body.undo.length === 0
      ? { outcomes: [], undoFailed: [] }
      : await db.transaction(async (tx) => ({
          outcomes: await admitScans(
            tx,
            { list: admitting, keys, scanner, now },
            body.scans.map((scan) => ({
              deviceScanId: scan.id,
              code: scan.code,
              action: scan.action,
              scannedAt: new Date(scan.scanned_at),
              offline: scan.offline,
            })),
          ),
          undoFailed: await undoCheckIns(tx, { id: list.id, eventId: list.eventId }, body.undo),
        }));
  // Read before the attendees: whatever commits after it is sent again next time. A scan made
  // online (`sync` false) leaves the copy as it is, and the device's cursor with it.
  const cursor = body.sync ? await cursorOf(db, list) : (body.since ?? "");
  const since = body.sync ? changesSince(body.since, list, cursor) : undefined;
  const [counts, everyone, changes] = await Promise.all([
    body.sync ? countsOf(db, list, allow) : recentCountsOf(db, list, allow),
    body.sync && since === undefined ? doorAttendees(db, list) : Promise.resolve(null),
    body.sync && since !== undefined ? doorAttendees(db, list, { changedSince: since }) : Promise.resolve([]),
  ]);
  const results: DoorScanResult[] = outcomes.map((outcome, index) => ({
    id: body.scans[index]?.id ?? "",
    outcome: outcome.outcome,
    attendee: outcome.attendee,
    check_in: outcome.standing,
  }));
  return {
    list: doorListOf({ ...loaded, ...counts }, event, allow, now),
    ticket_public_key: keys.publicKey,
    cursor,
    attendees: everyone ? everyone.map(({ id: _, ...attendee }) => attendee) : null,
    changes: changes.map(({ id: _, ...attendee }) => attendee),
    results,
    undo_failed: undoFailed,
    server_time: now.toISOString(),
  };
}
