import { and, eq, gt, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/connect";
import { orders, waitlistEntries } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { liveReservationSql } from "./liveReservation";

/** Which places on the waitlist a count of held units takes in (docs/rules/waitlist.md). */
export interface WaitlistHolds {
  /**
   * Whether the people waiting hold a unit each: true for ordinary buyers (a unit freed while
   * people wait is theirs first), false when working out what can be offered to those people.
   */
  waiting: boolean;
  /** The entry whose own offer is being taken up: its unit is the one it takes, not one held from it. */
  exceptEntryId?: number | undefined;
}

/**
 * Whether the waitlist entry under `alias` holds a unit of its price at `now`:
 * - an OFFERED entry, until its offer runs out, unless the reservation its person made with the
 *   offer is live (that reservation is then what holds the unit, counted with the orders);
 * - with `waiting`, a WAITING entry of a product whose waitlist is on.
 */
export function waitlistHoldSql(alias: string, now: Date, holds: WaitlistHolds): SQL {
  const entry = sql.identifier(alias);
  const instant = sql`${now.toISOString()}::timestamptz`;
  const offered = sql`(${entry}.status = 'OFFERED' and ${entry}.offer_expires_at > ${instant}
    and not exists (select 1 from orders wo where wo.id = ${entry}.order_id and ${liveReservationSql("wo", now)}))`;
  const waiting = holds.waiting
    ? sql` or (${entry}.status = 'WAITING' and exists (select 1 from products wp
        where wp.id = ${entry}.product_id and wp.waitlist_enabled and wp.deleted_at is null))`
    : sql``;
  const except = holds.exceptEntryId === undefined ? sql`` : sql` and ${entry}.id <> ${holds.exceptEntryId}`;
  return sql`((${offered}${waiting})${except})`;
}

/**
 * Takes up a waitlist offer for a reservation being made now, under the event's stock lock: the
 * entry must be OFFERED and its offer still open (else 409 `waitlist_offer_closed`). A reservation
 * made earlier with the same offer (another browser, say) is given up, so the offer's one unit
 * goes to the reservation being made. Answers when the offer runs out: the reservation lasts as
 * long as the offer.
 */
export async function takeUpOffer(
  tx: Transaction,
  { eventId, entryId, now }: { eventId: number; entryId: number; now: Date },
): Promise<{ until: Date }> {
  const [entry] = await tx
    .select({ orderId: waitlistEntries.orderId, until: waitlistEntries.offerExpiresAt })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.id, entryId),
        eq(waitlistEntries.eventId, eventId),
        eq(waitlistEntries.status, "OFFERED"),
        gt(waitlistEntries.offerExpiresAt, now),
      ),
    );
  if (!entry?.until) throw HttpError.refused(409, "waitlist_offer_closed", "This offer is no longer open.");
  if (entry.orderId !== null) {
    // Safe under the event's stock lock (lockEventStock), taken by the caller.
    await tx
      .update(orders)
      .set({ status: "ABANDONED", updatedAt: now })
      .where(and(eq(orders.id, entry.orderId), liveReservationSql("orders", now)));
  }
  return { until: entry.until };
}

/** The reservation made with an offer: the entry points at it (under the caller's stock lock). */
export async function linkOfferOrder(tx: Transaction, entryId: number, orderId: number): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ orderId, updatedAt: sql`now()` })
    .where(eq(waitlistEntries.id, entryId));
}
