import type { PublicEvent } from "@varco/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { orders } from "../../db/schema";
import type { AuthContext } from "../../http/appEnv";
import { HttpError } from "../../http/httpError";
import { settingsOfEvent } from "../events/loaders";
import { publicEvent } from "../events/publicService";
import {
  assertBuyerMayChange,
  assertBuyerSession,
  type BuyerRequest,
  findBuyerOrder,
  lockBuyerOrder,
} from "./buyerOrder";
import { loadPublicOrder, type OrderPublic, type OrderRow } from "./publicOrderResource";
import { checkoutSessionHashOf } from "./session";

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
  const all = await settingsOfEvent(db, order.eventId);
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
  assertBuyerSession(order, checkoutSessionHashOf(request.session));
  const event = include.event
    ? await eventOfOrder(db, order, { ...include.event, now: request.now })
    : undefined;
  return loadPublicOrder(db, order, { now: request.now, session: request.session, event });
}

/**
 * `POST …/order/{shortId}/abandon`: the buyer gives a live reservation up; its units are free at
 * once (availability counts RESERVED orders only). 409 for an order that is not a live reservation.
 */
export async function abandonPublicOrder(db: Database, request: BuyerRequest): Promise<OrderPublic> {
  const sessionHash = checkoutSessionHashOf(request.session);
  const abandoned = await db.transaction(async (tx) => {
    const order = await lockBuyerOrder(tx, request);
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
