import {
  type CheckInAction,
  type CheckInAttendee,
  type CheckInRecord,
  isListOpen,
  parseTicketCode,
} from "@varco/domain";
import { asc, eq, ilike, inArray, or } from "drizzle-orm";
import type { Database, Executor } from "../../db/connect";
import { attendees, checkIns, orders } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { escapeLikePattern } from "../../http/listQuery";
import { ticketKeys } from "../tickets/ticketCode";
import {
  admitScans,
  attendeesOfListProducts,
  liveCheckInsOf,
  type Scanner,
  undoCheckIns,
} from "./admissions";
import { doorListOfShortId } from "./door";

/**
 * Hi.Events' door API, as its scanners call it (no login: the list's short id is the capability).
 * Varco's own scanner uses `POST …/door` (door.ts); both decide with `admitScans`.
 */

/** Attendees a door lists: tickets that can still be shown, in orders that issue tickets. */
const listedAttendeeStatuses = ["ACTIVE", "AWAITING_PAYMENT", "CANCELLED"] as const;
const listedOrderStatuses = ["COMPLETED", "AWAITING_OFFLINE_PAYMENT"] as const;

const messages = {
  notActive: "This check-in list is not active yet.",
  expired: "This check-in list has expired.",
  alreadyCheckedIn: "This attendee is already checked in.",
  cancelled: "This attendee's ticket is cancelled.",
  awaitingPayment: "This attendee's order is awaiting payment.",
  unknown: "No attendee matches this code.",
  checkInNotFound: "This check-in does not exist.",
};

/** 403 (listing) or 409 (checking in) when the list is not active yet or has expired. */
async function openListOf(db: Executor, shortId: string, now: Date, status: 403 | 409) {
  const door = await doorListOfShortId(db, shortId, now);
  const { activates_at, expires_at } = door.admitting.door;
  if (!isListOpen({ activates_at, expires_at }, now)) {
    const notYet = activates_at !== null && Date.parse(activates_at) > now.getTime();
    throw new HttpError(status, notYet ? messages.notActive : messages.expired);
  }
  return door;
}

type CheckInRow = typeof checkIns.$inferSelect;

function checkInRecord(row: CheckInRow): CheckInRecord {
  return {
    id: row.id,
    short_id: row.shortId,
    check_in_list_id: row.checkInListId,
    attendee_id: row.attendeeId,
    checked_in_at: row.scannedAt.toISOString(),
    order_id: row.orderId,
  };
}

/** The attendees of a list's products that match, each with its admission on the list. */
async function listedAttendees(
  db: Executor,
  listId: number,
  where: { query?: string | undefined; publicId?: string },
  page: { offset: number; limit: number },
): Promise<CheckInAttendee[]> {
  const pattern = where.query ? `%${escapeLikePattern(where.query.trim())}%` : undefined;
  const rows = await attendeesOfListProducts(
    db,
    listId,
    inArray(attendees.status, [...listedAttendeeStatuses]),
    inArray(orders.status, [...listedOrderStatuses]),
    where.publicId ? eq(attendees.publicId, where.publicId) : undefined,
    pattern
      ? or(
          ilike(attendees.firstName, pattern),
          ilike(attendees.lastName, pattern),
          ilike(attendees.email, pattern),
          ilike(attendees.publicId, pattern),
          ilike(orders.publicId, pattern),
        )
      : undefined,
  )
    .orderBy(asc(attendees.lastName), asc(attendees.firstName), asc(attendees.id))
    .limit(page.limit)
    .offset(page.offset);
  const ids = rows.map((row) => row.attendee.id);
  const admitted = await liveCheckInsOf(db, listId, ids, true);
  const byAttendee = new Map(admitted.map((row) => [row.attendeeId, row]));
  return rows.map(({ attendee }) => {
    const admission = byAttendee.get(attendee.id);
    return {
      id: attendee.id,
      email: attendee.email,
      first_name: attendee.firstName,
      last_name: attendee.lastName,
      public_id: attendee.publicId,
      product_id: attendee.productId,
      product_price_id: attendee.productPriceId,
      status: attendee.status,
      locale: attendee.locale,
      order_id: attendee.orderId,
      check_in: admission ? checkInRecord(admission) : null,
    };
  });
}

