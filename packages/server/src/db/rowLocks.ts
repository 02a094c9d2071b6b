import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./connect";

/** A table whose rows have a numeric `id`. */
type WithId = PgTable & { id: PgColumn };

/** A table whose rows are deleted by setting `deleted_at`. */
type SoftDeletable = WithId & { deletedAt: PgColumn };

/**
 * The ids of `table`'s rows that `where` matches, locked FOR UPDATE until the transaction ends: a
 * write that must not interleave with another on the same rows (two sorts, two replacements of a
 * row's links) takes these first, and the second waits for the first to commit.
 */
export async function lockRowIds(
  tx: Executor,
  table: WithId,
  where: SQL | undefined,
): Promise<{ id: number }[]> {
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .for("update");
  return rows as { id: number }[];
}

/**
 * Marks the rows `where` matches deleted (`deleted_at = now()`) in one statement, and says how
 * many it marked. `where` should ask for live rows only: of two deletions of one row at once, the
 * second waits for the first's row lock, then finds it deleted and marks nothing.
 */
export async function softDeleteRows(
  db: Executor,
  table: SoftDeletable,
  where: SQL | undefined,
): Promise<number> {
  const deleted = await db
    .update(table as PgTable)
    .set({ deletedAt: sql`now()` } as never)
    .where(where)
    .returning({ id: table.id });
  return deleted.length;
}
