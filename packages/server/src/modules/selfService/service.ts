import type { SelfServiceEditResponse, selfServiceEditSchema } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { recordActivity } from "../../db/activity";
import type { Database, Transaction } from "../../db/connect";
import { attendees, events, orders } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { type RateLimit, RateLimited, type RateLimits } from "../../http/rateLimit";
import { findBuyerOrder, type OrderRow } from "../checkout/buyerOrder";
import { newAttendeeShortId } from "../checkout/complete";
import { newOrderShortId } from "../checkout/reserve";
import { settingsOfEvent } from "../events/loaders";
import { queueMail } from "../mail/outbox";
import { recordOrderChange } from "../sales/orderActivity";
import { queueAttendeeTicketMail, queueOrderMails } from "../tickets/orderMails";

/**
 * A buyer's self-service on their order, by the order's short id (the link mailed to the buyer):
 * correct the order's or a ticket's name and email, have the confirmation or a ticket sent again.
 * Only when the event allows it (`allow_attendee_self_edit`, off unless the organiser turns it on),
 * only for an order whose tickets are issued. A changed address issues a new link (the old one
 * stops working: whoever held it no longer reaches the tickets), sends the order or ticket to the
 * new address and a notice to the old one (docs/rules/orders.md).
 */

type EditBody = z.output<typeof selfServiceEditSchema>;

/** Edits of one order (its own and its tickets'), and mails sent again: each 20 an hour. */
export const selfServiceEditLimit: RateLimit = { bucket: "self-service-edit", max: 20, windowSeconds: 3600 };
export const selfServiceMailLimit: RateLimit = { bucket: "self-service-mail", max: 20, windowSeconds: 3600 };

export interface SelfServiceRequest {
  eventId: number;
  orderShortId: string;
  now: Date;
}

/** The order named, if the event lets buyers change it and its tickets are issued. */
async function changeableOrder(db: Database, request: SelfServiceRequest): Promise<OrderRow> {
  const order = await findBuyerOrder(db, { eventId: request.eventId, shortId: request.orderShortId });
  if (order.status !== "COMPLETED" && order.status !== "AWAITING_OFFLINE_PAYMENT")
    throw HttpError.notFound("Order not found");
  const settings = await settingsOfEvent(db, order.eventId);
  if (!settings.allow_attendee_self_edit)
    throw HttpError.forbidden("The organiser of this event does not allow changes to orders.");
  return order;
}

async function spend(rateLimits: RateLimits, limit: RateLimit, order: OrderRow): Promise<void> {
  const hit = await rateLimits.hit(limit, String(order.id));
  if (!hit.allowed) throw new RateLimited(hit.retryAfterSeconds);
}

/** Only the fields sent that differ from what is stored; emails compared without case. */
function changesOf(
  stored: { firstName: string | null; lastName: string | null; email: string | null },
  body: EditBody,
) {
  const email = body.email?.trim().toLowerCase();
  return {
    ...(body.first_name !== undefined && body.first_name !== stored.firstName
      ? { firstName: body.first_name }
      : {}),
    ...(body.last_name !== undefined && body.last_name !== stored.lastName
      ? { lastName: body.last_name }
      : {}),
    ...(email !== undefined && email !== (stored.email ?? "").toLowerCase() ? { email } : {}),
  };
}

async function eventTitleOf(tx: Transaction, eventId: number) {
  const [event] = await tx
    .select({ title: events.title, accountId: events.accountId })
    .from(events)
    .where(eq(events.id, eventId));
  return { title: event?.title ?? "", accountId: event?.accountId ?? null };
}

/** `PATCH public/events/{e}/order/{shortId}`: the buyer's own name and email. */
export async function editOrder(
  db: Database,
  rateLimits: RateLimits,
  request: SelfServiceRequest,
  body: EditBody,
): Promise<SelfServiceEditResponse> {
  const found = await changeableOrder(db, request);
  await spend(rateLimits, selfServiceEditLimit, found);
  return db.transaction(async (tx) => {
    // The row locked: two edits at once are applied one after the other, each seeing the last.
    const order = await findBuyerOrder(tx, {
      eventId: found.eventId,
      shortId: found.shortId,
      forUpdate: true,
    });
    const changes = changesOf(order, body);
    if (Object.keys(changes).length === 0) return { message: "Nothing to change" };
    const newShortId = changes.email === undefined ? undefined : newOrderShortId();
    await tx
      .update(orders)
      .set({ ...changes, ...(newShortId ? { shortId: newShortId } : {}), updatedAt: request.now })
      .where(eq(orders.id, order.id));
    await recordOrderChange(tx, order, "order.updated");
    if (newShortId && order.email) {
      const event = await eventTitleOf(tx, order.eventId);
      await queueOrderMails(tx, order.id, { ticketMails: false, organizerCopy: false });
      await queueMail(tx, {
        accountId: event.accountId,
        to: order.email,
        template: "order_email_changed",
        payload: {
          locale: order.locale,
          first_name: order.firstName ?? "",
          event_title: event.title,
          order_number: order.publicId,
          new_email: changes.email,
        },
      });
    }
    return newShortId ? { message: "Order updated", new_short_id: newShortId } : { message: "Order updated" };
  });
}

