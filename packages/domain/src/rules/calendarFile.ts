/**
 * A one-event iCalendar file (RFC 5545), as the ticket page offers and the ticket mail attaches:
 * calendar apps add the event from it. Instants are in UTC (`…Z`), so no time-zone definitions are
 * needed; the UID is the event's, so importing the file again updates the entry instead of adding
 * another.
 */
export interface CalendarFile {
  uid: string;
  start: Date;
  /** Left out when null: an event without an end. */
  end: Date | null;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  location?: string;
  description?: string;
  url: string;
}

/** 2030-07-12T18:30:00.000Z → `20300712T183000Z` (iCalendar's and Google's UTC form). */
export function calendarInstant(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/gu, "")
    .replace(/\.\d{3}/u, "");
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n` (RFC 5545 3.3.11). */
export function calendarText(value: string): string {
  return value
    .replace(/\\/gu, "\\\\")
    .replace(/;/gu, "\\;")
    .replace(/,/gu, "\\,")
    .replace(/\r\n|\r|\n/gu, "\\n");
}

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with a space, and a
 * multi-byte UTF-8 character is never split.
 */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The file's text: one VEVENT, CRLF line ends. */
export function calendarFileOf(event: CalendarFile): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Varco//Tickets//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${calendarText(event.uid)}`,
    `DTSTAMP:${calendarInstant(event.stamp)}`,
    `DTSTART:${calendarInstant(event.start)}`,
    ...(event.end ? [`DTEND:${calendarInstant(event.end)}`] : []),
    `SUMMARY:${calendarText(event.summary)}`,
    ...(event.location ? [`LOCATION:${calendarText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${calendarText(event.description)}`] : []),
    // A URI value is not TEXT: no escaping (RFC 5545 3.3.13).
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldCalendarLine).join("\r\n")}\r\n`;
}
