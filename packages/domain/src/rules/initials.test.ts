import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it.each([
    ["Maria Rossi", "MR"],
    ["maria grazia rossi", "MR"],
    ["  Anna  ", "A"],
    ["Jean-Luc Picard", "JP"],
    ["Ágnes Kovács", "ÁK"],
    ["李 小龙", "李小"],
    ["", ""],
    [null, ""],
    [undefined, ""],
    ["🎉 Party Crew", "🎉C"],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
