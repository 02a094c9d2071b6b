import type { EventCheckInStats, EventDailyStats, EventStats } from "@varco/domain";
import { and, between, eq } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { eventDailyStatistics, eventStatistics } from "../../db/schema";
import { type EventRow, moneyOf } from "./eventResource";

/** Days `GET events/{id}/stats` covers, today included, as Hi.Events counts them. */
export const statsWindowDays = 7;

/** The calendar day (`YYYY-MM-DD`) it is at `now` in `timeZone`; UTC when the zone is unknown. */
export function calendarDayIn(timeZone: string, now: Date): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).formatToParts(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** `day` moved by `days` calendar days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * `GET events/{id}/stats`: the last seven days in the event's time zone, oldest first, a day
 * without a row reading as zeros; totals from the event's running statistics. Money in major
 * units of the event's currency.
 */
export async function eventStats(db: Executor, event: EventRow, now: Date): Promise<EventStats> {
  const endDay = calendarDayIn(event.timezone, now);
  const startDay = addDays(endDay, -(statsWindowDays - 1));
  const [dailyRows, [totals]] = await Promise.all([
    db
      .select()
      .from(eventDailyStatistics)
      .where(
        and(eq(eventDailyStatistics.eventId, event.id), between(eventDailyStatistics.date, startDay, endDay)),
      ),
    db.select().from(eventStatistics).where(eq(eventStatistics.eventId, event.id)),
  ]);
  const byDay = new Map(dailyRows.map((row) => [row.date, row]));
  const money = (minor: number | undefined) => moneyOf(minor ?? 0, event.currency);
  const daily_stats: EventDailyStats[] = [];
  for (let offset = 0; offset < statsWindowDays; offset++) {
    const date = addDays(startDay, offset);
    const row = byDay.get(date);
    daily_stats.push({
      date,
      total_fees: money(row?.totalFee),
      total_tax: money(row?.totalTax),
      total_sales_gross: money(row?.salesTotalGross),
      products_sold: row?.productsSold ?? 0,
      orders_created: row?.ordersCreated ?? 0,
      attendees_registered: row?.attendeesRegistered ?? 0,
      total_refunded: money(row?.totalRefunded),
    });
  }
  return {
    daily_stats,
    start_date: startDay,
    end_date: endDay,
    total_products_sold: totals?.productsSold ?? 0,
    total_attendees_registered: totals?.attendeesRegistered ?? 0,
    total_orders: totals?.ordersCreated ?? 0,
    total_gross_sales: money(totals?.salesTotalGross),
    total_fees: money(totals?.totalFee),
    total_tax: money(totals?.totalTax),
    total_views: totals?.totalViews ?? 0,
    total_refunded: money(totals?.totalRefunded),
  };
}

/**
 * `GET events/{id}/check_in_stats`: attendees registered (kept by the running statistics as
 * orders complete and are cancelled) and how many of them have checked in. Check-ins arrive with
 * check-in lists; until then none has.
 */
export async function eventCheckInStats(db: Executor, event: EventRow): Promise<EventCheckInStats> {
  const [totals] = await db
    .select({ attendees: eventStatistics.attendeesRegistered })
    .from(eventStatistics)
    .where(eq(eventStatistics.eventId, event.id));
  return { total_checked_in_attendees: 0, total_attendees: totals?.attendees ?? 0 };
}
