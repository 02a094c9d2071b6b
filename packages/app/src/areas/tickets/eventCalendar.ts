import type { PublicEvent } from "@varco/domain";

/** What a calendar entry of an event says: its title, its instants, where it is and a link back. */
export interface CalendarEntry {
  /** Stable across downloads, so importing the file again updates the entry instead of adding one. */
  uid: string;
  title: string;
  /** ISO 8601 instants. */
  start: string;
  end: string | null;
  location: string;
  description: string;
  url: string;
}

/** Google Calendar needs an end: an event without one lasts an hour there. */
const defaultDurationMs = 60 * 60 * 1000;

/** The event's end, when it has one after its start. */
function endOf(entry: Pick<CalendarEntry, "start" | "end">): Date | null {
  const end = entry.end ? new Date(entry.end) : null;
  return end && end > new Date(entry.start) ? end : null;
}

/** 2030-07-12T18:30:00.000Z → 20300712T183000Z (iCalendar's and Google's UTC form). */
export function calendarInstant(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/gu, "")
    .replace(/\.\d{3}/u, "");
}

/** iCalendar TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
function text(value: string): string {
  return value.replace(/\\/gu, "\\\\").replace(/;/gu, "\\;").replace(/,/gu, "\\,").replace(/\r?\n/gu, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + character).length > limit) {
      parts.push(current);
      current = character;
    } else {
      current += character;
    }
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * The entry as an .ics file (one VEVENT, instants in UTC, CRLF line ends), as the ticket mail's:
 * the same UID (so importing both updates one entry) and no DTEND for an event without an end.
 */
export function icsOf(entry: CalendarEntry, now: Date = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Varco//Tickets//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${text(entry.uid)}`,
    `DTSTAMP:${calendarInstant(now)}`,
    `DTSTART:${calendarInstant(new Date(entry.start))}`,
    ...(endOf(entry) ? [`DTEND:${calendarInstant(endOf(entry) as Date)}`] : []),
    `SUMMARY:${text(entry.title)}`,
    ...(entry.location ? [`LOCATION:${text(entry.location)}`] : []),
    ...(entry.description ? [`DESCRIPTION:${text(entry.description)}`] : []),
    `URL:${entry.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** The .ics file as a link target, so the download works from a plain link. */
export function icsHref(entry: CalendarEntry, now?: Date): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(icsOf(entry, now))}`;
}

/** Google Calendar's "add an event" address for the entry. */
export function googleCalendarUrl(entry: CalendarEntry, timeZone: string): string {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", entry.title);
  const start = new Date(entry.start);
  const end = endOf(entry) ?? new Date(start.getTime() + defaultDurationMs);
  url.searchParams.set("dates", `${calendarInstant(start)}/${calendarInstant(end)}`);
  if (entry.location) url.searchParams.set("location", entry.location);
  if (entry.description) url.searchParams.set("details", entry.description);
  url.searchParams.set("ctz", timeZone);
  return url.href;
}

/** A file name for the event's entry: its slug, else "event". */
export function icsFileName(event: Pick<PublicEvent, "slug">): string {
  const slug = event.slug.replace(/[^a-z0-9-]+/giu, "-").replace(/^-+|-+$/gu, "");
  return `${slug || "event"}.ics`;
}
