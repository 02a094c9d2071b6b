import { eventCheckInStatsSchema, eventStatsSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkInLists, checkIns, eventStatistics } from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { insertOrder, insertProduct } from "../reports/testFixtures";
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

  it("counts each day's orders on the day they were created in the event's zone, in major units", async () => {
    const { token, event } = await newEvent({ timezone: "Europe/Rome", currency: "EUR" });
    const zone = "Europe/Rome";
    const ticket = await insertProduct(api, event.id, { title: "Ingresso", price: 1999 });
    // Noon in Rome yesterday and today, and one eight days ago (outside the window).
    const noonIn = (offsetDays: number) => `${todayIn(zone, offsetDays)}T10:00:00Z`;
    await insertOrder(api, {
      eventId: event.id,
      createdAt: noonIn(-1),
      status: "COMPLETED",
      items: [{ product: ticket, quantity: 3, unit: 1999, tax: 360 }],
    });
    await insertOrder(api, {
      eventId: event.id,
      createdAt: noonIn(0),
      status: "COMPLETED",
      refunded: 100,
      items: [{ product: ticket, quantity: 1, unit: 1000, fee: 5 }],
    });
    await insertOrder(api, {
      eventId: event.id,
      createdAt: noonIn(-8),
      status: "COMPLETED",
      items: [{ product: ticket, quantity: 1, unit: 99_999 }],
    });
    await api.db.update(eventStatistics).set({ totalViews: 31 }).where(eq(eventStatistics.eventId, event.id));

    const stats = await statsOf(token, event.id);
    expect(stats.daily_stats).toHaveLength(7);
    expect(stats.daily_stats[5]).toEqual({
      date: todayIn(zone, -1),
      total_fees: 0,
      total_tax: 3.6,
      total_sales_gross: 63.57,
      products_sold: 3,
      orders_created: 1,
      attendees_registered: 3,
      total_refunded: 0,
    });
    expect(stats.daily_stats[6]).toMatchObject({
      orders_created: 1,
      attendees_registered: 1,
      total_fees: 0.05,
      total_refunded: 1,
    });
    expect(stats).toMatchObject({
      // 63.57 + 10.05 + 999.99
      total_gross_sales: 1073.61,
      total_orders: 3,
      total_products_sold: 5,
      total_views: 31,
      total_refunded: 1,
    });
  });

  it("reads money of a currency without decimals as whole units", async () => {
    const { token, event } = await newEvent({ currency: "JPY" });
    const ticket = await insertProduct(api, event.id, { title: "Ticket", price: 1500 });
    await insertOrder(api, {
      eventId: event.id,
      currency: "JPY",
      createdAt: new Date().toISOString(),
      status: "COMPLETED",
      items: [{ product: ticket, quantity: 1, unit: 1500 }],
    });
    expect((await statsOf(token, event.id)).total_gross_sales).toBe(1500);
  });
});

describe("GET /api/events/:event_id/check_in_stats", () => {
  it("counts the attendees as the dashboard's other figures do, and those of them admitted", async () => {
    const { token, event } = await newEvent();
    const url = `/api/events/${event.id}/check_in_stats`;
    const first = await api.request(url, authed(token));
    expect(first.status).toBe(200);
    expect(z.object({ data: eventCheckInStatsSchema }).parse(await first.json()).data).toEqual({
      total_checked_in_attendees: 0,
      total_attendees: 0,
    });
    const ticket = await insertProduct(api, event.id, { title: "Ticket", price: 1000 });
    const now = new Date().toISOString();
    // Four tickets, one of them cancelled afterwards; two more awaiting an offline payment.
    const sold = await insertOrder(api, {
      eventId: event.id,
      createdAt: now,
      status: "COMPLETED",
      items: [{ product: ticket, quantity: 4, unit: 1000 }],
      cancelledAttendees: 1,
    });
    const waiting = await insertOrder(api, {
      eventId: event.id,
      createdAt: now,
      status: "AWAITING_OFFLINE_PAYMENT",
      attendeeStatus: "AWAITING_PAYMENT",
      items: [{ product: ticket, quantity: 2, unit: 1000 }],
    });
    // The running statistic, which once disagreed, says nothing here.
    await api.db
      .update(eventStatistics)
      .set({ attendeesRegistered: 7 })
      .where(eq(eventStatistics.eventId, event.id));
    const [list] = await api.db
      .insert(checkInLists)
      .values({ eventId: event.id, shortId: "cil_stats", name: "Door" })
      .returning();
    // Admitted: the cancelled ticket (before it was cancelled), an active one, one awaiting payment.
    for (const [n, attendee] of [sold.attendees[0], sold.attendees[1], waiting.attendees[0]].entries()) {
      if (!attendee || !list) throw new Error("fixture rows missing");
      await api.db.insert(checkIns).values({
        shortId: `ci_stats_${n}`,
        checkInListId: list.id,
        attendeeId: attendee.id,
        productId: attendee.productId,
        eventId: event.id,
        orderId: attendee.orderId,
        admitted: true,
      });
    }
    const second = await api.request(url, authed(token));
    expect(((await second.json()) as { data: unknown }).data).toEqual({
      total_checked_in_attendees: 1,
      total_attendees: 3,
    });
    expect((await statsOf(token, event.id)).total_attendees_registered).toBe(3);
  });
});
