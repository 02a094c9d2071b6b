import { type SQL, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/connect";
import { liveReservationSql } from "./liveReservation";
import { type WaitlistHolds, waitlistHoldSql } from "./waitlistHold";

/**
 * The event's stock lock. Every write that reserves, releases, consumes or returns units of an
 * event's products takes it first, in its own transaction, so the counts a reservation reads (sold
 * and held) cannot move under it: two buyers can never both get the last unit, and a completion
 * committing between two of a reservation's reads cannot hide units from both counts.
 *
 * It is a row lock on the event (`for no key update`): other writers of the same event wait, every
 * other event sells on, and inserts that reference the event (its orders) are not blocked by it.
 */
export async function lockEventStock(tx: Transaction, eventId: number): Promise<boolean> {
  const rows = await tx.execute<{ id: number }>(
    sql`select id from events where id = ${eventId} and deleted_at is null for no key update`,
  );
  return rows.rows.length > 0;
}

/** Units (sold, or held by live reservations) by price and by capacity assignment. */
export interface UnitCounts {
  byPriceId: Record<number, number>;
  byCapacityAssignmentId: Record<number, number>;
}

/** The prices and capacity assignments whose units a count reads. */
export interface UnitCountIds {
  priceIds: readonly number[];
  capacityAssignmentIds: readonly number[];
}

/**
 * Units by price and by capacity assignment, in one query: `query` gets both lists of ids as SQL
 * lists (`null` for none, which matches nothing) and answers rows `(kind 'price' | 'capacity', id,
 * units)`.
 */
export async function countUnits(
  db: Executor,
  { priceIds, capacityAssignmentIds }: UnitCountIds,
  query: (prices: SQL, assignments: SQL) => SQL,
): Promise<UnitCounts> {
  const counts: UnitCounts = { byPriceId: {}, byCapacityAssignmentId: {} };
  if (priceIds.length === 0 && capacityAssignmentIds.length === 0) return counts;
  const list = (ids: readonly number[]) =>
    sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`null`], sql`, `);
  const rows = await db.execute<{
    kind: "price" | "capacity";
    id: string | number;
    units: string | number;
  }>(query(list(priceIds), list(capacityAssignmentIds)));
  for (const row of rows.rows) {
    const target = row.kind === "price" ? counts.byPriceId : counts.byCapacityAssignmentId;
    target[Number(row.id)] = Number(row.units);
  }
  return counts;
}

/**
 * What is held and not sold: items of RESERVED orders whose time is not up
 * (docs/rules/availability.md), and a unit per place on the waitlist that holds one
 * (docs/rules/waitlist.md; by default the people waiting too, see `WaitlistHolds`). Expiry is
 * this comparison with `now`, so availability is right whether or not anything ever marks an
 * expired order or offer. One query, whatever the number of prices and assignments.
 */
export function heldUnits(
  db: Executor,
  { now, waitlist = { waiting: true }, ...ids }: UnitCountIds & { now: Date; waitlist?: WaitlistHolds },
): Promise<UnitCounts> {
  return countUnits(db, ids, (prices, assignments) => {
    const ofCapacity = sql`(select cap.product_id from capacity_assignment_products cap
            where cap.capacity_assignment_id in (${assignments}))`;
    return sql`
    with live as (
      select oi.product_id, oi.product_price_id, oi.quantity
      from order_items oi
      join orders o on o.id = oi.order_id
      where ${liveReservationSql("o", now)}
        and (oi.product_price_id in (${prices}) or oi.product_id in ${ofCapacity})
      union all
      select we.product_id, we.product_price_id, 1 as quantity
      from waitlist_entries we
      where ${waitlistHoldSql("we", now, waitlist)}
        and (we.product_price_id in (${prices}) or we.product_id in ${ofCapacity})
    )
    select 'price' as kind, product_price_id as id, sum(quantity) as units
      from live where product_price_id in (${prices}) group by product_price_id
    union all
    select 'capacity' as kind, cap.capacity_assignment_id as id, sum(live.quantity) as units
      from live join capacity_assignment_products cap on cap.product_id = live.product_id
      where cap.capacity_assignment_id in (${assignments})
      group by cap.capacity_assignment_id
  `;
  });
}

