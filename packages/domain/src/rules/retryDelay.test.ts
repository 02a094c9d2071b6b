import { describe, expect, it } from "vitest";
import { maxRetries, retryDelay } from "./retryDelay";

describe("retryDelay", () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 16_000],
    [6, 30_000],
    [7, 30_000],
    [50, 30_000],
    [Number.POSITIVE_INFINITY, 30_000],
    // Defensive: a caller counting from 0, or passing garbage, still gets the first delay.
    [0, 1000],
    [-3, 1000],
    [Number.NaN, 1000],
    [2.7, 2000],
  ])("attempt %s → %s ms", (attempt, expected) => {
    expect(retryDelay(attempt)).toBe(expected);
  });

  it("retries three times by default", () => {
    expect(maxRetries).toBe(3);
  });
});
