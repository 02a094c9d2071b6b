import { describe, expect, it } from "vitest";
import { attendeeStatuses, canTransitionAttendee } from "./canTransitionAttendee";

const allowed = new Set([
  "AWAITING_PAYMENT→ACTIVE",
  "AWAITING_PAYMENT→CANCELLED",
  "ACTIVE→CANCELLED",
  "CANCELLED→ACTIVE",
  "CANCELLED→AWAITING_PAYMENT",
]);

describe("canTransitionAttendee", () => {
  it.each(
    attendeeStatuses.flatMap((from) =>
      attendeeStatuses.map((to) => [from, to, allowed.has(`${from}→${to}`)] as const),
    ),
  )("%s → %s: %s", (from, to, expected) => {
    expect(canTransitionAttendee(from, to)).toBe(expected);
  });
});
