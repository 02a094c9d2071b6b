import { describe, expect, it } from "vitest";
import { wireInstant } from "./wireInstant";

describe("wireInstant", () => {
  it.each([
    ["2024-09-01T18:00:00.000000Z", Date.UTC(2024, 8, 1, 18)],
    ["2024-09-01T18:00:00Z", Date.UTC(2024, 8, 1, 18)],
    ["2024-09-01T20:00:00+02:00", Date.UTC(2024, 8, 1, 18)],
    ["2024-09-01 18:00:00", Date.UTC(2024, 8, 1, 18)], // zoneless database text is UTC
    ["2024-09-01T18:00", Date.UTC(2024, 8, 1, 18)],
    ["2024-09-01 18:00:00.5", Date.UTC(2024, 8, 1, 18, 0, 0, 500)],
    [new Date(Date.UTC(2030, 0, 1)), Date.UTC(2030, 0, 1)],
    [null, null],
    [undefined, null],
    ["", null],
  ])("%j → %s", (value, expected) => {
    expect(wireInstant(value)).toBe(expected);
  });

  it("refuses text that is not a date", () => {
    expect(() => wireInstant("soon")).toThrow(RangeError);
  });
});
