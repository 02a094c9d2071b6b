/**
 * A one-event iCalendar file (RFC 5545) for a ticket mail: calendar apps add the event from it.
 * Times are UTC (`…Z`), so no time-zone definitions are needed; the UID is the event's, so every
 * ticket of one event updates the same calendar entry instead of adding another.
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date | null;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  location: string;
  url: string;
}

/** `20310714T183000Z`. */
export function calendarTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n` (RFC 5545 3.3.11). */
export function calendarText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with a space, and a
 * multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
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

export function calendarOf(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Varco//Tickets//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${calendarText(event.uid)}`,
    `DTSTAMP:${calendarTime(event.stamp)}`,
    `DTSTART:${calendarTime(event.start)}`,
    ...(event.end ? [`DTEND:${calendarTime(event.end)}`] : []),
    `SUMMARY:${calendarText(event.summary)}`,
    ...(event.location ? [`LOCATION:${calendarText(event.location)}`] : []),
    // A URI value is not TEXT: no escaping (RFC 5545 3.3.13).
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
