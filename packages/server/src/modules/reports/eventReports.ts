import type {
  DailySalesRow,
  ProductSalesRow,
  PromoCodeReportRow,
  ReportRows,
  ReportType,
} from "@varco/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { moneyOf } from "../../http/money";
import type { EventRow } from "../events/eventResource";
import { calendarDayIn } from "../events/stats";
import { addDays, type DayRange, rangeCondition, salesOfEachDay, viewsByDay } from "./salesFigures";

/** Days a report covers when it is not told: the last 30, today included, in the event's zone. */
export const defaultReportDays = 30;

export interface ReportDates {
  start_date?: string | undefined;
  end_date?: string | undefined;
}

/** A date or an instant of the query as the calendar day it is in `timeZone`. */
function dayOf(text: string, timeZone: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : calendarDayIn(timeZone, new Date(text));
}

/**
 * The days a report covers, in `timeZone`: from the start of `start_date`'s day to the end of
 * `end_date`'s (a date is a day there; an instant, the day it falls on there); by default the
 * last 30 days ending today; one date alone, with 30 days on its other side (capped at today).
 */
export function reportRange(dates: ReportDates, timeZone: string, now: Date): DayRange {
  const today = calendarDayIn(timeZone, now);
  const first = dates.start_date ? dayOf(dates.start_date, timeZone) : undefined;
  const last = dates.end_date ? dayOf(dates.end_date, timeZone) : undefined;
  const lastDay = last ?? (first ? minDay(addDays(first, defaultReportDays - 1), today) : today);
  const firstDay = first ?? addDays(lastDay, -(defaultReportDays - 1));
  return { timeZone, firstDay, lastDay: lastDay < firstDay ? firstDay : lastDay };
}

const minDay = (a: string, b: string) => (a < b ? a : b);

type Numeric = string | number | null;
const count = (value: Numeric) => Number(value ?? 0);

/**
 * `product_sales`: every product of the event that is not deleted, in the order the event page
 * shows them, with what its COMPLETED orders created in the range sold (zeros otherwise). Units
 * sold leave out attendees cancelled on their own (docs/rules/reports.md).
 */
async function productSales(db: Executor, event: EventRow, range: DayRange): Promise<ProductSalesRow[]> {
  const result = await db.execute<{
    product_id: number | string;
    product_title: string;
    product_type: ProductSalesRow["product_type"];
    units: Numeric;
    cancelled: Numeric;
    gross: Numeric;
    tax: Numeric;
    fees: Numeric;
  }>(sql`
    with chosen as (
      select o.id from orders o
      where o.event_id = ${event.id} and o.deleted_at is null and o.status = 'COMPLETED'
        and ${rangeCondition(range)}
    ),
    sold as (
      select oi.product_id, sum(oi.quantity) as units, sum(oi.total_gross) as gross,
        sum(oi.total_tax) as tax, sum(oi.total_service_fee) as fees
      from order_items oi join chosen on chosen.id = oi.order_id
      group by oi.product_id
    ),
    cancelled as (
      select a.product_id, count(*) as cancelled
      from attendees a join chosen on chosen.id = a.order_id
      where a.status = 'CANCELLED' and a.deleted_at is null
      group by a.product_id
    )
    select p.id as product_id, p.title as product_title, p.price_type as product_type,
      sold.units, cancelled.cancelled, sold.gross, sold.tax, sold.fees
    from products p
    join product_categories c on c.id = p.product_category_id
    left join sold on sold.product_id = p.id
    left join cancelled on cancelled.product_id = p.id
    where p.event_id = ${event.id} and p.deleted_at is null
    order by c.sort_order, c.id, p.sort_order, p.id
  `);
  const money = (minor: Numeric) => moneyOf(count(minor), event.currency);
  return result.rows.map((row) => ({
    product_id: Number(row.product_id),
    product_title: row.product_title,
    product_type: row.product_type,
    number_sold: Math.max(0, count(row.units) - count(row.cancelled)),
    total_gross: money(row.gross),
    total_tax: money(row.tax),
    total_service_fees: money(row.fees),
  }));
}

/** `daily_sales_report`: one row per day of the range, newest first, zeros for a day without sales. */
async function dailySales(db: Executor, event: EventRow, range: DayRange): Promise<DailySalesRow[]> {
  const [days, views] = await Promise.all([
    salesOfEachDay(db, { eventId: event.id }, range),
    viewsByDay(db, sql`${event.id}`, range),
  ]);
  const money = (minor: number) => moneyOf(minor, event.currency);
  return days.reverse().map(({ date, sales: day }) => ({
    date,
    sales_total_gross: money(day.gross),
    total_tax: money(day.tax),
    sales_total_before_additions: money(day.beforeAdditions),
    products_sold: day.unitsSold,
    orders_created: day.orders,
    total_fee: money(day.fee),
    total_refunded: money(day.refunded),
    total_views: views.get(date) ?? 0,
  }));
}

/**
 * `promo_codes_report`: every code of the event that is not deleted, and any deleted one used in
 * the range, with its COMPLETED orders created in the range. The discount is what the items'
 * prices before the code exceed what was charged, unit by unit. Remaining uses count every
 * completed use, not only the range's. Sorted by gross sales, largest first, then by code.
 */
