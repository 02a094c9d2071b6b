import { describe, expect, it } from "vitest";
import { publicOrganizerEventsQuery } from "./publicOrganizerEventsQuery";

const now = new Date("2026-05-04T09:30:00.000Z");

describe("publicOrganizerEventsQuery", () => {
  it.each([
    [
      "upcoming",
      undefined,
      { per_page: 30, sort_by: "start_date", sort_direction: "asc", eventsStatus: "upcoming" },
    ],
    [
      "upcoming",
      3,
      { page: 3, per_page: 30, sort_by: "start_date", sort_direction: "asc", eventsStatus: "upcoming" },
    ],
    [
      "past",
      undefined,
      {
        per_page: 30,
        sort_by: "start_date",
        sort_direction: "desc",
        filter_fields: { end_date: { lte: "2026-05-04T09:30:00.000Z" }, status: { ne: "ARCHIVED" } },
      },
    ],
    [
      "past",
      2,
      {
        page: 2,
        per_page: 30,
        sort_by: "start_date",
        sort_direction: "desc",
        filter_fields: { end_date: { lte: "2026-05-04T09:30:00.000Z" }, status: { ne: "ARCHIVED" } },
      },
    ],
  ] as const)("%s, page %s", (view, page, expected) => {
    expect(publicOrganizerEventsQuery(view, now, page)).toEqual(expected);
  });

  it("uses the moment it is given, in UTC", () => {
    const query = publicOrganizerEventsQuery("past", new Date(Date.UTC(2025, 11, 31, 23, 59, 59)));
    expect(query.filter_fields?.end_date.lte).toBe("2025-12-31T23:59:59.000Z");
  });
});
