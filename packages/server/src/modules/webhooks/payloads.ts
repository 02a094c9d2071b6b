import type { WebhookEventType } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { type activityLog, checkInLists, checkIns } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { getAttendee } from "../attendees/service";
import type { Caller } from "../auth/caller";
import { checkInRecordOf } from "../checkIn/attendeeCheckIns";
import { getEvent } from "../events/service";
import { getOrder } from "../orders/service";
import { getProduct } from "../products/productService";

/**
 * What a webhook is told (docs/api/webhooks.md): `{event_type, event_sent_at, payload}`, the
 * payload being the resource the activity row names as the API answers it (an order with its
 * items, attendees and answers; an attendee; a check-in with its attendee; a product with its
 * prices and taxes; an event), read when the message is first sent. A resource gone since (a
 * deleted product, a deleted event) is told by its ids alone.
 */

export type ActivityRow = typeof activityLog.$inferSelect;

/** A reader for the account that owns the row, as a member of it would read. */
function readerOf(db: Database, accountId: number, appUrl: string): Caller {
  return { db, accountId, userId: 0, appUrl, now: new Date() };
}

/** The resource, or `fallback` when it cannot be read any more (404). */
async function orGone<T>(
  read: Promise<T>,
  fallback: Record<string, unknown>,
): Promise<T | Record<string, unknown>> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return fallback;
    throw error;
  }
}

async function checkInResource(caller: Caller, eventId: number, checkInId: number) {
  const [row] = await caller.db
    .select({
      checkIn: checkIns,
      list: { id: checkInLists.id, name: checkInLists.name, short_id: checkInLists.shortId },
    })
    .from(checkIns)
    .innerJoin(checkInLists, eq(checkInLists.id, checkIns.checkInListId))
    .where(and(eq(checkIns.id, checkInId), eq(checkIns.eventId, eventId), isNull(checkInLists.deletedAt)));
  if (!row) throw HttpError.notFound();
  const { checkIn, list } = row;
  return {
    ...checkInRecordOf(checkIn, list),
    deleted_at: checkIn.deletedAt?.toISOString() ?? null,
    attendee: await orGone(getAttendee(caller, eventId, checkIn.attendeeId), { id: checkIn.attendeeId }),
  };
}

/** The resource an activity row names. */
export async function resourceOfActivity(db: Database, row: ActivityRow, appUrl: string): Promise<unknown> {
  const caller = readerOf(db, row.accountId, appUrl);
  const eventId = row.eventId ?? 0;
  const gone = { id: row.entityId, event_id: row.eventId };
  switch (row.entity) {
    case "order":
      return orGone(getOrder(caller, eventId, row.entityId), gone);
    case "attendee":
      return orGone(getAttendee(caller, eventId, row.entityId), gone);
    case "product":
      return orGone(getProduct(caller, eventId, row.entityId), gone);
    case "event":
      return orGone(getEvent(caller, row.entityId), { id: row.entityId });
    case "checkin":
      return orGone(checkInResource(caller, eventId, row.entityId), gone);
  }
}

/** The body sent: the same bytes on every attempt, so it is built once and kept. */
export function messageBody(eventType: WebhookEventType, payload: unknown, sentAt: Date): string {
  return JSON.stringify({ event_type: eventType, event_sent_at: sentAt.toISOString(), payload });
}

/** The `webhook-id` of an activity row: one per row, the same on every attempt and webhook. */
export const messageIdOf = (activityId: number) => `msg_${activityId}`;
