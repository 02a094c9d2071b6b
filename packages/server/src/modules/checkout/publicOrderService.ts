import type { PublicEvent } from "@varco/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { eventSettings, orders } from "../../db/schema";
import type { AuthContext } from "../../http/appEnv";
import { HttpError } from "../../http/httpError";
import { eventSettingsResource } from "../events/eventSettings";
import { publicEvent } from "../events/publicService";
import { ticketCodesOf } from "../tickets/ticketResource";
import { assertBuyerMayChange, assertBuyerSession, findBuyerOrder } from "./buyerOrder";
import {
  loadOrderRows,
  loadPublicOrder,
  type OrderPublic,
  type OrderRow,
  publicOrderResource,
} from "./publicOrderResource";
import { checkoutSessionHash } from "./session";
import { lockEventStock } from "./stock";

export interface BuyerRequest {
  eventId: number;
  shortId: string;
  /** The checkout session the request carries, if any. */
  session: string | undefined;
  now: Date;
}

/**
 * The public event an order page shows (`?include=event`): the events module's public resource with
 * its settings, plus the post-checkout ones (message, online connection details) once the order is
 * COMPLETED: the public page never shows them.
 */
export async function eventOfOrder(
  db: Database,
  order: OrderRow,
  { viewer, appUrl, now }: { viewer: AuthContext | undefined; appUrl: string; now: Date },
): Promise<PublicEvent | undefined> {
  const event = await publicEvent(db, order.eventId, viewer, { appUrl, now });
  if (!event || order.status !== "COMPLETED" || !event.settings) return event;
  const [row] = await db
    .select({ values: eventSettings.values })
    .from(eventSettings)
    .where(eq(eventSettings.eventId, order.eventId));
  const all = eventSettingsResource(row?.values ?? {});
  return {
    ...event,
    settings: {
      ...event.settings,
      post_checkout_message: all.post_checkout_message,
      online_event_connection_details: all.online_event_connection_details,
    },
  };
}

/**
 * `GET public/events/{id}/order/{shortId}`: any order by its short id, but a RESERVED one only to
 * the session that made it (403 otherwise); with its tickets once it is completed or awaiting an
 * offline payment.
 */
export async function readPublicOrder(
  db: Database,
  request: BuyerRequest,
  include: { event?: { viewer: AuthContext | undefined; appUrl: string } } = {},
): Promise<OrderPublic> {
  const order = await findBuyerOrder(db, request);
  const sessionHash = request.session === undefined ? undefined : checkoutSessionHash(request.session);
  assertBuyerSession(order, sessionHash);
  const event = include.event
    ? await eventOfOrder(db, order, { ...include.event, now: request.now })
    : undefined;
  const rows = await loadOrderRows(db, order);
  // Once the order admits, each ticket's code and QR (the tickets module decides which do).
  const tickets = await ticketCodesOf(db, order, rows.attendees);
  return publicOrderResource(rows, { now: request.now, session: request.session, event, tickets });
}

/**
 * `POST …/order/{shortId}/abandon`: the buyer gives a live reservation up; its units are free at
 * once (availability counts RESERVED orders only). 409 for an order that is not a live reservation.
 */
export async function abandonPublicOrder(db: Database, request: BuyerRequest): Promise<OrderPublic> {
  const sessionHash = request.session === undefined ? undefined : checkoutSessionHash(request.session);
  const abandoned = await db.transaction(async (tx) => {
    await lockEventStock(tx, request.eventId);
    const order = await findBuyerOrder(tx, { ...request, forUpdate: true });
    assertBuyerMayChange(order, sessionHash, request.now);
    // Safe under the event's stock lock (lockEventStock): the order's held units are released here.
    const [moved] = await tx
      .update(orders)
      .set({ status: "ABANDONED", updatedAt: request.now })
      .where(and(eq(orders.id, order.id), eq(orders.status, "RESERVED")))
      .returning();
    if (!moved) throw new HttpError(409, "This order has already been processed.");
    return moved;
  });
  return loadPublicOrder(db, abandoned, { now: request.now, session: request.session });
}
