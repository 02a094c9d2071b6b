import { createHash } from "node:crypto";
import {
  type CheckInAction,
  type DoorAttendee,
  type DoorCheckIn,
  type DoorList,
  type DoorOutcome,
  doorVerdict,
} from "@varco/domain";
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { recordActivity } from "../../db/activity";
import type { Executor, Transaction } from "../../db/connect";
import { attendees, checkInListProducts, checkIns, orders } from "../../db/schema";
import { randomText } from "../../db/shortId";
import { completeOrderAwaitingOfflinePayment } from "../checkout/fulfil";
import { lockEventStock } from "../sales/stock";
import { readTicketCode, type TicketKeys } from "../tickets/ticketCode";
import { countAdmissions } from "./lists";

/** A check-in's short id: `ci_` and 13 random letters and digits. */
export function newCheckInShortId(): string {
  return `ci_${randomText("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 13)}`;
}

/** The list a scan is made on, as admissions need it. */
export interface AdmittingList {
  id: number;
  name: string;
  door: DoorList;
}

/** One scan to decide: at the door (online or from a device's queue) or by an organiser's hand. */
export interface Scan {
  /** The device's id for it (null for a scan not made by a device). */
  deviceScanId: string | null;
  code: string;
  action: CheckInAction;
  /** The device's clock for a queued scan; null: now. */
  scannedAt: Date | null;
  /** Decided offline by the device: a clash is recorded as a duplicate instead of refused. */
  offline: boolean;
}

/** Who scanned: the device (or none, by hand) and its address. */
export interface Scanner {
  deviceId: string | null;
  deviceName: string | null;
  ipAddress: string | null;
}

export interface ScanResult {
  outcome: DoorOutcome;
  attendeeId: number | null;
  /** The ticket as the door sees it once the batch is recorded (null: not a ticket). */
  attendee: DoorAttendee | null;
  /** The admission that stands for the ticket on the list, if any. */
  standing: DoorCheckIn | null;
}

export type CheckInRow = typeof checkIns.$inferSelect;
type AttendeeRow = typeof attendees.$inferSelect;

/** A check-in as the door shows it: when, on which list, by which device. */
export function doorCheckInOf(
  row: Pick<CheckInRow, "shortId" | "scannedAt" | "deviceName">,
  listName: string,
): DoorCheckIn {
  return {
    short_id: row.shortId,
    checked_in_at: row.scannedAt.toISOString(),
    list_name: listName,
    device_name: row.deviceName,
  };
}

/**
 * The attendees (not deleted) of the products a list admits, each with its order's status and
 * short id; `conditions` may name the order's columns too.
 */
export function attendeesOfListProducts(db: Executor, listId: number, ...conditions: (SQL | undefined)[]) {
  return db
    .select({ attendee: attendees, order: { status: orders.status, publicId: orders.publicId } })
    .from(attendees)
    .innerJoin(orders, eq(orders.id, attendees.orderId))
    .innerJoin(
      checkInListProducts,
      and(
        eq(checkInListProducts.productId, attendees.productId),
        eq(checkInListProducts.checkInListId, listId),
      ),
    )
    .where(and(isNull(attendees.deletedAt), ...conditions));
}

/** The live check-ins of a list for some attendees (admissions only with `admittedOnly`), oldest first. */
export async function liveCheckInsOf(
  db: Executor,
  listId: number,
  attendeeIds: readonly number[],
  admittedOnly = false,
): Promise<CheckInRow[]> {
  if (attendeeIds.length === 0) return [];
  return db
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.checkInListId, listId),
        isNull(checkIns.deletedAt),
        inArray(checkIns.attendeeId, [...attendeeIds]),
        admittedOnly ? eq(checkIns.admitted, true) : undefined,
      ),
    )
    .orderBy(asc(checkIns.scannedAt));
}

/** What a device keeps of an older code's secret: the domain's `ticketSecretDigest`, computed here at once. */
export function secretDigestOf(secret: string): string {
  return createHash("sha256").update(`ticket-secret:${secret}`).digest("base64url");
}

/** An attendee with its order, as the door copy keeps it. */
export function doorAttendeeOf(
  attendee: AttendeeRow,
  order: { status: DoorAttendee["order_status"]; publicId: string },
  admission: DoorCheckIn | null,
  duplicates: DoorAttendee["duplicates"] = [],
): DoorAttendee {
  return {
    public_id: attendee.publicId,
    first_name: attendee.firstName,
    last_name: attendee.lastName,
    email: attendee.email,
    product_id: attendee.productId,
    status: attendee.status,
    order_public_id: order.publicId,
    order_status: order.status,
    secret_digest: secretDigestOf(attendee.ticketSecret),
    check_in: admission,
    duplicates,
  };
}

