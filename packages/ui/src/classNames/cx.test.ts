import { describe, expect, it } from "vitest";
import { cx } from "./cx";

describe("cx", () => {
  it.each([
    [["a", "b"], "a b"],
    [["a", undefined, "b"], "a b"],
    [[false, "a", null, 0, ""], "a"],
    [[], ""],
    [[undefined], ""],
  ] as const)("joins %j as %j", (parts, joined) => {
    expect(cx(...parts)).toBe(joined);
  });
});