/** `GET public/check-in-lists/{shortId}/attendees`: simple pagination (no total, no last page). */
export async function doorAttendeesPage(
  db: Database,
  shortId: string,
  params: { query?: string | undefined; page: number; per_page: number },
  context: { url: URL; now: Date },
) {
  const { list } = await openListOf(db, shortId, context.now, 403);
  const offset = (params.page - 1) * params.per_page;
  const found = await listedAttendees(
    db,
    list.id,
    { query: params.query },
    { offset, limit: params.per_page + 1 },
  );
  const data = found.slice(0, params.per_page);
  const pageUrl = (page: number) => {
    const target = new URL(context.url);
    target.searchParams.set("page", String(page));
    return target.toString();
  };
  return {
    data,
    links: {
      first: pageUrl(1),
      last: null,
      prev: params.page > 1 ? pageUrl(params.page - 1) : null,
      next: found.length > params.per_page ? pageUrl(params.page + 1) : null,
    },
    meta: {
      current_page: params.page,
      from: data.length === 0 ? null : offset + 1,
      path: `${context.url.origin}${context.url.pathname}`,
      per_page: params.per_page,
      to: data.length === 0 ? null : offset + data.length,
    },
  };
}

/** `GET public/check-in-lists/{shortId}/attendees/{publicId}`. */
export async function doorAttendee(db: Database, shortId: string, publicId: string, now: Date) {
  const { list } = await openListOf(db, shortId, now, 403);
  const [attendee] = await listedAttendees(db, list.id, { publicId }, { offset: 0, limit: 1 });
  if (!attendee) throw HttpError.notFound(messages.unknown);
  return attendee;
}

/**
 * `POST public/check-in-lists/{shortId}/check-ins`: each attendee checked in, or its failure in
 * `errors` (already checked in, with the existing check-in in `data`; cancelled; awaiting payment).
 * A code that names no attendee, or a ticket of a product the list does not admit, fails the
 * whole request (422) and nothing is written; a closed list answers 409.
 */
export async function createCheckIns(
  db: Database,
  shortId: string,
  body: { attendees: { public_id: string; action: CheckInAction }[] },
  context: { ipAddress: string | null; now: Date },
): Promise<{ data: CheckInRecord[]; errors?: Record<string, string> }> {
  const { now } = context;
  const { admitting } = await openListOf(db, shortId, now, 409);
  const keys = await ticketKeys(db);
  const scanner: Scanner = { deviceId: null, deviceName: null, ipAddress: context.ipAddress };
  return db.transaction(async (tx) => {
    const outcomes = await admitScans(
      tx,
      { list: admitting, keys, scanner, now },
      body.attendees.map((item) => ({
        deviceScanId: null,
        code: item.public_id,
        action: item.action,
        scannedAt: null,
        offline: false,
      })),
    );
    const refused = outcomes.findIndex(
      (outcome) => outcome.outcome === "not_a_ticket" || outcome.outcome === "not_on_list",
    );
    if (refused >= 0) {
      const outcome = outcomes[refused]?.outcome;
      // Thrown inside the transaction: the admissions of the other attendees roll back with it.
      throw HttpError.unprocessable({
        [`attendees.${refused}.public_id`]: [
          { code: outcome === "not_on_list" ? "ticket_not_on_list" : "unknown_ticket" },
        ],
      });
    }
    const shortIds = outcomes.flatMap((outcome) => (outcome.standing ? [outcome.standing.short_id] : []));
    const rows =
      shortIds.length === 0
        ? []
        : await tx.select().from(checkIns).where(inArray(checkIns.shortId, shortIds));
    const byShortId = new Map(rows.map((row) => [row.shortId, row]));
    const data: CheckInRecord[] = [];
    const errors: Record<string, string> = {};
    for (const [index, outcome] of outcomes.entries()) {
      const sent = body.attendees[index]?.public_id ?? "";
      const publicId = parseTicketCode(sent)?.publicId ?? sent;
      const row = outcome.standing ? byShortId.get(outcome.standing.short_id) : undefined;
      if (row && (outcome.outcome === "admitted" || outcome.outcome === "already_checked_in"))
        data.push(checkInRecord(row));
      if (outcome.outcome === "already_checked_in") errors[publicId] = messages.alreadyCheckedIn;
      if (outcome.outcome === "cancelled") errors[publicId] = messages.cancelled;
      if (outcome.outcome === "awaiting_payment") errors[publicId] = messages.awaitingPayment;
    }
    return Object.keys(errors).length > 0 ? { data, errors } : { data };
  });
}

/** `DELETE public/check-in-lists/{shortId}/check-ins/{checkInShortId}`: undo (not window-checked). */
export async function deleteDoorCheckIn(db: Database, shortId: string, checkInShortId: string, now: Date) {
  const { list } = await doorListOfShortId(db, shortId, now);
  const failed = await db.transaction((tx) =>
    undoCheckIns(tx, { id: list.id, eventId: list.eventId }, [checkInShortId]),
  );
  if (failed.length > 0) throw new HttpError(409, messages.checkInNotFound);
}
