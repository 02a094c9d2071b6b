/** How far ahead of UTC the wall clock of `timeZone` is at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - (instant - (instant % 1000));
}

/**
 * The UTC instant ("2026-03-14T19:00:00.000Z") of a wall-clock time ("2026-03-14T20:00" or with
 * seconds) read in `timeZone` (an IANA name; an unknown one is read as UTC). Null when the text is
 * not a date and time. A time skipped by a daylight-saving change lands just after the change.
 */
export function wallTimeToInstant(wallTime: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/u.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((digits) => Number(digits ?? 0));
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
  } catch {
    zone = "UTC";
  }
  // The zone's offset near the wall time, then once more at the guess (the offset may differ
  // across a daylight-saving change).
  const firstGuess = asUtc - offsetAt(asUtc, zone);
  const instant = asUtc - offsetAt(firstGuess, zone);
  return new Date(instant).toISOString();
}
