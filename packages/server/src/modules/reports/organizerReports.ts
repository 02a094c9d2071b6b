import type { OrganizerReport, OrganizerReportQuery } from "@varco/domain";
import { type SQL, sql } from "drizzle-orm";
import { HttpError } from "../../http/httpError";
import { moneyOf } from "../../http/money";
import type { Caller } from "../auth/caller";
import { findOrganizer } from "../organizers/service";
import { reportRange } from "./eventReports";
import { type DayRange, noSales, rangeCondition, salesByEvent, salesOfEachDay } from "./salesFigures";

/** Rows a paged organizer report answers when `per_page` is not given (the most it allows). */
export const defaultOrganizerReportPageSize = 1000;

export const invalidReportTypeMessage = "Invalid report type.";

/** The organizer reports Varco draws; the others of the contract answer 400. */
export const offeredOrganizerReports = ["revenue_summary", "events_performance", "tax_summary"] as const;
export type OfferedOrganizerReport = (typeof offeredOrganizerReports)[number];

export function isOfferedOrganizerReport(type: string): type is OfferedOrganizerReport {
  return (offeredOrganizerReports as readonly string[]).includes(type);
}

/** One row of a report, as the CSV download writes it (column names are the keys). */
export type ReportRow = Record<string, string | number | null>;

/** The columns of each organizer report, in the order its CSV writes them. */
export const organizerReportColumns: Record<OfferedOrganizerReport, readonly string[]> = {
  revenue_summary: [
    "date",
    "gross_sales",
    "net_revenue",
    "total_refunds",
    "total_tax",
    "total_fee",
    "order_count",
  ],
  events_performance: [
    "event_id",
    "event_title",
    "event_status",
    "start_date",
    "currency",
    "products_sold",
    "attendees_registered",
    "orders_count",
    "unique_customers",
    "gross_revenue",
    "total_tax",
    "total_fee",
    "total_refunds",
    "net_revenue",
    "total_views",
  ],
  tax_summary: ["type", "name", "calculation_type", "rate", "total_collected", "order_count"],
};

interface OrganizerScope {
  eventIds: SQL;
  currency: string;
  range: DayRange;
}

type Numeric = string | number | null;
const count = (value: Numeric) => Number(value ?? 0);

/**
 * `revenue_summary`: one row per day of the range, oldest first, in the organizer's time zone.
 * Net revenue is gross sales less taxes (owed to the state) and refunds (docs/rules/reports.md).
 */
async function revenueSummary(db: Caller["db"], scope: OrganizerScope): Promise<ReportRow[]> {
  const days = await salesOfEachDay(db, { eventIds: scope.eventIds }, scope.range);
  const money = (minor: number) => moneyOf(minor, scope.currency);
  return days.map(({ date, sales: day }) => ({
    date,
    gross_sales: money(day.gross),
    net_revenue: money(day.gross - day.tax - day.refunded),
    total_refunds: money(day.refunded),
    total_tax: money(day.tax),
    total_fee: money(day.fee),
    order_count: day.orders,
  }));
}

/** `events_performance`: each event of the organizer in the currency, best selling first. */
async function eventsPerformance(db: Caller["db"], scope: OrganizerScope): Promise<ReportRow[]> {
  const [byEvent, eventRows] = await Promise.all([
    salesByEvent(db, { eventIds: scope.eventIds }, scope.range),
    db.execute<{
      id: number | string;
      title: string;
      status: string;
      start_date: Date | string;
      customers: Numeric;
      views: Numeric;
    }>(sql`
      select e.id, e.title, e.status, e.start_date,
        (select count(distinct lower(o.email)) from orders o
          where o.event_id = e.id and o.deleted_at is null and o.status = 'COMPLETED'
            and ${rangeCondition(scope.range)}) as customers,
        (select coalesce(sum(d.total_views), 0) from event_daily_statistics d
          where d.event_id = e.id
            and d.date between ${scope.range.firstDay}::date and ${scope.range.lastDay}::date) as views
      from events e where e.id in (${scope.eventIds})
    `),
  ]);
  const money = (minor: number) => moneyOf(minor, scope.currency);
  const rows = eventRows.rows.map((event) => {
    const figures = byEvent.get(Number(event.id)) ?? noSales;
    return {
      gross: figures.gross,
      start: new Date(event.start_date).toISOString(),
      row: {
        event_id: Number(event.id),
        event_title: event.title,
        event_status: event.status,
        start_date: new Date(event.start_date).toISOString(),
        currency: scope.currency,
        products_sold: figures.unitsSold,
        attendees_registered: figures.attendees,
        orders_count: figures.orders,
        unique_customers: count(event.customers),
        gross_revenue: money(figures.gross),
        total_tax: money(figures.tax),
        total_fee: money(figures.fee),
        total_refunds: money(figures.refunded),
        net_revenue: money(figures.gross - figures.tax - figures.refunded),
        total_views: count(event.views),
      } satisfies ReportRow,
    };
  });
  rows.sort((a, b) => b.gross - a.gross || a.start.localeCompare(b.start));
  return rows.map((entry) => entry.row);
}

