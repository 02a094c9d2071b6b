import { and, count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ListQuery } from "../http/listQuery";
import type { Executor } from "./connect";

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
  list: ListQuery,
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
