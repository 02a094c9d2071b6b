import type { Event } from "@varco/domain";

/** An IANA zone Intl knows, or none (the reader's own) rather than a crash on a bad value. */
export function knownTimeZone(timeZone: string): string | undefined {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/**
 * A formatted date with plain spaces where ICU writes thin ones (U+2009 around a range's dash) or
 * narrow ones (U+202F before "PM"): browsers print plain spaces there, Node keeps ICU's, and a date
 * drawn on the server must read exactly as the browser draws it again (else React finds the page's
 * text changed and draws the page anew).
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/gu, " ");
}

/** When an event happens, in its own time zone and the reader's language ("12 lug 2026, 20:30 – 23:00"). */
export function formatEventDates(
  event: Pick<Event, "start_date" | "end_date" | "timezone">,
  locale: string,
): string {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: knownTimeZone(event.timezone),
  });
  const start = new Date(event.start_date);
  const end = event.end_date ? new Date(event.end_date) : null;
  return plainSpaces(end && end > start ? format.formatRange(start, end) : format.format(start));
}

export function EventDates({
  event,
  locale,
}: {
  event: Pick<Event, "start_date" | "end_date" | "timezone">;
  locale: string;
}) {
  return <time dateTime={event.start_date}>{formatEventDates(event, locale)}</time>;
}
