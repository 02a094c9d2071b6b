import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/connect";
import { heldUnits } from "../sales/stock";
import type { WaitlistHolds } from "../sales/waitlistHold";

/**
 * How many units of one price can still be sold (docs/rules/availability.md): the tightest of the
 * price's own quantity and every ACTIVE capacity assignment holding its product, each less the
 * units sold and the units held (live reservations, and the waitlist's places as `waitlist` says,
 * by default the people waiting too). `Infinity` when nothing limits it.
 *
 * Read it under the event's stock lock (lockEventStock), in the transaction that then takes the
 * unit, or the answer may be stale by the time it is used.
 */
export async function unitsLeft(
  tx: Transaction,
  {
    productId,
    priceId,
    now,
    waitlist,
  }: { productId: number; priceId: number; now: Date; waitlist?: WaitlistHolds },
): Promise<number> {
  const rows = await tx.execute<{
    kind: "price" | "capacity";
    id: string | number;
    limit: string | number | null;
    sold: string | number;
  }>(sql`
    select 'price' as kind, pp.id, pp.initial_quantity_available as limit, pp.quantity_sold as sold
      from product_prices pp where pp.id = ${priceId}
    union all
    select 'capacity' as kind, ca.id, ca.capacity as limit,
      coalesce((
        select sum(pp.quantity_sold)
        from capacity_assignment_products cap
        join products p on p.id = cap.product_id and p.deleted_at is null
        join product_prices pp on pp.product_id = p.id and pp.deleted_at is null
        where cap.capacity_assignment_id = ca.id
      ), 0) as sold
      from capacity_assignments ca
      join capacity_assignment_products link on link.capacity_assignment_id = ca.id
      where link.product_id = ${productId} and ca.status = 'ACTIVE' and ca.deleted_at is null
  `);
  const capacityIds = rows.rows.filter((row) => row.kind === "capacity").map((row) => Number(row.id));
  const held = await heldUnits(tx, {
    priceIds: [priceId],
    capacityAssignmentIds: capacityIds,
    now,
    ...(waitlist ? { waitlist } : {}),
  });
  let left = Number.POSITIVE_INFINITY;
  for (const row of rows.rows) {
    if (row.limit === null) continue;
    const id = Number(row.id);
    const holding = row.kind === "price" ? (held.byPriceId[id] ?? 0) : (held.byCapacityAssignmentId[id] ?? 0);
    left = Math.min(left, Number(row.limit) - Number(row.sold) - holding);
  }
  return Math.max(0, left);
}
