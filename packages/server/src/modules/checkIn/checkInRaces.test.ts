import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, checkIns } from "../../db/schema";
import { useTestApp } from "../../test/testApp";
import { codeOf, doorCall, doorEvent, publicCall, scanOf, sell } from "./testFixtures";

/**
 * Devices racing at the door, all at once: the orders' row locks (and, behind them, the one-admission
 * index) let exactly one admission through, on PGlite and on PostgreSQL (where the requests truly
 * run in parallel on the pool).
 */
const api = useTestApp();

const admissionsOf = (attendeeId: number) =>
  api.db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.attendeeId, attendeeId), eq(checkIns.admitted, true), isNull(checkIns.deletedAt)));

describe("devices racing at the door", { timeout: 180_000 }, () => {
  it("50 devices scan one ticket at the same instant: one admission, 49 told it is already checked in", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture);
    const ticket = attendees[0];
    if (!ticket) throw new Error("no attendee");
    const code = await codeOf(api, ticket);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        doorCall(api, fixture.list.short_id, {
          device: { id: `device-racer-${index}` },
          scans: [scanOf(code)],
        }),
      ),
    );
    const outcomes = results.map((result) => result.results[0]?.outcome);
    expect(outcomes.filter((outcome) => outcome === "admitted")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "already_checked_in")).toHaveLength(49);
    expect(await admissionsOf(ticket.id)).toHaveLength(1);
    const created = await api.db.select().from(activityLog).where(eq(activityLog.type, "checkin.created"));
    expect(created.filter((row) => row.eventId === fixture.event.id)).toHaveLength(1);
  });

  it("50 scanners of Hi.Events' API check one ticket in at once: one check-in, 49 refusals naming it", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture);
    const ticket = attendees[0];
    if (!ticket) throw new Error("no attendee");
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await publicCall(
          api,
          `/api/public/check-in-lists/${fixture.list.short_id}/check-ins`,
          "POST",
          {
            attendees: [{ public_id: ticket.publicId, action: "check-in" }],
          },
        );
        expect(response.status).toBe(200);
        return (await response.json()) as { data: { short_id: string }[]; errors?: Record<string, string> };
      }),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    // Every refusal returns the one check-in that stands.
    expect(new Set(answers.map((answer) => answer.data[0]?.short_id)).size).toBe(1);
    expect(await admissionsOf(ticket.id)).toHaveLength(1);
  });

  it("1,000 scans queued offline on two devices sync at once: each ticket admitted once", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture, {
      holders: Array.from({ length: 1000 }, (_, index) => ({
        firstName: `Ospite ${index}`,
        lastName: "Coda",
        email: `ospite.${index}@example.com`,
      })),
    });
    const codes = await Promise.all(attendees.map((attendee) => codeOf(api, attendee)));
    const at = Date.now() - 3_600_000;
    const queue = codes.map((code, index) =>
      scanOf(code, { offline: true, at: new Date(at + index * 1000) }),
    );
    // The second device scanned the first 100 tickets again, later.
    const again = codes
      .slice(0, 100)
      .map((code, index) => scanOf(code, { offline: true, at: new Date(at + 2_000_000 + index) }));
    const [first, second] = await Promise.all([
      doorCall(api, fixture.list.short_id, { device: { id: "device-queue-1" }, scans: queue }),
      doorCall(api, fixture.list.short_id, { device: { id: "device-queue-2" }, scans: again }),
    ]);
    expect(first.results.filter((result) => result.outcome === "admitted")).toHaveLength(1000);
    // Whichever device's queue went first, the earlier scans (the first device's) stand.
    const rows = await api.db.select().from(checkIns).where(eq(checkIns.checkInListId, fixture.list.id));
    const admitted = rows.filter((row) => row.admitted);
    expect(admitted).toHaveLength(1000);
    expect(admitted.every((row) => row.deviceId === "device-queue-1")).toBe(true);
    expect(rows.filter((row) => !row.admitted).map((row) => row.deviceId)).toEqual(
      Array(100).fill("device-queue-2"),
    );
    expect(second.results).toHaveLength(100);
    const synced = await doorCall(api, fixture.list.short_id, { device: { id: "device-queue-1" } });
    expect(synced.list.checked_in_attendees).toBe(1000);
  });
});
