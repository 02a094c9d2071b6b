import { describe, expect, it } from "vitest";
import { isoDate, isoDateTime, wholeNumber } from "./fields";

describe("dates keep to the years 1–9999 (PostgreSQL has no year 0)", () => {
  it.each([
    ["0000-01-01T00:00:00Z", false],
    ["0001-01-01T00:30:00+01:00", false],
    ["0001-01-01T00:00:00Z", true],
    ["9999-12-31T23:59:59Z", true],
    ["9999-12-31T23:00:00-02:00", false],
  ])("isoDateTime takes %s: %s", (text, accepted) => {
    const parsed = isoDateTime("Start date").safeParse(text);
    expect(parsed.success).toBe(accepted);
    if (!accepted)
      expect(parsed.error?.issues[0]?.message).toBe("Start date must be between the years 1 and 9999.");
  });

  it.each([
    ["0000-02-29", false],
    ["0001-01-01", true],
    ["9999-12-31", true],
  ])("isoDate takes %s: %s", (text, accepted) => {
    expect(isoDate("Day").safeParse(text).success).toBe(accepted);
  });
});

describe("whole numbers fit the database's integer columns", () => {
  it.each([
    [2_147_483_647, true],
    [2_147_483_648, false],
    [1e12, false],
  ])("wholeNumber takes %s: %s", (value, accepted) => {
    const parsed = wholeNumber("Quantity available", { min: 0 }).safeParse(value);
    expect(parsed.success).toBe(accepted);
    if (!accepted) {
      expect(parsed.error?.issues[0]?.path).toEqual([]);
      expect(parsed.error?.issues[0]?.message).toBe("Quantity available must be at most 2147483647.");
    }
  });
});
