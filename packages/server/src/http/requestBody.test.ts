import { describe, expect, it } from "vitest";
import { maxJsonDepth, nestsDeeperThan } from "./requestBody";

const nested = (levels: number) => `${"[".repeat(levels)}1${"]".repeat(levels)}`;

describe("how deep a JSON body nests, read as text", () => {
  it("lets the limit through and refuses one level more", () => {
    expect(nestsDeeperThan(nested(maxJsonDepth), maxJsonDepth)).toBe(false);
    expect(nestsDeeperThan(nested(maxJsonDepth + 1), maxJsonDepth)).toBe(true);
    expect(nestsDeeperThan(`{"a":${nested(maxJsonDepth)}}`, maxJsonDepth)).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    const text = JSON.stringify({ note: `${"[{".repeat(100)} \\" "${"{".repeat(100)}`, list: [[1]] });
    expect(nestsDeeperThan(text, 3)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: "\\", b: [[[[1]]]] }), 3)).toBe(true);
  });

  it("reads siblings one after the other, not as deeper", () => {
    expect(nestsDeeperThan(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])), 3)).toBe(false);
  });
});
