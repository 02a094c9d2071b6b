import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";

/**
 * Sales counted from the orders themselves (docs/rules/reports.md): what the stats, the daily
 * series and every sales report add up. Money in minor units of the orders' currency.
 */
export interface SalesFigures {
  orders: number;
  gross: number;
  beforeAdditions: number;
  tax: number;
  fee: number;
  refunded: number;
  /** Units of completed orders less attendees cancelled on their own. */
  unitsSold: number;
  /** Attendees of completed orders that are not cancelled. */
  attendees: number;
}

export const noSales: SalesFigures = {
  orders: 0,
  gross: 0,
  beforeAdditions: 0,
  tax: 0,
  fee: 0,
  refunded: 0,
  unitsSold: 0,
  attendees: 0,
};

/** Which orders: one event's, or those of a set of events (an organizer's in one currency). */
export type OrderScope = { eventId: number } | { eventIds: SQL };

/** Half-open `[from, to)` of creation instants, given as calendar days in `timeZone` (both included). */
export interface DayRange {
  timeZone: string;
  /** `YYYY-MM-DD`. */
  firstDay: string;
  /** `YYYY-MM-DD`, included. */
  lastDay: string;
}

export function scopeCondition(scope: OrderScope): SQL {
  return "eventId" in scope ? sql`o.event_id = ${scope.eventId}` : sql`o.event_id in (${scope.eventIds})`;
}

/** Orders created from the start of `firstDay` to the end of `lastDay`, both in the zone. */
export function rangeCondition(range: DayRange | undefined): SQL {
  if (!range) return sql`true`;
  return sql`o.created_at >= (${range.firstDay}::date::timestamp at time zone ${range.timeZone})
    and o.created_at < ((${range.lastDay}::date + 1)::timestamp at time zone ${range.timeZone})`;
}

/** The calendar day, in the zone, an order was created on (`YYYY-MM-DD`). */
export function orderDay(timeZone: string): SQL {
  return sql`((o.created_at at time zone ${timeZone})::date)::text`;
}

type Numeric = string | number | null;
interface FiguresRow {
  [column: string]: unknown;
  orders: Numeric;
  gross: Numeric;
  before_additions: Numeric;
  tax: Numeric;
  fee: Numeric;
  refunded: Numeric;
  units: Numeric;
  attendees: Numeric;
}

function figuresOf(row: FiguresRow | undefined): SalesFigures {
  if (!row) return { ...noSales };
  const n = (value: Numeric) => Number(value ?? 0);
  return {
    orders: n(row.orders),
    gross: n(row.gross),
    beforeAdditions: n(row.before_additions),
    tax: n(row.tax),
    fee: n(row.fee),
    refunded: n(row.refunded),
    unitsSold: n(row.units),
    attendees: n(row.attendees),
  };
}

/**
 * One statement, grouped by `groupBy` (a day, an event) or not at all: the scope's COMPLETED orders
 * give sales, taxes, fees, orders, units and attendees; refunds are counted on every order that
 * was paid, cancelled ones too (a refund is money given back whatever became of the order). The
 * order items and attendees are summed per order once and joined (no query per order).
 */
async function salesFigureRows(
  db: Executor,
  scope: OrderScope,
  range: DayRange | undefined,
  groupBy: SQL | undefined,
): Promise<(FiguresRow & { key: string | number | null })[]> {
  const key = groupBy ?? sql`null`;
  const result = await db.execute<FiguresRow & { key: string | number | null }>(sql`
    with chosen as (
      select o.id, o.event_id, o.status, o.created_at, o.total_gross, o.total_before_additions,
        o.total_tax, o.total_fee, o.total_refunded, ${key} as key
      from orders o
      where ${scopeCondition(scope)} and o.deleted_at is null
        and o.status in ('COMPLETED', 'CANCELLED') and ${rangeCondition(range)}
    ),
    units as (
      select oi.order_id, sum(oi.quantity) as units
      from order_items oi join chosen on chosen.id = oi.order_id and chosen.status = 'COMPLETED'
      group by oi.order_id
    ),
    people as (
      select a.order_id,
        count(*) filter (where a.status <> 'CANCELLED') as active,
        count(*) filter (where a.status = 'CANCELLED') as cancelled
      from attendees a join chosen on chosen.id = a.order_id and chosen.status = 'COMPLETED'
      where a.deleted_at is null
      group by a.order_id
    )
    select chosen.key,
      count(*) filter (where chosen.status = 'COMPLETED') as orders,
      coalesce(sum(chosen.total_gross) filter (where chosen.status = 'COMPLETED'), 0) as gross,
      coalesce(sum(chosen.total_before_additions) filter (where chosen.status = 'COMPLETED'), 0) as before_additions,
      coalesce(sum(chosen.total_tax) filter (where chosen.status = 'COMPLETED'), 0) as tax,
      coalesce(sum(chosen.total_fee) filter (where chosen.status = 'COMPLETED'), 0) as fee,
      coalesce(sum(chosen.total_refunded), 0) as refunded,
      coalesce(sum(coalesce(units.units, 0) - coalesce(people.cancelled, 0))
        filter (where chosen.status = 'COMPLETED'), 0) as units,
      coalesce(sum(people.active) filter (where chosen.status = 'COMPLETED'), 0) as attendees
    from chosen
    left join units on units.order_id = chosen.id
    left join people on people.order_id = chosen.id
    group by chosen.key
  `);
  return result.rows;
}

/** The scope's figures over the whole range (every order when no range). */
export async function salesTotals(db: Executor, scope: OrderScope, range?: DayRange): Promise<SalesFigures> {
  const [row] = await salesFigureRows(db, scope, range, undefined);
  return figuresOf(row);
}

/**
 * The scope's figures on each calendar day of the range, in its zone, oldest first: a day without
 * orders reads as zeros.
 */
export async function salesOfEachDay(
  db: Executor,
  scope: OrderScope,
  range: DayRange,
): Promise<{ date: string; sales: SalesFigures }[]> {
  const rows = await salesFigureRows(db, scope, range, orderDay(range.timeZone));
  const byDay = new Map(rows.map((row) => [String(row.key), figuresOf(row)]));
  return daysBetween(range.firstDay, range.lastDay).map((date) => ({
    date,
    sales: byDay.get(date) ?? noSales,
  }));
}

/** The scope's figures per event (`o.event_id`). */
export async function salesByEvent(
  db: Executor,
  scope: OrderScope,
  range: DayRange | undefined,
): Promise<Map<number, SalesFigures>> {
  const rows = await salesFigureRows(db, scope, range, sql`o.event_id`);
  return new Map(rows.map((row) => [Number(row.key), figuresOf(row)]));
}

/** Page views per day of the range (counted for anonymous visitors, docs/rules/reports.md). */
export async function viewsByDay(db: Executor, eventIds: SQL, range: DayRange): Promise<Map<string, number>> {
  const result = await db.execute<{ day: string; views: Numeric }>(sql`
    select d.date::text as day, sum(d.total_views) as views
    from event_daily_statistics d
    where d.event_id in (${eventIds}) and d.date between ${range.firstDay}::date and ${range.lastDay}::date
    group by d.date
  `);
  return new Map(result.rows.map((row) => [row.day, Number(row.views ?? 0)]));
}

/** The calendar days from `firstDay` to `lastDay`, both included, oldest first. */
export function daysBetween(firstDay: string, lastDay: string): string[] {
  const days: string[] = [];
  const cursor = new Date(`${firstDay}T00:00:00Z`);
  const end = new Date(`${lastDay}T00:00:00Z`);
  while (cursor <= end) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
