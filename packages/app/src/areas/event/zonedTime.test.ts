import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput, usableTimeZone } from "./zonedTime";

describe("wall-clock times in an event's time zone", () => {
  it("reads a summer evening in Rome as UTC two hours earlier", () => {
    expect(fromLocalInput("2030-07-12T20:30", "Europe/Rome")).toBe("2030-07-12T18:30:00.000Z");
    expect(toLocalInput("2030-07-12T18:30:00Z", "Europe/Rome")).toBe("2030-07-12T20:30");
  });

  it("follows the winter offset and other zones", () => {
    expect(fromLocalInput("2030-01-15T09:00", "Europe/Rome")).toBe("2030-01-15T08:00:00.000Z");
    expect(fromLocalInput("2030-01-15T09:00", "America/New_York")).toBe("2030-01-15T14:00:00.000Z");
    expect(toLocalInput("2030-01-15T14:00:00Z", "Asia/Tokyo")).toBe("2030-01-15T23:00");
  });

  it("settles next to a daylight-saving change", () => {
    // Rome moves from +01:00 to +02:00 at 02:00 on 31 March 2030.
    expect(fromLocalInput("2030-03-31T12:00", "Europe/Rome")).toBe("2030-03-31T10:00:00.000Z");
    expect(fromLocalInput("2030-03-30T12:00", "Europe/Rome")).toBe("2030-03-30T11:00:00.000Z");
  });

  it("leaves empty and malformed values for the schema to judge", () => {
    expect(fromLocalInput(undefined, "Europe/Rome")).toBeUndefined();
    expect(fromLocalInput("", "Europe/Rome")).toBeUndefined();
    expect(fromLocalInput("tomorrow", "Europe/Rome")).toBe("tomorrow");
    expect(toLocalInput(null, "Europe/Rome")).toBe("");
  });

  it("falls back to UTC for a zone Intl does not know", () => {
    expect(usableTimeZone("Mars/Olympus")).toBe("UTC");
    expect(fromLocalInput("2030-07-12T20:30", "Mars/Olympus")).toBe("2030-07-12T20:30:00.000Z");
  });
});
