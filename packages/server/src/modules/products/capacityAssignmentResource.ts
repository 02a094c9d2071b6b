import type { CapacityAssignment } from "@varco/domain";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { capacityAssignmentProducts, capacityAssignments, products } from "../../db/schema";

type AssignmentRow = typeof capacityAssignments.$inferSelect;

/** An assignment with what it is read with: its used capacity and its live products. */
export interface LoadedAssignment {
  row: AssignmentRow;
  usedCapacity: number;
  products: { id: number; title: string }[];
}

/**
 * Units sold of an assignment's products: the sum of `quantity_sold` over the live prices of its
 * live products, worked out whenever it is read, so it can never drift from the prices (the
 * capacity is never stored: a stored count would be one more thing a sale or a refund could
 * forget to move). Usable in any select from `capacity_assignments`.
 */
// Written with qualified names: Drizzle leaves columns unqualified in a one-table select.
export const usedCapacitySql = sql<number>`coalesce((
  select sum(pp.quantity_sold)
  from capacity_assignment_products cap
  join products p on p.id = cap.product_id and p.deleted_at is null
  join product_prices pp on pp.product_id = p.id and pp.deleted_at is null
  where cap.capacity_assignment_id = "capacity_assignments"."id"
), 0)::integer`;

/**
 * The live capacity assignments of an event (only `ids` when given), each with its used capacity
 * and products, in two queries whatever their number.
 */
export async function loadAssignments(
  db: Executor,
  eventId: number,
  ids?: readonly number[],
): Promise<LoadedAssignment[]> {
  const rows = await db
    .select({ row: capacityAssignments, usedCapacity: usedCapacitySql })
    .from(capacityAssignments)
    .where(
      and(
        eq(capacityAssignments.eventId, eventId),
        isNull(capacityAssignments.deletedAt),
        ids === undefined ? undefined : inArray(capacityAssignments.id, [...ids]),
      ),
    )
    .orderBy(asc(capacityAssignments.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({
      assignmentId: capacityAssignmentProducts.capacityAssignmentId,
      id: products.id,
      title: products.title,
    })
    .from(capacityAssignmentProducts)
    .innerJoin(products, eq(products.id, capacityAssignmentProducts.productId))
    .where(
      and(
        inArray(
          capacityAssignmentProducts.capacityAssignmentId,
          rows.map(({ row }) => row.id),
        ),
        isNull(products.deletedAt),
      ),
    )
    .orderBy(asc(products.id));
  return rows.map(({ row, usedCapacity }) => ({
    row,
    usedCapacity: Number(usedCapacity),
    products: links.filter((link) => link.assignmentId === row.id).map(({ id, title }) => ({ id, title })),
  }));
}

/** Share of the capacity used, in percent with 2 decimals; 0 for an unlimited one. */
export function percentageUsed(used: number, capacity: number | null): number {
  if (capacity === null || capacity <= 0) return 0;
  return Math.round((used / capacity) * 10_000) / 100;
}

/** A capacity assignment as the wire shows it. */
export function capacityAssignmentResource({
  row,
  usedCapacity,
  products,
}: LoadedAssignment): CapacityAssignment {
  return {
    id: row.id,
    name: row.name,
    capacity: row.capacity,
    used_capacity: usedCapacity,
    percentage_used: percentageUsed(usedCapacity, row.capacity),
    applies_to: row.appliesTo,
    status: row.status,
    event_id: row.eventId,
    products,
  };
}
