import { describe, expect, it } from "vitest";
import { exportFileName } from "./exportFileName";

describe("exportFileName", () => {
  it("names the file after the event and the day on the event's calendar", () => {
    // 23:30 UTC on 29 November is already 30 November in Rome.
    const made = new Date("2026-11-29T23:30:00Z");
    expect(exportFileName("festa-d-estate", "attendees", made, "Europe/Rome", "xlsx")).toBe(
      "festa-d-estate-attendees-2026-11-30.xlsx",
    );
    expect(exportFileName("festa-d-estate", "orders", made, "America/New_York", "csv")).toBe(
      "festa-d-estate-orders-2026-11-29.csv",
    );
  });

  it("keeps only safe characters, and a name when the slug gives none", () => {
    const made = new Date("2026-11-30T10:00:00Z");
    expect(exportFileName('Bad "slug"/../x', "answers", made, "UTC", "csv")).toBe(
      "bad-slug-x-answers-2026-11-30.csv",
    );
    expect(exportFileName("", "answers", made, "UTC", "xlsx")).toBe("event-answers-2026-11-30.xlsx");
  });
});
