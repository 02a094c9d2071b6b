import type { CheckInRecord } from "@varco/domain";
import { and, asc, countDistinct, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { attendees, checkInLists, checkIns, orders } from "../../db/schema";

/** An attendee's admissions on the event's live lists, oldest first: list, time and device. */
export async function checkInsOfAttendee(db: Executor, attendeeId: number): Promise<CheckInRecord[]> {
  const rows = await db
    .select({
      checkIn: checkIns,
      list: { id: checkInLists.id, name: checkInLists.name, short_id: checkInLists.shortId },
    })
    .from(checkIns)
    .innerJoin(checkInLists, and(eq(checkInLists.id, checkIns.checkInListId), isNull(checkInLists.deletedAt)))
    .where(and(eq(checkIns.attendeeId, attendeeId), eq(checkIns.admitted, true), isNull(checkIns.deletedAt)))
    .orderBy(asc(checkIns.scannedAt));
  return rows.map(({ checkIn, list }) => checkInRecordOf(checkIn, list));
}

/** One admission as the API tells it, with its list. */
export function checkInRecordOf(
  checkIn: typeof checkIns.$inferSelect,
  list: CheckInRecord["check_in_list"],
): CheckInRecord {
  return {
    id: checkIn.id,
    short_id: checkIn.shortId,
    attendee_id: checkIn.attendeeId,
    check_in_list_id: checkIn.checkInListId,
    product_id: checkIn.productId,
    event_id: checkIn.eventId,
    order_id: checkIn.orderId,
    created_at: checkIn.createdAt.toISOString(),
    checked_in_at: checkIn.scannedAt.toISOString(),
    device_name: checkIn.deviceName,
    device_id: checkIn.deviceId,
    check_in_list: list,
  };
}

/** Distinct attendees of the event admitted on at least one of its live lists. */
export async function checkedInAttendeesOfEvent(db: Executor, eventId: number): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(checkIns.attendeeId) })
    .from(checkIns)
    .innerJoin(checkInLists, and(eq(checkInLists.id, checkIns.checkInListId), isNull(checkInLists.deletedAt)))
    // Among the event's attendees as every figure counts them (docs/rules/reports.md): not
    // cancelled, of a completed order.
    .innerJoin(
      attendees,
      and(
        eq(attendees.id, checkIns.attendeeId),
        ne(attendees.status, "CANCELLED"),
        isNull(attendees.deletedAt),
      ),
    )
    .innerJoin(orders, and(eq(orders.id, attendees.orderId), eq(orders.status, "COMPLETED")))
    .where(and(eq(checkIns.eventId, eventId), eq(checkIns.admitted, true), isNull(checkIns.deletedAt)));
  return Number(row?.count ?? 0);
}
