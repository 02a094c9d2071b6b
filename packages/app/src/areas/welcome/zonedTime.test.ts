import { describe, expect, it } from "vitest";
import { wallTimeToInstant } from "./zonedTime";

describe("wallTimeToInstant", () => {
  it("reads a wall-clock time in the organiser's time zone, summer and winter", () => {
    expect(wallTimeToInstant("2026-07-12T20:30", "Europe/Rome")).toBe("2026-07-12T18:30:00.000Z");
    expect(wallTimeToInstant("2026-01-12T20:30:00", "Europe/Rome")).toBe("2026-01-12T19:30:00.000Z");
    expect(wallTimeToInstant("2026-01-12T20:30", "America/New_York")).toBe("2026-01-13T01:30:00.000Z");
  });

  it("takes an unknown zone as UTC and refuses text that is no date", () => {
    expect(wallTimeToInstant("2026-01-12T20:30", "Mars/Olympus")).toBe("2026-01-12T20:30:00.000Z");
    expect(wallTimeToInstant("tomorrow", "Europe/Rome")).toBeNull();
  });

  it("keeps the right offset on the night the clocks change", () => {
    // Rome leaves summer time at 03:00 on 25 October 2026: 01:00 is still summer time, 04:00 is not.
    expect(wallTimeToInstant("2026-10-25T01:00", "Europe/Rome")).toBe("2026-10-24T23:00:00.000Z");
    expect(wallTimeToInstant("2026-10-25T04:00", "Europe/Rome")).toBe("2026-10-25T03:00:00.000Z");
  });
});
