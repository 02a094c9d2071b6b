import type { EventCheckInStats, EventDailyStats, EventStats } from "@varco/domain";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { eventStatistics } from "../../db/schema";
import { moneyOf } from "../../http/money";
import { checkedInAttendeesOfEvent } from "../checkIn/attendeeCheckIns";
import { addDays, salesOfEachDay, salesTotals } from "../reports/salesFigures";
import type { EventRow } from "./eventResource";

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

/**
 * `GET events/{id}/stats`: the last seven days in the event's time zone, oldest first, a day
 * without orders reading as zeros, and the totals, all counted from the event's orders (each on
 * the day it was created; docs/rules/reports.md); views from the view counter (totals only). Money in major
 * units of the event's currency.
 */
export async function eventStats(db: Executor, event: EventRow, now: Date): Promise<EventStats> {
  const endDay = calendarDayIn(event.timezone, now);
  const startDay = addDays(endDay, -(statsWindowDays - 1));
  const range = { timeZone: event.timezone, firstDay: startDay, lastDay: endDay };
  const scope = { eventId: event.id };
  const [days, totals, [viewTotals]] = await Promise.all([
    salesOfEachDay(db, scope, range),
    salesTotals(db, scope),
    db
      .select({ views: eventStatistics.totalViews })
      .from(eventStatistics)
      .where(eq(eventStatistics.eventId, event.id)),
  ]);
  const money = (minor: number) => moneyOf(minor, event.currency);
  const daily_stats: EventDailyStats[] = days.map(({ date, sales: day }) => ({
    date,
    total_fees: money(day.fee),
    total_tax: money(day.tax),
    total_sales_gross: money(day.gross),
    products_sold: day.unitsSold,
    orders_created: day.orders,
    attendees_registered: day.attendees,
    total_refunded: money(day.refunded),
  }));
  return {
    daily_stats,
    start_date: startDay,
    end_date: endDay,
    total_products_sold: totals.unitsSold,
    total_attendees_registered: totals.attendees,
    total_orders: totals.orders,
    total_gross_sales: money(totals.gross),
    total_fees: money(totals.fee),
    total_tax: money(totals.tax),
    total_views: viewTotals?.views ?? 0,
    total_refunded: money(totals.refunded),
  };
}

/**
 * `GET events/{id}/check_in_stats`: the event's attendees, counted as the dashboard, the reports
 * and `events/{id}/stats` count them (not cancelled, of a completed order; docs/rules/reports.md),
 * and how many of those are admitted on one of its lists.
 */
export async function eventCheckInStats(db: Executor, event: EventRow): Promise<EventCheckInStats> {
  const [totals, checkedIn] = await Promise.all([
    salesTotals(db, { eventId: event.id }),
    checkedInAttendeesOfEvent(db, event.id),
  ]);
  return { total_checked_in_attendees: checkedIn, total_attendees: totals.attendees };
}
