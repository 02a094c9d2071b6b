import { eq } from "drizzle-orm";
import { eventDailyStatistics, eventStatistics } from "../db/schema";
import type { TestApp } from "./testApp";

/** The views the event's statistics count: all of them, and each day's as `[date, views]`. */
export async function viewsOf(api: TestApp, eventId: number) {
  const [totals] = await api.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, eventId));
  const daily = await api.db
    .select()
    .from(eventDailyStatistics)
    .where(eq(eventDailyStatistics.eventId, eventId));
  return { total: totals?.totalViews ?? 0, daily: daily.map((row) => [row.date, row.totalViews]) };
}
