import { and, count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./connect";

/**
 * What one page needs of a list query: the condition, the order and the window. The HTTP layer's
 * parsed list query (`ListQuery` in http/listQuery.ts) extends it; db/ imports nothing from http/.
 */
export interface PageQuery {
  /** Undefined when nothing narrows the list (Drizzle's `.where(undefined)` keeps every row). */
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * One page of a single table's rows under a parsed list query, and how many rows match in all.
 * `scope` is what the caller always narrows to (the account's rows, the live ones).
 *
 * Two statements: a row written between them can make `total` differ from the page by one,
 * which pagination tolerates; run it inside a REPEATABLE READ transaction if a caller cannot.
 */
export async function selectPage<Table extends PgTable>(
  executor: Executor,
  table: Table,
  list: PageQuery,
  scope?: SQL,
): Promise<{ rows: Table["$inferSelect"][]; total: number }> {
  const where = and(scope, list.where);
  const [counted] = await executor
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  const rows = await executor
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset);
  return { rows: rows as Table["$inferSelect"][], total: counted?.total ?? 0 };
}