async function promoCodesReport(
  db: Executor,
  event: EventRow,
  range: DayRange,
  now: Date,
): Promise<PromoCodeReportRow[]> {
  const result = await db.execute<{
    code: string;
    discount_type: PromoCodeReportRow["discount_type"];
    discount: Numeric;
    max_allowed_usages: number | null;
    expiry_date: Date | string | null;
    deleted_at: Date | string | null;
    times_used: Numeric;
    unique_customers: Numeric;
    gross: Numeric;
    before_discounts: Numeric;
    charged: Numeric;
    first_used_at: Date | string | null;
    last_used_at: Date | string | null;
    used_ever: Numeric;
  }>(sql`
    with chosen as (
      select o.id, o.promo_code_id, o.email, o.total_gross, o.created_at from orders o
      where o.event_id = ${event.id} and o.deleted_at is null and o.status = 'COMPLETED'
        and o.promo_code_id is not null and ${rangeCondition(range)}
    ),
    per_code as (
      select promo_code_id, count(*) as times_used, count(distinct lower(email)) as unique_customers,
        sum(total_gross) as gross, min(created_at) as first_used_at, max(created_at) as last_used_at
      from chosen group by promo_code_id
    ),
    before_discounts as (
      select chosen.promo_code_id,
        sum(coalesce(oi.price_before_discount, oi.price) * oi.quantity) as before_discounts,
        sum(oi.price * oi.quantity) as charged
      from order_items oi join chosen on chosen.id = oi.order_id
      group by chosen.promo_code_id
    ),
    used_ever as (
      select o.promo_code_id, count(*) as used_ever from orders o
      where o.event_id = ${event.id} and o.deleted_at is null and o.status = 'COMPLETED'
        and o.promo_code_id is not null
      group by o.promo_code_id
    )
    select pc.code, pc.discount_type, pc.discount, pc.max_allowed_usages, pc.expiry_date, pc.deleted_at,
      per_code.times_used, per_code.unique_customers, per_code.gross, before_discounts.before_discounts, before_discounts.charged,
      per_code.first_used_at, per_code.last_used_at, used_ever.used_ever
    from promo_codes pc
    left join per_code on per_code.promo_code_id = pc.id
    left join before_discounts on before_discounts.promo_code_id = pc.id
    left join used_ever on used_ever.promo_code_id = pc.id
    where pc.event_id = ${event.id} and (pc.deleted_at is null or per_code.times_used is not null)
  `);
  const money = (minor: Numeric) => moneyOf(count(minor), event.currency);
  const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  const rows = result.rows.map((row): PromoCodeReportRow & { grossMinor: number } => {
    const gross = count(row.gross);
    const beforeDiscounts = count(row.before_discounts);
    const remaining =
      row.max_allowed_usages === null ? null : Math.max(0, row.max_allowed_usages - count(row.used_ever));
    const expiry = instant(row.expiry_date);
    const status: PromoCodeReportRow["status"] =
      expiry !== null && Date.parse(expiry) < now.getTime()
        ? "Expired"
        : remaining === 0
          ? "Limit Reached"
          : row.deleted_at !== null
            ? "Deleted"
            : "Active";
    // What the items' prices before the code exceed what was charged for them, unit by unit.
    const charged = count(row.charged);
    return {
      grossMinor: gross,
      promo_code: row.code,
      times_used: count(row.times_used),
      unique_customers: count(row.unique_customers),
      total_gross_sales: money(gross),
      total_before_discounts: money(beforeDiscounts),
      total_discount_amount: money(Math.max(0, beforeDiscounts - charged)),
      first_used_at: instant(row.first_used_at),
      last_used_at: instant(row.last_used_at),
      configured_discount: row.discount_type === "FIXED" ? money(row.discount) : count(row.discount) / 100,
      discount_type: row.discount_type,
      max_allowed_usages: row.max_allowed_usages,
      remaining_uses: remaining,
      expiry_date: expiry,
      status,
    };
  });
  rows.sort((a, b) => b.grossMinor - a.grossMinor || a.promo_code.localeCompare(b.promo_code));
  return rows.map(({ grossMinor: _, ...row }) => row);
}

/** The rows of one event report over `range`. */
export async function eventReport<Type extends ReportType>(
  db: Executor,
  event: EventRow,
  type: Type,
  range: DayRange,
  now: Date,
): Promise<ReportRows[Type]> {
  switch (type) {
    case "product_sales":
      return (await productSales(db, event, range)) as ReportRows[Type];
    case "daily_sales_report":
      return (await dailySales(db, event, range)) as ReportRows[Type];
    default:
      return (await promoCodesReport(db, event, range, now)) as ReportRows[Type];
  }
}

/** The columns of each event report, in the order its CSV writes them. */
export const eventReportColumns: Record<ReportType, readonly string[]> = {
  product_sales: [
    "product_id",
    "product_title",
    "product_type",
    "number_sold",
    "total_gross",
    "total_tax",
    "total_service_fees",
  ],
  daily_sales_report: [
    "date",
    "sales_total_gross",
    "total_tax",
    "sales_total_before_additions",
    "products_sold",
    "orders_created",
    "total_fee",
    "total_refunded",
    "total_views",
  ],
  promo_codes_report: [
    "promo_code",
    "times_used",
    "unique_customers",
    "total_gross_sales",
    "total_before_discounts",
    "total_discount_amount",
    "first_used_at",
    "last_used_at",
    "configured_discount",
    "discount_type",
    "max_allowed_usages",
    "remaining_uses",
    "expiry_date",
    "status",
  ],
};
