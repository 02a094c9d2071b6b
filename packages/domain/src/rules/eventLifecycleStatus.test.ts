import { describe, expect, it } from "vitest";
import { eventLifecycleStatus } from "./eventLifecycleStatus";

const now = new Date("2026-06-01T12:00:00Z");

describe("eventLifecycleStatus", () => {
  it.each([
    ["2026-06-02T18:00:00Z", "2026-06-02T23:00:00Z", "UPCOMING"],
    ["2026-06-02T18:00:00Z", null, "UPCOMING"],
    ["2026-06-01T10:00:00Z", "2026-06-01T14:00:00Z", "ONGOING"],
    ["2026-06-01T10:00:00Z", null, "ONGOING"],
    ["2026-06-01T12:00:00Z", "2026-06-01T13:00:00Z", "ONGOING"], // starts this instant
    ["2026-06-01T10:00:00Z", "2026-06-01T12:00:00Z", "ONGOING"], // ends this instant: not yet past
    ["2026-05-30T10:00:00Z", "2026-05-31T10:00:00Z", "ENDED"],
    ["2026-05-30 10:00:00", "2026-06-01 11:59:59", "ENDED"],
  ])("%s – %s → %s", (start_date, end_date, expected) => {
    expect(eventLifecycleStatus({ start_date, end_date }, now)).toBe(expected);
  });
});
