import { isReservationLive } from "@varco/domain";
import { type SQL, sql } from "drizzle-orm";
import type { orders } from "../../db/schema";

/**
 * An order holds stock as a reservation while it is RESERVED, not deleted, and its time is not up
 * (docs/rules/availability.md). Availability relies on this condition, never on a sweeper having
 * run, so it is written once: `liveReservationSql` for queries, `holdsStock` for a row in hand.
 */

/**
 * The condition in SQL, for the orders table under `alias` (`o` in hand-written queries, `orders`
 * in the query builder's). Without `now`, the database's clock decides: for a list's sort, which
 * is declared once, not per request.
 */
export function liveReservationSql(alias: string, now?: Date): SQL {
  const order = sql.identifier(alias);
  const instant = now === undefined ? sql`now()` : sql`${now.toISOString()}::timestamptz`;
  return sql`(${order}.status = 'RESERVED' and ${order}.deleted_at is null and ${order}.reserved_until > ${instant})`;
}

/** The same condition for an order row already read (the domain's rule, on the server's row). */
export function holdsStock(
  order: Pick<typeof orders.$inferSelect, "status" | "reservedUntil" | "deletedAt">,
  now: Date,
): boolean {
  return (
    order.deletedAt === null &&
    isReservationLive({ status: order.status, reserved_until: order.reservedUntil }, now)
  );
}
