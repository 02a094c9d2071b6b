import { sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { affiliates } from "../../db/schema";

/**
 * An affiliate's figures, counted from the orders that name it whenever they are read (never kept
 * as counters, so nothing can drift): a sale is an attributed order that completed. Gross figures
 * count every sale as it was paid, whatever happened to it later, as Hi.Events reports them; net
 * figures leave out the sales cancelled since and take refunds off (docs/rules/affiliates.md).
 * Amounts are minor units of the event's currency.
 */
export interface AffiliateFigures {
  sales: number;
  gross: number;
  tickets: number;
  netSales: number;
  netTickets: number;
  net: number;
}

export const noFigures: AffiliateFigures = {
  sales: 0,
  gross: 0,
  tickets: 0,
  netSales: 0,
  netTickets: 0,
  net: 0,
};

/** The orders of `affiliate` (a column or an id) that count as its sales. */
const salesOf = (affiliate: unknown) =>
  sql`o.affiliate_id = ${affiliate} and o.deleted_at is null and o.completed_at is not null`;

/** The two figures a list sorts by, for each row of `affiliates` (correlated subqueries). */
export const affiliateSortSql = {
  sales: sql<number>`(select count(*) from orders o where ${salesOf(affiliates.id)})`,
  gross: sql<number>`(select coalesce(sum(o.total_gross), 0) from orders o where ${salesOf(affiliates.id)})`,
};

/** The figures of these affiliates, by id, in two queries whatever their number. */
export async function figuresOf(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, AffiliateFigures>> {
  const figures = new Map<number, AffiliateFigures>();
  if (ids.length === 0) return figures;
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const standing = sql`o.status <> 'CANCELLED'`;
  const orderRows = await db.execute<{
    id: string | number;
    sales: string | number;
    gross: string | number;
    net_sales: string | number;
    net: string | number;
  }>(sql`
      select o.affiliate_id as id, count(*) as sales, coalesce(sum(o.total_gross), 0) as gross,
        count(*) filter (where ${standing}) as net_sales,
        coalesce(sum(o.total_gross - o.total_refunded) filter (where ${standing}), 0) as net
      from orders o
      where o.affiliate_id in (${idList}) and o.deleted_at is null and o.completed_at is not null
      group by o.affiliate_id
    `);
  const ticketRows = await db.execute<{
    id: string | number;
    tickets: string | number;
    net_tickets: string | number;
  }>(sql`
      select o.affiliate_id as id, count(*) as tickets,
        count(*) filter (where ${standing} and a.status <> 'CANCELLED') as net_tickets
      from attendees a join orders o on o.id = a.order_id
      where o.affiliate_id in (${idList}) and o.deleted_at is null and o.completed_at is not null
        and a.deleted_at is null
      group by o.affiliate_id
    `);
  for (const row of orderRows.rows) {
    figures.set(Number(row.id), {
      ...noFigures,
      sales: Number(row.sales),
      gross: Number(row.gross),
      netSales: Number(row.net_sales),
      net: Number(row.net),
    });
  }
  for (const row of ticketRows.rows) {
    const id = Number(row.id);
    const known = figures.get(id) ?? noFigures;
    figures.set(id, { ...known, tickets: Number(row.tickets), netTickets: Number(row.net_tickets) });
  }
  return figures;
}
