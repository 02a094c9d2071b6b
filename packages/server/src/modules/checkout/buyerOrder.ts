import { and, eq, isNull } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/connect";
import { events, orders } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { holdsStock } from "../sales/liveReservation";
import { lockEventStock } from "../sales/stock";

export type OrderRow = typeof orders.$inferSelect;

/** What a buyer's request about their order carries: the order they name, their checkout session, one clock. */
export interface BuyerRequest {
  eventId: number;
  shortId: string;
  /** The checkout session the request carries, if any. */
  session: string | undefined;
  now: Date;
}

/**
 * The order a buyer names by the event and the order's short id; 404 for an unknown one or one of
 * another event. `forUpdate` locks the row (status moves are made under it).
 */
export async function findBuyerOrder(
  db: Executor,
  { eventId, shortId, forUpdate = false }: { eventId: number; shortId: string; forUpdate?: boolean },
): Promise<OrderRow> {
  const query = db
    .select({ order: orders })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.shortId, shortId),
        isNull(orders.deletedAt),
        isNull(events.deletedAt),
      ),
    );
  const [row] = forUpdate ? await query.for("update", { of: orders }) : await query;
  if (!row) throw HttpError.notFound("Order not found");
  return row.order;
}

/**
 * The order a buyer changes (gives details, pays offline, abandons), locked: the event's stock lock
 * first, then the order's row, the order every checkout transaction locks in, so the state checks
 * and the writes that follow see the same order. 404 as `findBuyerOrder`.
 */
export async function lockBuyerOrder(
  tx: Transaction,
  { eventId, shortId }: { eventId: number; shortId: string },
): Promise<OrderRow> {
  await lockEventStock(tx, eventId);
  return findBuyerOrder(tx, { eventId, shortId, forUpdate: true });
}

/** A reservation is its session's alone: another browser may not read or change it. */
export function assertBuyerSession(order: OrderRow, sessionHash: string | undefined): void {
  if (order.status === "RESERVED" && order.sessionHash !== null && order.sessionHash !== sessionHash) {
    throw HttpError.forbidden("Sorry, we could not verify your session. Please start your order again.");
  }
}

/**
 * A buyer may change an order (give details, pay, abandon) only while it is a live reservation of
 * their session: 403 for another session, 409 once it expired or left RESERVED.
 */
export function assertBuyerMayChange(order: OrderRow, sessionHash: string | undefined, now: Date): void {
  assertBuyerSession(order, sessionHash);
  if (order.status !== "RESERVED") {
    throw new HttpError(409, "This order has already been processed.");
  }
  if (!holdsStock(order, now)) {
    throw new HttpError(409, "This order has expired. Please start a new order.");
  }
}
