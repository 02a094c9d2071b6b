import { and, eq, ne } from "drizzle-orm";
import { recordActivity } from "../../db/activity";
import type { Transaction } from "../../db/connect";
import { attendees } from "../../db/schema";

/**
 * The activity an order's life writes (docs/decisions/0006-event-log.md), as the webhooks tell
 * it: a new order also tells of each of its attendees, a cancelled one of each attendee cancelled
 * with it. Called in the transaction of the change, after its guarded write.
 */

type OrderRef = { id: number; eventId: number };

/** A sale made (completed, awaiting its offline payment, or added at the box office). */
export async function recordNewOrder(tx: Transaction, order: OrderRef): Promise<void> {
  await recordActivity(tx, {
    type: "order.created",
    eventId: order.eventId,
    entity: "order",
    entityIds: [order.id],
  });
  const people = await tx
    .select({ id: attendees.id })
    .from(attendees)
    .where(and(eq(attendees.orderId, order.id), ne(attendees.status, "CANCELLED")))
    .orderBy(attendees.id);
  await recordActivity(tx, {
    type: "attendee.created",
    eventId: order.eventId,
    entity: "attendee",
    entityIds: people.map((person) => person.id),
  });
}

/** The order cancelled, with the attendees cancelled with it. */
export async function recordCancelledOrder(
  tx: Transaction,
  order: OrderRef,
  cancelledAttendeeIds: readonly number[],
): Promise<void> {
  await recordActivity(tx, {
    type: "order.cancelled",
    eventId: order.eventId,
    entity: "order",
    entityIds: [order.id],
  });
  await recordActivity(tx, {
    type: "attendee.cancelled",
    eventId: order.eventId,
    entity: "attendee",
    entityIds: cancelledAttendeeIds,
  });
}

/** One more thing happened to the order: paid offline, refunded, its details changed. */
export async function recordOrderChange(
  tx: Transaction,
  order: OrderRef,
  type: "order.marked_as_paid" | "order.refunded" | "order.updated",
): Promise<void> {
  await recordActivity(tx, { type, eventId: order.eventId, entity: "order", entityIds: [order.id] });
}
