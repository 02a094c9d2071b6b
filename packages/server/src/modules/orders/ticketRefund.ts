import { currencyMinorDigits } from "@varco/domain";
import { and, eq, inArray, ne } from "drizzle-orm";
import { recordActivity } from "../../db/activity";
import type { Transaction } from "../../db/connect";
import { attendees, orderRefundAttendees } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { loadOrderRows } from "../checkout/publicOrderResource";
import type { NoticeTicket } from "../mail/orderNoticeMail";
import type { AttendeeRow } from "../sales/orderWire";
import { type PriceUnits, returnUnits } from "../sales/stock";
import { shareOfTickets, ticketPricesOf } from "../sales/ticketRefunds";
import type { OrderRow } from "./orderResource";

/**
 * A refund by ticket (docs/rules/orders.md): the organiser picks tickets of the order, the amount
 * is shared among them, and they may be cancelled in the same transaction.
 */

/** A picked ticket and its share of the refund, in minor units. */
export interface PickedTicket {
  attendee: AttendeeRow;
  amount: number;
}

/**
 * The picked tickets with their shares of `amount` (minor units), read under the order's row lock
 * (taken by the caller), so what each ticket had back cannot move until the refund is recorded.
 * 422 on `attendee_ids` for a ticket that is not the order's (`tickets_not_of_order`); on `amount`
 * for more than the picked tickets were paid and have not had back (`refund_exceeds_remaining`,
 * with that much).
 */
export async function pickTickets(
  tx: Transaction,
  order: OrderRow,
  ids: readonly number[],
  amount: number,
): Promise<PickedTicket[]> {
  const rows = await loadOrderRows(tx, order);
  const byId = new Map(rows.attendees.map((attendee) => [attendee.id, attendee]));
  const strangers = ids.filter((id) => !byId.has(id));
  if (strangers.length > 0)
    throw HttpError.unprocessable({ attendee_ids: [{ code: "tickets_not_of_order" }] });
  const prices = ticketPricesOf(rows.items, rows.attendees);
  const picked = ids.flatMap((id) => {
    const attendee = byId.get(id);
    if (!attendee) return [];
    const back = rows.ticketRefunds?.get(id) ?? 0;
    return [{ attendee, refundable: Math.max(0, (prices.get(id) ?? 0) - back) }];
  });
  const most = picked.reduce((sum, ticket) => sum + ticket.refundable, 0);
  if (amount > most)
    throw HttpError.unprocessable({
      amount: [
        {
          code: "refund_exceeds_remaining",
          remaining: most / 10 ** currencyMinorDigits(order.currency),
          currency: order.currency,
        },
      ],
    });
  const shares = shareOfTickets(
    amount,
    picked.map((ticket) => ({ attendeeId: ticket.attendee.id, refundable: ticket.refundable })),
  );
  return picked.map((ticket, index) => ({ attendee: ticket.attendee, amount: shares[index]?.amount ?? 0 }));
}

/**
 * Cancels the picked tickets still valid: each CANCELLED, its unit returned once, the change in the
 * activity log. Answers the tickets it cancelled. The caller holds the event's stock lock
 * (lockEventStock) and checked that the order still sells (a cancelled order's tickets are).
 */
export async function cancelPickedTickets(
  tx: Transaction,
  order: OrderRow,
  picked: readonly PickedTicket[],
  now: Date,
): Promise<AttendeeRow[]> {
  const ids = picked.map((ticket) => ticket.attendee.id);
  // Safe under the event's stock lock (lockEventStock, taken by the caller): the guard moves each
  // ticket to CANCELLED once, so each gives its unit back once, however many cancels race.
  const moved = await tx
    .update(attendees)
    .set({ status: "CANCELLED", updatedAt: now })
    .where(
      and(eq(attendees.orderId, order.id), inArray(attendees.id, ids), ne(attendees.status, "CANCELLED")),
    )
    .returning({ id: attendees.id, priceId: attendees.productPriceId });
  if (moved.length === 0) return [];
  const units = new Map<number, number>();
  for (const row of moved) units.set(row.priceId, (units.get(row.priceId) ?? 0) + 1);
  await returnUnits(
    tx,
    [...units].map(([priceId, count]): PriceUnits => ({ priceId, units: count })),
  );
  await recordActivity(tx, {
    type: "attendee.cancelled",
    eventId: order.eventId,
    entity: "attendee",
    entityIds: moved.map((row) => row.id),
  });
  const movedIds = new Set(moved.map((row) => row.id));
  return picked.filter((ticket) => movedIds.has(ticket.attendee.id)).map((ticket) => ticket.attendee);
}

/** Which tickets a refund was for, kept with it: what each may still get back follows from it. */
export async function recordTicketShares(
  tx: Transaction,
  refundId: number,
  picked: readonly PickedTicket[],
): Promise<void> {
  await tx
    .insert(orderRefundAttendees)
    .values(picked.map((ticket) => ({ refundId, attendeeId: ticket.attendee.id, amount: ticket.amount })))
    // A retry Stripe answered with a refund already recorded has its tickets already.
    .onConflictDoNothing();
}

/** A ticket as the notices list it. */
export function noticeTicketOf(attendee: AttendeeRow): NoticeTicket {
  return {
    title: attendee.productTitle,
    firstName: attendee.firstName,
    lastName: attendee.lastName,
    publicId: attendee.publicId,
    email: attendee.email,
  };
}
