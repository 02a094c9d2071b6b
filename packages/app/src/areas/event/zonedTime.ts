/**
 * The event forms take dates as wall-clock times in the event's own time zone (what an organiser
 * reads on a poster), while the wire carries UTC instants (ISO 8601). These two functions convert
 * between a `datetime-local` field's value ("2030-07-12T20:30") and an instant, through Intl.
 */

/** An IANA zone Intl knows, or UTC rather than a crash on a bad value. */
export function usableTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return "UTC";
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour") % 24,
    minute: part("minute"),
    second: part("second"),
  };
}

const pad = (value: number, size = 2) => String(value).padStart(size, "0");

/** "2030-07-12T18:30:00Z" in Europe/Rome → "2030-07-12T20:30"; "" for no or a bad date. */
export function toLocalInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return "";
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  const c = wallClock(instant, usableTimeZone(timeZone));
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - (instant - (instant % 1000));
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/u;

/**
 * "2030-07-12T20:30" read in Europe/Rome → "2030-07-12T18:30:00.000Z". A value that is not a
 * `datetime-local` value comes back unchanged (the domain schema then refuses it), an empty one as
 * undefined (absent).
 */
export function fromLocalInput(value: string | undefined, timeZone: string): string | undefined {
  if (!value) return undefined;
  const match = localPattern.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const zone = usableTimeZone(timeZone);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second || 0);
  // Two passes settle the offset, also next to a daylight-saving change.
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  return new Date(instant).toISOString();
}