/**
 * `tax_summary`: each tax and fee the COMPLETED orders of the range charged, by name, kind and
 * rate, from what each order recorded when it was placed (a rate changed later does not rewrite it).
 */
async function taxSummary(db: Caller["db"], scope: OrganizerScope): Promise<ReportRow[]> {
  const result = await db.execute<{
    type: string;
    name: string;
    calculation_type: string | null;
    rate: string | null;
    total: Numeric;
    orders: Numeric;
  }>(sql`
    with chosen as (
      select o.id, o.taxes_and_fees_rollup as rollup from orders o
      where o.event_id in (${scope.eventIds}) and o.deleted_at is null and o.status = 'COMPLETED'
        and o.taxes_and_fees_rollup is not null and ${rangeCondition(scope.range)}
    ),
    lines as (
      select chosen.id, 'TAX' as type, entry from chosen,
        jsonb_array_elements(coalesce(chosen.rollup -> 'taxes', '[]'::jsonb)) as entry
      union all
      select chosen.id, 'FEE' as type, entry from chosen,
        jsonb_array_elements(coalesce(chosen.rollup -> 'fees', '[]'::jsonb)) as entry
    )
    select type, entry ->> 'name' as name, entry ->> 'type' as calculation_type, entry ->> 'rate' as rate,
      sum((entry ->> 'value')::bigint) as total, count(distinct id) as orders
    from lines
    group by type, entry ->> 'name', entry ->> 'type', entry ->> 'rate'
    order by type desc, entry ->> 'name', entry ->> 'rate'
  `);
  return result.rows.map((row) => ({
    type: row.type,
    name: row.name,
    calculation_type: row.calculation_type,
    rate: row.rate === null ? null : Number(row.rate),
    total_collected: moneyOf(count(row.total), scope.currency),
    order_count: count(row.orders),
  }));
}

/**
 * An organizer report over its events in one currency (default: the organizer's), in the
 * organizer's time zone; `event_id` narrows it to one of them. Paged reports carry `pagination`.
 */
export async function organizerReport(
  caller: Caller,
  organizerId: number,
  type: string,
  query: OrganizerReportQuery,
): Promise<OrganizerReport & { data: ReportRow[] }> {
  const { db, accountId, now } = caller;
  // Another account's organizer is unknown (404) whatever the type asked for.
  const organizer = await findOrganizer(db, accountId, organizerId);
  if (!isOfferedOrganizerReport(type)) throw HttpError.badRequest(invalidReportTypeMessage);
  const currency = query.currency ?? organizer.currency;
  const eventIds = sql`select e.id from events e where e.account_id = ${accountId}
    and e.organizer_id = ${organizer.id} and e.currency = ${currency} and e.deleted_at is null
    ${query.event_id === undefined ? sql`` : sql`and e.id = ${Number(query.event_id)}`}`;
  const range = reportRange(
    { start_date: query.start_date ?? undefined, end_date: query.end_date ?? undefined },
    organizer.timezone,
    now,
  );
  const scope = { eventIds, currency, range };
  if (type === "revenue_summary") return { data: await revenueSummary(db, scope) };
  if (type === "tax_summary") return { data: await taxSummary(db, scope) };
  const rows = await eventsPerformance(db, scope);
  const perPage = Number(query.per_page ?? defaultOrganizerReportPageSize);
  const page = Number(query.page ?? 1);
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    pagination: {
      total: rows.length,
      page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(rows.length / perPage)),
    },
  };
}
