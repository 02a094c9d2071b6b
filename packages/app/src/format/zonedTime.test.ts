import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput, usableTimeZone, wallTimeToInstant } from "./zonedTime";

describe("wall-clock times in an event's or organiser's time zone", () => {
  it.each([
    ["2030-07-12T20:30", "Europe/Rome", "2030-07-12T18:30:00.000Z"],
    ["2030-01-15T09:00", "Europe/Rome", "2030-01-15T08:00:00.000Z"],
    ["2026-01-12T20:30:00", "Europe/Rome", "2026-01-12T19:30:00.000Z"],
    ["2030-01-15T09:00", "America/New_York", "2030-01-15T14:00:00.000Z"],
    ["2026-01-12T20:30", "America/New_York", "2026-01-13T01:30:00.000Z"],
    // Rome moves from +01:00 to +02:00 at 02:00 on 31 March 2030 …
    ["2030-03-31T12:00", "Europe/Rome", "2030-03-31T10:00:00.000Z"],
    ["2030-03-30T12:00", "Europe/Rome", "2030-03-30T11:00:00.000Z"],
    // … so 02:30 that night never happens: it lands just after the change (03:30 summer time).
    ["2030-03-31T02:30", "Europe/Rome", "2030-03-31T01:30:00.000Z"],
    // And leaves summer time at 03:00 on 25 October 2026: 01:00 is still summer time, 04:00 is not.
    ["2026-10-25T01:00", "Europe/Rome", "2026-10-24T23:00:00.000Z"],
    ["2026-10-25T04:00", "Europe/Rome", "2026-10-25T03:00:00.000Z"],
    // 02:30 happens twice that night: the first, still in summer time.
    ["2026-10-25T02:30", "Europe/Rome", "2026-10-25T00:30:00.000Z"],
    // A zone Intl does not know is read as UTC.
    ["2030-07-12T20:30", "Mars/Olympus", "2030-07-12T20:30:00.000Z"],
  ])("reads %s in %s as %s", (wallTime, timeZone, instant) => {
    expect(wallTimeToInstant(wallTime, timeZone)).toBe(instant);
    expect(fromLocalInput(wallTime, timeZone)).toBe(instant);
  });

  it.each([
    ["2030-07-12T18:30:00Z", "Europe/Rome", "2030-07-12T20:30"],
    ["2030-01-15T14:00:00Z", "Asia/Tokyo", "2030-01-15T23:00"],
    ["2030-01-15T14:00:00.000Z", "America/New_York", "2030-01-15T09:00"],
    // A raw column without a zone is UTC, whatever the browser's own zone.
    ["2030-07-12 18:30:00", "Europe/Rome", "2030-07-12T20:30"],
  ])("shows %s in %s as %s", (instant, timeZone, wallTime) => {
    expect(toLocalInput(instant, timeZone)).toBe(wallTime);
  });

  it("leaves empty and malformed values for the schema to judge", () => {
    expect(wallTimeToInstant("tomorrow", "Europe/Rome")).toBeNull();
    expect(fromLocalInput(undefined, "Europe/Rome")).toBeUndefined();
    expect(fromLocalInput("", "Europe/Rome")).toBeUndefined();
    expect(fromLocalInput("tomorrow", "Europe/Rome")).toBe("tomorrow");
    expect(toLocalInput(null, "Europe/Rome")).toBe("");
    expect(toLocalInput("not a date", "Europe/Rome")).toBe("");
    expect(usableTimeZone("Mars/Olympus")).toBe("UTC");
  });
});