/** An order's units per price, as the relation `items (product_price_id, units)`. */
function unitsByPriceOf(orderId: number) {
  return sql`(
    select product_price_id, sum(quantity) as units
    from order_items where order_id = ${orderId}
    group by product_price_id
  ) items`;
}

/**
 * Moves an order's units from held to sold: each item's quantity is added to its price's
 * `quantity_sold` (every item, tickets and other products alike), and a waitlist offer it was made
 * with becomes PURCHASED.
 *
 * Call it only in the transaction that moved the order out of RESERVED with a guarded update
 * (`… where status = 'RESERVED' returning`), after `lockEventStock`: the guard makes it happen once
 * per order, the lock keeps reservations from counting the units twice or not at all.
 */
export async function consumeOrderStock(tx: Transaction, orderId: number): Promise<void> {
  // Safe under the event's stock lock (lockEventStock), taken by the caller.
  await tx.execute(sql`
    update product_prices pp
    set quantity_sold = pp.quantity_sold + items.units, updated_at = now()
    from ${unitsByPriceOf(orderId)}
    where pp.id = items.product_price_id
  `);
  // A waitlist offer the order was made with is taken up: the unit it held is this sale's now
  // (docs/rules/waitlist.md). Safe under the same lock, and guarded by the entry's status.
  await tx.execute(sql`
    update waitlist_entries set status = 'PURCHASED', purchased_at = now(), updated_at = now()
    where order_id = ${orderId} and status in ('OFFERED', 'OFFER_EXPIRED')
  `);
}

/**
 * Gives an order's sold units back (a cancelled order): the inverse of `consumeOrderStock`, never
 * below zero. The caller holds the event's stock lock and moved the order with a guarded update,
 * so it happens once.
 */
export async function releaseOrderStock(tx: Transaction, orderId: number): Promise<void> {
  // Safe under the event's stock lock (lockEventStock), taken by the caller.
  await tx.execute(sql`
    update product_prices pp
    set quantity_sold = greatest(0, pp.quantity_sold - items.units), updated_at = now()
    from ${unitsByPriceOf(orderId)}
    where pp.id = items.product_price_id
  `);
}

/** Units of one price, to give back or take again. */
export interface PriceUnits {
  priceId: number;
  units: number;
}

/**
 * Gives sold units back to their prices (an attendee cancelled, the rest of an order cancelled),
 * never below zero. The caller holds the event's stock lock and moved what it returns out of its
 * selling state with a guarded update in the same transaction, so each unit comes back once.
 */
export async function returnUnits(tx: Transaction, units: readonly PriceUnits[]): Promise<void> {
  for (const { priceId, units: count } of units) {
    if (count <= 0) continue;
    // Safe under the event's stock lock (lockEventStock), taken by the caller.
    await tx.execute(sql`
      update product_prices
      set quantity_sold = greatest(0, quantity_sold - ${count}), updated_at = now()
      where id = ${priceId}
    `);
  }
}

/**
 * Sells units of prices again (an attendee re-activated). The caller holds the event's stock lock
 * and has checked, under it, that the units are available (docs/rules/availability.md).
 */
export async function takeUnits(tx: Transaction, units: readonly PriceUnits[]): Promise<void> {
  for (const { priceId, units: count } of units) {
    if (count <= 0) continue;
    // Safe under the event's stock lock (lockEventStock), taken by the caller.
    await tx.execute(sql`
      update product_prices
      set quantity_sold = quantity_sold + ${count}, updated_at = now()
      where id = ${priceId}
    `);
  }
}
