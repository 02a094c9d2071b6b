import { eventCheckInStatsSchema, eventStatsSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { eventDailyStatistics, eventStatistics } from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { authed, createEventVia, daysFromNow, insertOrganizer } from "./testFixtures";

const api = useTestApp();
const statsEnvelope = z.object({ data: eventStatsSchema });

/** Today in a time zone as YYYY-MM-DD (Canadian English writes dates that way). */
const todayIn = (timeZone: string, offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(Date.now() + offsetDays * 86_400_000));

async function newEvent(overrides: Record<string, unknown> = {}) {
  const owner = await registerOwner(api);
  const organizer = await insertOrganizer(api, owner.account.id);
  const event = await createEventVia(api, owner.token, {
    title: "Stats",
    start_date: daysFromNow(5),
    organizer_id: organizer.id,
    ...overrides,
  });
  return { token: owner.token, event };
}

async function statsOf(token: string, eventId: number) {
  const response = await api.request(`/api/events/${eventId}/stats`, authed(token));
  expect(response.status).toBe(200);
  return statsEnvelope.parse(await response.json()).data;
}

describe("GET /api/events/:event_id/stats", () => {
  it("gives seven zero days ending today in the event's time zone for a new event", async () => {
    for (const timeZone of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      const { token, event } = await newEvent({ timezone: timeZone });
      const stats = await statsOf(token, event.id);
      expect(stats.end_date).toBe(todayIn(timeZone));
      expect(stats.start_date).toBe(todayIn(timeZone, -6));
      expect(stats.daily_stats.map((day) => day.date)).toEqual(
        [-6, -5, -4, -3, -2, -1, 0].map((offset) => todayIn(timeZone, offset)),
      );
      expect(stats.daily_stats.every((day) => day.total_sales_gross === 0 && day.orders_created === 0)).toBe(
        true,
      );
      expect(stats).toMatchObject({ total_orders: 0, total_gross_sales: 0, total_views: 0 });
    }
  });

  it("fills the days from the daily rows and the totals from the running statistics, in major units", async () => {
    const { token, event } = await newEvent({ timezone: "Europe/Rome", currency: "EUR" });
    const zone = "Europe/Rome";
    await api.db.insert(eventDailyStatistics).values([
      {
        eventId: event.id,
        date: todayIn(zone, -1),
        salesTotalGross: 1999,
        productsSold: 3,
        ordersCreated: 2,
        totalTax: 360,
      },
      { eventId: event.id, date: todayIn(zone), attendeesRegistered: 4, totalFee: 5, totalRefunded: 100 },
      // Outside the window: not shown.
      { eventId: event.id, date: todayIn(zone, -8), salesTotalGross: 999_999 },
    ]);
    await api.db
      .update(eventStatistics)
      .set({
        salesTotalGross: 123_456,
        ordersCreated: 7,
        productsSold: 9,
        totalViews: 31,
        totalRefunded: 250,
      })
      .where(eq(eventStatistics.eventId, event.id));

    const stats = await statsOf(token, event.id);
    expect(stats.daily_stats).toHaveLength(7);
    expect(stats.daily_stats[5]).toEqual({
      date: todayIn(zone, -1),
      total_fees: 0,
      total_tax: 3.6,
      total_sales_gross: 19.99,
      products_sold: 3,
      orders_created: 2,
      attendees_registered: 0,
      total_refunded: 0,
    });
    expect(stats.daily_stats[6]).toMatchObject({
      attendees_registered: 4,
      total_fees: 0.05,
      total_refunded: 1,
    });
    expect(stats.daily_stats.reduce((sum, day) => sum + day.total_sales_gross, 0)).toBe(19.99);
    expect(stats).toMatchObject({
      total_gross_sales: 1234.56,
      total_orders: 7,
      total_products_sold: 9,
      total_views: 31,
      total_refunded: 2.5,
    });
  });

  it("reads money of a currency without decimals as whole units", async () => {
    const { token, event } = await newEvent({ currency: "JPY" });
    await api.db
      .update(eventStatistics)
      .set({ salesTotalGross: 1500 })
      .where(eq(eventStatistics.eventId, event.id));
    expect((await statsOf(token, event.id)).total_gross_sales).toBe(1500);
  });
});

describe("GET /api/events/:event_id/check_in_stats", () => {
  it("counts the event's registered attendees, none checked in yet", async () => {
    const { token, event } = await newEvent();
    const url = `/api/events/${event.id}/check_in_stats`;
    const first = await api.request(url, authed(token));
    expect(first.status).toBe(200);
    expect(z.object({ data: eventCheckInStatsSchema }).parse(await first.json()).data).toEqual({
      total_checked_in_attendees: 0,
      total_attendees: 0,
    });
    await api.db
      .update(eventStatistics)
      .set({ attendeesRegistered: 12 })
      .where(eq(eventStatistics.eventId, event.id));
    const second = await api.request(url, authed(token));
    expect(((await second.json()) as { data: unknown }).data).toEqual({
      total_checked_in_attendees: 0,
      total_attendees: 12,
    });
  });
});
