import { firstYear, lastYear } from "@varco/domain";

/**
 * Wall-clock times in a time zone, with Intl alone: `2026-12-25T20:00` in Europe/Rome is
 * 2026-12-25T19:00:00.000Z. The night a zone's clocks change, an hour that never happened moves on
 * by the gap and an hour that happened twice is the earlier one, as Temporal's "compatible"
 * disambiguation (and a wall clock) has it.
 */

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

/** Whether the text is a date and time without an offset (`2026-12-25T20:00`, `2026-12-25 20:00:00`). */
export function isWallClockText(text: string): boolean {
  return wallClockPattern.test(text);
}

/** The instant a wall-clock time names in a zone, or undefined for no such time (30 February, 24:00). */
export function instantOfWallClock(text: string, timeZone: string): Date | undefined {
  const match = wallClockPattern.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as number[];
  const milliseconds = Number((match[7] ?? "0").padEnd(3, "0").slice(0, 3));
  const wall = new Date(0);
  wall.setUTCFullYear(year as number, (month as number) - 1, day);
  wall.setUTCHours(hour as number, minute, second, milliseconds);
  const exists =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === (month as number) - 1 &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hour;
  if (!exists) return undefined;
  const wallTime = wall.getTime();
  const day_ = 86_400_000;
  const offsetBefore = offsetAt(wallTime - day_, timeZone);
  const offsetAfter = offsetAt(wallTime + day_, timeZone);
  const candidates = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wallTime - offset)
    .filter((instant) => instant + offsetAt(instant, timeZone) === wallTime);
  // None: the clocks skipped this time; read it with the offset before the change (it moves on).
  const instant = candidates.length > 0 ? Math.min(...candidates) : wallTime - offsetBefore;
  const result = new Date(instant);
  const resultYear = result.getUTCFullYear();
  return resultYear < firstYear || resultYear > lastYear ? undefined : result;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in milliseconds (Europe/Rome in winter: 3 600 000). */
function offsetAt(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const year = parts.era === "BC" || parts.era === "B" ? 1 - Number(parts.year) : Number(parts.year);
  const local = new Date(0);
  local.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  local.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second));
  const wholeSeconds = instant - (((instant % 1000) + 1000) % 1000);
  return local.getTime() - wholeSeconds;
}

/** Whether the name is a time zone Intl knows (`Europe/Rome`). */
export function isKnownTimeZone(name: unknown): name is string {
  if (typeof name !== "string" || name === "") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
