import { calendarFileOf, calendarInstant, type PublicEvent } from "@varco/domain";

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

/**
 * The entry as an .ics file (one VEVENT, instants in UTC, CRLF line ends), as the ticket mail's:
 * the same UID (so importing both updates one entry) and no DTEND for an event without an end.
 */
export function icsOf(entry: CalendarEntry, now: Date = new Date()): string {
  return calendarFileOf({
    uid: entry.uid,
    start: new Date(entry.start),
    end: endOf(entry),
    stamp: now,
    summary: entry.title,
    location: entry.location,
    description: entry.description,
    url: entry.url,
  });
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