/** The ticket of the order the path names; 404 for one of another order. */
async function attendeeOf(
  tx: Transaction | Database,
  order: OrderRow,
  attendeeShortId: string,
  forUpdate = false,
) {
  const query = tx
    .select()
    .from(attendees)
    .where(
      and(
        eq(attendees.orderId, order.id),
        eq(attendees.shortId, attendeeShortId),
        isNull(attendees.deletedAt),
      ),
    );
  const [attendee] = forUpdate ? await query.for("update") : await query;
  if (!attendee) throw HttpError.notFound("Attendee not found");
  return attendee;
}

/** `PATCH public/events/{e}/order/{shortId}/attendees/{attendeeShortId}`: a ticket holder's name and email. */
export async function editAttendee(
  db: Database,
  rateLimits: RateLimits,
  request: SelfServiceRequest & { attendeeShortId: string },
  body: EditBody,
): Promise<SelfServiceEditResponse> {
  const order = await changeableOrder(db, request);
  const checked = await attendeeOf(db, order, request.attendeeShortId);
  if (checked.status === "CANCELLED") throw new HttpError(409, "This ticket is cancelled.");
  await spend(rateLimits, selfServiceEditLimit, order);
  return db.transaction(async (tx) => {
    // The row locked: two edits at once are applied one after the other, each seeing the last.
    const attendee = await attendeeOf(tx, order, request.attendeeShortId, true);
    const changes = changesOf(attendee, body);
    if (Object.keys(changes).length === 0) return { message: "Nothing to change" };
    const newShortId = changes.email === undefined ? undefined : newAttendeeShortId();
    await tx
      .update(attendees)
      .set({ ...changes, ...(newShortId ? { shortId: newShortId } : {}), updatedAt: request.now })
      .where(eq(attendees.id, attendee.id));
    await recordActivity(tx, {
      type: "attendee.updated",
      eventId: order.eventId,
      entity: "attendee",
      entityIds: [attendee.id],
    });
    if (newShortId) {
      const event = await eventTitleOf(tx, order.eventId);
      await queueAttendeeTicketMail(tx, attendee.id);
      await queueMail(tx, {
        accountId: event.accountId,
        to: attendee.email,
        template: "ticket_email_changed",
        payload: {
          locale: attendee.locale ?? order.locale,
          first_name: attendee.firstName,
          holder_name:
            `${changes.firstName ?? attendee.firstName} ${changes.lastName ?? attendee.lastName}`.trim(),
          event_title: event.title,
          order_number: order.publicId,
          new_email: changes.email,
        },
      });
    }
    return newShortId
      ? { message: "Ticket updated", new_short_id: newShortId }
      : { message: "Ticket updated" };
  });
}

/** `POST public/events/{e}/order/{shortId}/resend-confirmation`: the buyer's confirmation again. */
export async function resendConfirmation(
  db: Database,
  rateLimits: RateLimits,
  request: SelfServiceRequest,
): Promise<void> {
  const order = await changeableOrder(db, request);
  await spend(rateLimits, selfServiceMailLimit, order);
  await db.transaction((tx) => queueOrderMails(tx, order.id, { ticketMails: false, organizerCopy: false }));
}

/** `POST …/attendees/{attendeeShortId}/resend-ticket`: one ticket again, to its holder (ACTIVE ones only). */
export async function resendTicket(
  db: Database,
  rateLimits: RateLimits,
  request: SelfServiceRequest & { attendeeShortId: string },
): Promise<void> {
  const order = await changeableOrder(db, request);
  const attendee = await attendeeOf(db, order, request.attendeeShortId);
  if (attendee.status !== "ACTIVE")
    throw new HttpError(409, "This ticket has nothing to send yet, or is cancelled.");
  await spend(rateLimits, selfServiceMailLimit, order);
  await db.transaction((tx) => queueAttendeeTicketMail(tx, attendee.id));
}
