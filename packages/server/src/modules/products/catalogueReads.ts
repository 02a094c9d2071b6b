import type { SharedCapacity } from "@varco/domain";
import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import {
  capacityAssignmentProducts,
  capacityAssignments,
  productPrices,
  productTaxesAndFees,
  taxesAndFees,
} from "../../db/schema";
import { usedCapacitySql } from "./capacityAssignmentResource";

/**
 * The reads every view of a catalogue makes (the organiser's products, the public page, a
 * reservation's check), each one query whatever the number of products, so the three read prices,
 * taxes and capacity the same way.
 */

/** The live prices of these products, in each product's order. */
export function livePricesOf(db: Executor, productIds: readonly number[]) {
  return db
    .select()
    .from(productPrices)
    .where(and(inArray(productPrices.productId, [...productIds]), isNull(productPrices.deletedAt)))
    .orderBy(asc(productPrices.sortOrder), asc(productPrices.id));
}

/**
 * The live taxes and fees these products charge (those `where` also allows), each with the product
 * it is charged on, oldest first.
 */
export function taxesAndFeesCharged(db: Executor, productIds: readonly number[], where?: SQL) {
  return db
    .select({ productId: productTaxesAndFees.productId, taxAndFee: taxesAndFees })
    .from(productTaxesAndFees)
    .innerJoin(taxesAndFees, eq(taxesAndFees.id, productTaxesAndFees.taxAndFeeId))
    .where(
      and(inArray(productTaxesAndFees.productId, [...productIds]), where, isNull(taxesAndFees.deletedAt)),
    )
    .orderBy(asc(taxesAndFees.id));
}

/**
 * The ACTIVE capacity assignments `where` picks (of some events, or holding some products), one row
 * per product each holds, with its used capacity.
 */
export function activeCapacityRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: capacityAssignments.id,
      eventId: capacityAssignments.eventId,
      capacity: capacityAssignments.capacity,
      usedCapacity: usedCapacitySql,
      productId: capacityAssignmentProducts.productId,
    })
    .from(capacityAssignments)
    .innerJoin(
      capacityAssignmentProducts,
      eq(capacityAssignmentProducts.capacityAssignmentId, capacityAssignments.id),
    )
    .where(and(where, eq(capacityAssignments.status, "ACTIVE"), isNull(capacityAssignments.deletedAt)));
}

/** Those rows as the availability rule reads them: one per assignment, with the products it holds. */
export function sharedCapacitiesOf(
  rows: Awaited<ReturnType<typeof activeCapacityRows>>,
): (SharedCapacity & { product_ids: number[] })[] {
  const byId = new Map<number, SharedCapacity & { product_ids: number[] }>();
  for (const row of rows) {
    let assignment = byId.get(row.id);
    if (!assignment) {
      assignment = {
        id: row.id,
        capacity: row.capacity,
        used_capacity: Number(row.usedCapacity),
        status: "ACTIVE",
        product_ids: [],
      };
      byId.set(row.id, assignment);
    }
    assignment.product_ids.push(row.productId);
  }
  return [...byId.values()];
}