/**
 * Decides and records a batch of scans on one list, in the caller's transaction, with the same rule
 * a device applies offline (`doorVerdict`): each is admitted, refused, or — made offline after
 * another admission of the same ticket — recorded as a duplicate; when the offline scan was the
 * earlier of the two, it stands and the other becomes the duplicate.
 *
 * Locks, in the order every sale takes them (docs/decisions/0002-checkout-lock-order.md): the
 * event's stock lock, only when a scan may mark an order paid; then the rows of the scanned
 * tickets' orders, `FOR UPDATE`, in id order. Two devices scanning one ticket at the same instant
 * therefore decide one after the other, and the second sees the first's admission; the partial
 * unique index `check_ins_one_admission` (one live admission per ticket and list) backs it.
 * A device's scan id is unique (`check_ins_device_scan_id_unique`): a queue sent twice is
 * answered from what the first sending recorded.
 */
export async function admitScans(
  tx: Transaction,
  context: { list: AdmittingList; keys: TicketKeys; scanner: Scanner; now: Date },
  scans: readonly Scan[],
): Promise<ScanResult[]> {
  const { list, keys, scanner, now } = context;
  const codes = scans.map((scan) => readTicketCode(keys, scan.code));
  const publicIds = [...new Set(codes.flatMap((code) => (code ? [code.publicId] : [])))];
  if (publicIds.length === 0)
    return scans.map(() => ({ outcome: "not_a_ticket", attendeeId: null, attendee: null, standing: null }));

  if (
    list.door.allow_awaiting_payment &&
    scans.some((scan) => scan.action === "check-in-and-mark-order-as-paid")
  )
    await lockEventStock(tx, list.door.event.id);
  // The scanned tickets, their orders' rows locked as they are read, in id order.
  const found = await tx
    .select({ attendee: attendees, order: { status: orders.status, publicId: orders.publicId } })
    .from(attendees)
    .innerJoin(orders, eq(orders.id, attendees.orderId))
    .where(and(inArray(attendees.publicId, publicIds), isNull(attendees.deletedAt)))
    .orderBy(asc(orders.id))
    .for("update", { of: orders });
  const byPublicId = new Map(found.map((row) => [row.attendee.publicId, row]));
  const attendeeIds = found.map((row) => row.attendee.id);
  const deviceScanIds = scans.flatMap((scan) => (scan.deviceScanId ? [scan.deviceScanId] : []));
  const existing =
    attendeeIds.length === 0
      ? []
      : await tx
          .select()
          .from(checkIns)
          .where(
            and(
              eq(checkIns.checkInListId, list.id),
              isNull(checkIns.deletedAt),
              or(
                inArray(checkIns.attendeeId, attendeeIds),
                deviceScanIds.length > 0 ? inArray(checkIns.deviceScanId, deviceScanIds) : undefined,
              ),
            ),
          )
          .orderBy(asc(checkIns.scannedAt));
  const results: Omit<ScanResult, "attendee">[] = [];
  const pending: (typeof checkIns.$inferInsert & { scannedAt: Date })[] = [];
  const demoted: number[] = [];
  const standingOf = (row: Pick<CheckInRow, "shortId" | "scannedAt" | "deviceName">) =>
    doorCheckInOf(row, list.name);
  // What stands for each ticket as the batch goes: a row already stored, or one about to be.
  const admissionOf = new Map<number, Pick<CheckInRow, "id" | "shortId" | "scannedAt" | "deviceName">>(
    existing.filter((row) => row.admitted).map((row) => [row.attendeeId, row]),
  );
  const recorded = new Map(existing.flatMap((row) => (row.deviceScanId ? [[row.deviceScanId, row]] : [])));
  const sent = new Set<string>();
  for (const [index, scan] of scans.entries()) {
    const code = codes[index];
    const match = code ? byPublicId.get(code.publicId) : undefined;
    if (!code || !match || (code.kind === "older" && code.secret !== match.attendee.ticketSecret)) {
      results.push({ outcome: "not_a_ticket", attendeeId: null, standing: null });
      continue;
    }
    const { attendee, order } = match;
    const admission = admissionOf.get(attendee.id);
    const again = scan.deviceScanId ? recorded.get(scan.deviceScanId) : undefined;
    if ((again && again.attendeeId === attendee.id) || (scan.deviceScanId && sent.has(scan.deviceScanId))) {
      // Sent before (or twice in this batch): answered from what was recorded, nothing new written.
      results.push({
        outcome: again && !again.admitted ? "duplicate" : "admitted",
        attendeeId: attendee.id,
        standing: admission ? standingOf(admission) : null,
      });
      continue;
    }
    if (scan.deviceScanId) sent.add(scan.deviceScanId);
    const scannedAt = scan.offline && scan.scannedAt && scan.scannedAt < now ? scan.scannedAt : now;
    // A queued scan is judged at the time it was made: a list that closed since still took it.
    const verdict = doorVerdict({
      list: list.door,
      now: scannedAt,
      action: scan.action,
      attendee: doorAttendeeOf(attendee, order, admission ? standingOf(admission) : null),
    });
    const newRow = (admitted: boolean) => ({
      shortId: newCheckInShortId(),
      checkInListId: list.id,
      attendeeId: attendee.id,
      productId: attendee.productId,
      eventId: attendee.eventId,
      orderId: attendee.orderId,
      admitted,
      scannedAt,
      deviceScanId: scan.deviceScanId,
      deviceId: scanner.deviceId,
      deviceName: scanner.deviceName,
      ipAddress: scanner.ipAddress,
    });
    const admit = () => {
      const row = newRow(true);
      pending.push(row);
      admissionOf.set(attendee.id, { id: 0, ...row });
      results.push({ outcome: "admitted", attendeeId: attendee.id, standing: standingOf(row) });
    };

    if (verdict.outcome === "admitted") {
      if (order.status === "AWAITING_OFFLINE_PAYMENT") {
        // Under the event's stock lock (taken above for such scans) and the order's row lock: the
        // guarded move marks it paid once, however many devices scan its tickets at once.
        await completeOrderAwaitingOfflinePayment(tx, attendee.orderId, { provider: "OFFLINE", now });
        await tx.update(orders).set({ paidAt: now }).where(eq(orders.id, attendee.orderId));
        for (const row of found)
          if (row.attendee.orderId === attendee.orderId) row.order.status = "COMPLETED";
      }
      admit();
    } else if (verdict.outcome === "already_checked_in" && admission && scan.offline) {
      if (scannedAt < admission.scannedAt && admission.id !== 0) {
        // The earlier of two admissions stands: the later one becomes its duplicate first, so the
        // unique index never sees two live admissions.
        await tx.update(checkIns).set({ admitted: false }).where(eq(checkIns.id, admission.id));
        demoted.push(admission.id);
        admit();
      } else {
        pending.push(newRow(false));
        results.push({ outcome: "duplicate", attendeeId: attendee.id, standing: standingOf(admission) });
      }
    } else {
      results.push({
        outcome: verdict.outcome,
        attendeeId: attendee.id,
        standing: admission ? standingOf(admission) : null,
      });
    }
  }
  const created: number[] = [];
  for (let start = 0; start < pending.length; start += 500) {
    // Safe under the orders' row locks taken above; `check_ins_one_admission` would refuse a
    // second live admission of a ticket on the list, and `on conflict do nothing` keeps the batch.
    const rows = await tx
      .insert(checkIns)
      .values(pending.slice(start, start + 500))
      .onConflictDoNothing()
      .returning({ id: checkIns.id, admitted: checkIns.admitted });
    created.push(...rows.filter((row) => row.admitted).map((row) => row.id));
  }
  const eventId = list.door.event.id;
  countAdmissions(list.id, created.length - demoted.length);
  await recordActivity(tx, { type: "checkin.deleted", eventId, entity: "checkin", entityIds: demoted });
  await recordActivity(tx, { type: "checkin.created", eventId, entity: "checkin", entityIds: created });

  // Each scanned ticket as the door now sees it: the admission that stands, and its duplicates.
  const kept = [
    ...existing.map((row) => (demoted.includes(row.id) ? { ...row, admitted: false } : row)),
    ...pending.map((row) => ({
      ...row,
      admitted: row.admitted ?? false,
      deviceName: row.deviceName ?? null,
    })),
  ].sort((a, b) => a.scannedAt.getTime() - b.scannedAt.getTime());
  const duplicatesOf = new Map<number, DoorAttendee["duplicates"]>();
  for (const row of kept) {
    if (row.admitted) continue;
    const { short_id: _, ...shown } = standingOf(row);
    duplicatesOf.set(row.attendeeId, [...(duplicatesOf.get(row.attendeeId) ?? []), shown]);
  }
  const byId = new Map(found.map((row) => [row.attendee.id, row]));
  const viewOf = (attendeeId: number | null): DoorAttendee | null => {
    const match = attendeeId === null ? undefined : byId.get(attendeeId);
    if (!match) return null;
    const admission = admissionOf.get(match.attendee.id);
    const standing = admission ? standingOf(admission) : null;
    return doorAttendeeOf(match.attendee, match.order, standing, duplicatesOf.get(match.attendee.id));
  };
  return results.map((result) => ({ ...result, attendee: viewOf(result.attendeeId) }));
}

/**
 * Undoes check-ins of a list named by their short id or by the device's scan id (soft delete,
 * not window-checked). Returns the ids that named no live check-in of the list.
 */
export async function undoCheckIns(
  tx: Transaction,
  list: { id: number; eventId: number },
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const undone = await tx
    .update(checkIns)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(checkIns.checkInListId, list.id),
        isNull(checkIns.deletedAt),
        or(inArray(checkIns.shortId, [...ids]), inArray(checkIns.deviceScanId, [...ids])),
      ),
    )
    .returning({
      id: checkIns.id,
      shortId: checkIns.shortId,
      deviceScanId: checkIns.deviceScanId,
      admitted: checkIns.admitted,
    });
  const admissions = undone.filter((row) => row.admitted).map((row) => row.id);
  countAdmissions(list.id, -admissions.length);
  await recordActivity(tx, {
    type: "checkin.deleted",
    eventId: list.eventId,
    entity: "checkin",
    entityIds: admissions,
  });
  const named = new Set(undone.flatMap((row) => [row.shortId, row.deviceScanId]));
  return ids.filter((id) => !named.has(id));
}
