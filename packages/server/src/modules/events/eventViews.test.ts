import { beforeAll, describe, expect, it } from "vitest";
import { registerOwner } from "../../test/accounts";
import { viewsOf } from "../../test/eventViews";
import { useTestApp } from "../../test/testApp";
import { EventViewCounter, eventViewCounterOf } from "./eventViews";
import { publicEvent } from "./publicService";
import { calendarDayIn } from "./stats";
import { createEventVia, daysFromNow, insertOrganizer, setEventStatus } from "./testFixtures";

// One trusted proxy: X-Forwarded-For names the visitor, so a test can play several.
const api = useTestApp({ env: { TRUSTED_PROXY_COUNT: "1" } });

beforeAll(() => {
  // Flushed by the tests only, so what is in the database before a flush is what requests wrote.
  eventViewCounterOf(api.db, { flushIntervalMs: 0 });
});

async function liveEvent() {
  const owner = await registerOwner(api);
  const organizer = await insertOrganizer(api, owner.account.id);
  const event = await createEventVia(api, owner.token, {
    title: "Nabucco",
    start_date: daysFromNow(10),
    organizer_id: organizer.id,
    timezone: "Europe/Rome",
  });
  await setEventStatus(api, owner.token, event.id, "LIVE");
  return event;
}

const views = (eventId: number) => viewsOf(api, eventId);

function read(eventId: number, address: string, userAgent = "Firefox/128") {
  return api.request(`/api/public/events/${eventId}`, {
    headers: { "x-forwarded-for": address, "user-agent": userAgent },
  });
}

const flushViews = () => eventViewCounterOf(api.db).flush();

describe("page views of GET /api/public/events/:event_id", () => {
  it("counts 50 reads by one visitor as one view", async () => {
    const event = await liveEvent();
    for (let index = 0; index < 50; index++) expect((await read(event.id, "203.0.113.7")).status).toBe(200);
    await flushViews();
    const today = calendarDayIn("Europe/Rome", new Date());
    expect(await views(event.id)).toEqual({ total: 1, daily: [[today, 1]] });
  });

  it("counts two visitors as two views: another address, or another browser at the same address", async () => {
    const event = await liveEvent();
    await read(event.id, "203.0.113.7");
    await read(event.id, "198.51.100.20");
    await read(event.id, "198.51.100.20");
    await read(event.id, "198.51.100.20", "Safari/17");
    await flushViews();
    expect((await views(event.id)).total).toBe(3);
  });

  it("writes nothing while reading: the statistics change on the flush only", async () => {
    const event = await liveEvent();
    for (const address of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) await read(event.id, address);
    expect(await views(event.id)).toEqual({ total: 0, daily: [] });
    await flushViews();
    expect((await views(event.id)).total).toBe(3);
  });

  it("counts the same visitor again once 30 minutes have passed", async () => {
    const event = await liveEvent();
    const counter = new EventViewCounter(api.db, { flushIntervalMs: 0 });
    const visit = { address: "203.0.113.9", userAgent: "Firefox/128" };
    const start = new Date("2030-06-01T10:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (const minutes of [0, 10, 29.9, 30, 45, 59.9, 60]) {
      const page = await publicEvent(
        api.db,
        event.id,
        undefined,
        { appUrl: api.config.APP_URL, now: at(minutes) },
        {
          counter,
          visit,
        },
      );
      expect(page?.id).toBe(event.id);
    }
    await counter.flush();
    // Counted at 0, 30 and 60; the day is the event's (Rome) day of the views.
    expect(await views(event.id)).toEqual({ total: 3, daily: [["2030-06-01", 3]] });
  });

  it("adds up the flushes of several instances sharing the database", async () => {
    const event = await liveEvent();
    const instances = [1, 2, 3].map(() => new EventViewCounter(api.db, { flushIntervalMs: 0 }));
    const now = new Date();
    for (const [index, counter] of instances.entries()) {
      for (let visitor = 0; visitor < 4; visitor++) {
        counter.count(event, { address: `10.0.${index}.${visitor}`, userAgent: "Edge" }, now);
      }
    }
    await Promise.all(instances.map((counter) => counter.flush()));
    await Promise.all(instances.map((counter) => counter.flush()));
    expect((await views(event.id)).total).toBe(12);
  });

  it("counts a visitor once between instances sharing the database, again once the window passed", async () => {
    const event = await liveEvent();
    const [first, second] = [1, 2].map(() => new EventViewCounter(api.db, { flushIntervalMs: 0 }));
    const visit = { address: "198.51.100.7", userAgent: "Safari/18" };
    const start = new Date("2030-07-01T08:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    // The same reader's requests land on both instances, as a load balancer spreads them.
    first?.count(event, visit, at(0));
    second?.count(event, visit, at(1));
    first?.count({ ...event }, { ...visit, address: "198.51.100.8" }, at(2));
    await Promise.all([first?.flush(), second?.flush()]);
    expect((await views(event.id)).total).toBe(2);
    // Half an hour after that instance last saw them, on the other instance: a view again.
    second?.count(event, visit, at(31));
    await second?.flush();
    expect((await views(event.id)).total).toBe(3);
  });

  it("writes what is pending when stopped, and keeps it when a write fails", async () => {
    const event = await liveEvent();
    const counter = new EventViewCounter(api.db, { flushIntervalMs: 60_000 });
    const now = new Date();
    counter.count(event, { address: "192.0.2.50", userAgent: "Edge" }, now);
    counter.count({ id: 9_999_999_999, timezone: "UTC" }, { address: "192.0.2.50", userAgent: "Edge" }, now);
    counter.count(event, { address: "192.0.2.51", userAgent: "Edge" }, now);
    expect(counter.pendingViews).toBe(3);
    await counter.stop();
    // The unknown event is skipped; the rest is written and nothing stays pending.
    expect(counter.pendingViews).toBe(0);
    expect((await views(event.id)).total).toBe(2);

    const failing = new EventViewCounter(
      {
        execute: async () => {
          throw new Error("connection lost");
        },
      } as never,
      { flushIntervalMs: 0 },
    );
    failing.count(event, { address: "192.0.2.52", userAgent: "Edge" }, now);
    await failing.flush();
    expect(failing.pendingViews).toBe(1);
  });
});
