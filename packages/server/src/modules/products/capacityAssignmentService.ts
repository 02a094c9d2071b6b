import type { CapacityAssignment, capacityAssignmentBodySchema } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/connect";
import { lockRowIds, softDeleteRows } from "../../db/rowLocks";
import { capacityAssignmentProducts, capacityAssignments } from "../../db/schema";
import { selectPage } from "../../db/selectPage";
import { HttpError } from "../../http/httpError";
import { alphabeticalSort, createdSort, defineList, type ListQuery } from "../../http/listQuery";
import type { Caller } from "../auth/caller";
import { eventPage } from "../events/eventPage";
import { findEvent } from "../events/service";
import { capacityAssignmentResource, loadAssignments } from "./capacityAssignmentResource";
import { lockProductsOfEvent } from "./productCategoryService";

type CapacityAssignmentInput = z.output<typeof capacityAssignmentBodySchema>;

/** `GET events/{e}/capacity-assignments`: oldest first by default. */
export const capacityAssignmentList = defineList({
  sorts: {
    name: alphabeticalSort(capacityAssignments.name, "Name"),
    created_at: createdSort(capacityAssignments.createdAt),
  },
  defaultSort: "created_at",
  defaultSortDirection: "asc",
  tiebreaker: capacityAssignments.id,
  search: [capacityAssignments.name],
});

const liveAssignmentsOf = (eventId: number) =>
  and(eq(capacityAssignments.eventId, eventId), isNull(capacityAssignments.deletedAt));

async function assignmentAnswer(db: Executor, eventId: number, id: number): Promise<CapacityAssignment> {
  const [loaded] = await loadAssignments(db, eventId, [id]);
  if (!loaded) throw HttpError.notFound();
  return capacityAssignmentResource(loaded);
}

/** `GET events/{e}/capacity-assignments`: one page, each with its used capacity and products. */
export function listCapacityAssignments(caller: Caller, eventId: number, list: ListQuery, url: URL) {
  return eventPage(caller, eventId, { definition: capacityAssignmentList, list, url }, async (event) => {
    const { rows, total } = await selectPage(
      caller.db,
      capacityAssignments,
      list,
      liveAssignmentsOf(event.id),
    );
    const loaded = await loadAssignments(
      caller.db,
      event.id,
      rows.map((row) => row.id),
    );
    const byId = new Map(loaded.map((assignment) => [assignment.row.id, assignment]));
    const data = rows.flatMap((row) => {
      const assignment = byId.get(row.id);
      return assignment ? [capacityAssignmentResource(assignment)] : [];
    });
    return { rows: data, total };
  });
}

/** `GET events/{e}/capacity-assignments/{id}`. */
export async function getCapacityAssignment(caller: Caller, eventId: number, id: number) {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  return assignmentAnswer(caller.db, event.id, id);
}

async function linkProducts(tx: Executor, assignmentId: number, productIds: readonly number[]) {
  await tx
    .insert(capacityAssignmentProducts)
    .values(productIds.map((productId) => ({ capacityAssignmentId: assignmentId, productId })));
}

/** `POST events/{e}/capacity-assignments`. */
export async function createCapacityAssignment(
  caller: Caller,
  eventId: number,
  body: CapacityAssignmentInput,
): Promise<CapacityAssignment> {
  const { db, accountId } = caller;
  const event = await findEvent(db, accountId, eventId);
  // One transaction for the row and its links; the products are share-locked while linked, so a
  // product deleted at the same moment is either linked before its deletion or refused here.
  const id = await db.transaction(async (tx) => {
    const productIds = await lockProductsOfEvent(tx, event.id, body.product_ids, "product_ids");
    const [row] = await tx
      .insert(capacityAssignments)
      .values({ eventId: event.id, name: body.name, capacity: body.capacity ?? null, status: body.status })
      .returning({ id: capacityAssignments.id });
    if (!row) throw new Error("capacity assignment insert returned nothing");
    await linkProducts(tx, row.id, productIds);
    return row.id;
  });
  return assignmentAnswer(db, event.id, id);
}

/** `PUT events/{e}/capacity-assignments/{id}`: every field, the products replaced. */
export async function updateCapacityAssignment(
  caller: Caller,
  eventId: number,
  id: number,
  body: CapacityAssignmentInput,
): Promise<CapacityAssignment> {
  const { db, accountId } = caller;
  const event = await findEvent(db, accountId, eventId);
  await db.transaction(async (tx) => {
    // The assignment's row is locked: two PUTs replace its products one after the other, never
    // leaving a mix of both lists.
    const [row] = await lockRowIds(
      tx,
      capacityAssignments,
      and(liveAssignmentsOf(event.id), eq(capacityAssignments.id, id)),
    );
    if (!row) throw HttpError.notFound();
    const productIds = await lockProductsOfEvent(tx, event.id, body.product_ids, "product_ids");
    await tx
      .update(capacityAssignments)
      .set({ name: body.name, capacity: body.capacity ?? null, status: body.status })
      .where(eq(capacityAssignments.id, row.id));
    await tx
      .delete(capacityAssignmentProducts)
      .where(eq(capacityAssignmentProducts.capacityAssignmentId, row.id));
    await linkProducts(tx, row.id, productIds);
  });
  return assignmentAnswer(db, event.id, id);
}

/** `DELETE events/{e}/capacity-assignments/{id}` (soft): its products are limited by it no more. */
export async function deleteCapacityAssignment(caller: Caller, eventId: number, id: number): Promise<void> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const where = and(liveAssignmentsOf(event.id), eq(capacityAssignments.id, id));
  if ((await softDeleteRows(caller.db, capacityAssignments, where)) === 0) throw HttpError.notFound();
}
