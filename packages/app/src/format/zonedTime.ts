import {
  type CalendarDateTime,
  type DateValue,
  parseAbsolute,
  parseDateTime,
  toCalendarDateTime,
  toZoned,
} from "@internationalized/date";
import { wireInstant } from "@varco/domain";

/**
 * Event forms take dates as wall-clock times in the event's or organiser's time zone (what an
 * organiser reads on a poster); the wire carries UTC instants (ISO 8601). The conversions, time
 * zone rules included, are @internationalized/date's (the date fields' own library).
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

const wallTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/u;

/**
 * The UTC instant ("2030-07-12T18:30:00.000Z") of a wall-clock time ("2030-07-12T20:30", seconds
 * optional) read in `timeZone` (an unknown one is read as UTC); null when the text is no date and
 * time. On the nights clocks change, a skipped time lands just after the change and a repeated one
 * is its first occurrence (as Temporal and `Date` do).
 */
export function wallTimeToInstant(wallTime: string, timeZone: string): string | null {
  if (!wallTimePattern.test(wallTime)) return null;
  try {
    return toZoned(parseDateTime(wallTime), usableTimeZone(timeZone)).toDate().toISOString();
  } catch {
    return null;
  }
}

/** A wire datetime as a Date, a zoneless one ("2030-07-12 18:30:00", Hi.Events' raw columns) read as UTC; null for none. */
export function wireDate(value: string | null | undefined): Date | null {
  try {
    const time = wireInstant(value);
    return time === null ? null : new Date(time);
  } catch {
    return null;
  }
}

/**
 * "2030-07-12T18:30:00Z" (or the raw "2030-07-12 18:30:00", UTC) in Europe/Rome → "2030-07-12T20:30"
 * (a `datetime-local` value); "" for none.
 */
export function toLocalInput(iso: string | null | undefined, timeZone: string): string {
  const instant = wireDate(iso);
  if (!instant) return "";
  const zoned = parseAbsolute(instant.toISOString(), usableTimeZone(timeZone));
  return toCalendarDateTime(zoned).toString().slice(0, 16);
}

/** A saved instant as a date picker's wall-clock value in `timeZone`; null for none. */
export function wallClockValueOf(iso: string | null | undefined, timeZone: string): CalendarDateTime | null {
  const local = toLocalInput(iso, timeZone);
  return local ? parseDateTime(local) : null;
}

/** A date picker's wall-clock value read in `timeZone` as the instant the wire carries; null for none. */
export function instantOfWallClock(value: DateValue | null, timeZone: string): string | null {
  return value ? (wallTimeToInstant(value.toString(), timeZone) ?? value.toString()) : null;
}

/**
 * A `datetime-local` value read in `timeZone` → its instant. A value that is not one comes back
 * unchanged (the domain schema then refuses it), an empty one as undefined (absent).
 */
export function fromLocalInput(value: string | undefined, timeZone: string): string | undefined {
  if (!value) return undefined;
  return wallTimeToInstant(value, timeZone) ?? value;
}

/** The browser's time zone, so a new account's dates read as its owner expects. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
