import { describe, expect, it } from "vitest";
import { isReservationLive, reservationExpiresAt } from "./reservationExpiry";

const now = new Date("2026-06-01T12:00:00Z");

describe("reservationExpiresAt", () => {
  it.each([
    [undefined, "2026-06-01T12:15:00.000Z"],
    [null, "2026-06-01T12:15:00.000Z"],
    [30, "2026-06-01T12:30:00.000Z"],
    [120, "2026-06-01T14:00:00.000Z"],
    [500, "2026-06-01T14:00:00.000Z"],
    [1, "2026-06-01T12:01:00.000Z"],
    [0, "2026-06-01T12:01:00.000Z"],
    [-5, "2026-06-01T12:01:00.000Z"],
    [Number.NaN, "2026-06-01T12:15:00.000Z"],
  ])("timeout %s → %s", (minutes, expected) => {
    expect(reservationExpiresAt(now, minutes).toISOString()).toBe(expected);
  });
});

describe("isReservationLive", () => {
  it.each([
    ["RESERVED", "2026-06-01T12:10:00Z", true],
    ["RESERVED", "2026-06-01 12:10:00", true],
    ["RESERVED", "2026-06-01T12:00:00Z", false], // its time is up this instant
    ["RESERVED", "2026-06-01T11:59:59Z", false],
    ["RESERVED", null, false],
    ["COMPLETED", "2026-06-01T12:10:00Z", false],
    ["ABANDONED", "2026-06-01T12:10:00Z", false],
    ["AWAITING_OFFLINE_PAYMENT", "2026-06-01T12:10:00Z", false],
  ])("%s until %s → %s", (status, reserved_until, expected) => {
    expect(isReservationLive({ status, reserved_until }, now)).toBe(expected);
  });
});
