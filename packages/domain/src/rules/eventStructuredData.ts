import type { PublicEvent } from "../model/event";

/**
 * An instant as schema.org and search engines want it: the wall-clock time where the event happens,
 * with that place's offset (`2026-12-25T20:00:00+01:00`), never a bare UTC `Z` that reads as the
 * wrong local time.
 */
export function isoInZone(instant: string | Date, timeZone: string): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "longOffset",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  // "GMT+01:00", or plain "GMT" at UTC.
  const offset = String(parts.timeZoneName).replace("GMT", "") || "+00:00";
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

const placeOf = (event: PublicEvent) => {
  const where = event.location_details ?? event.settings?.location_details ?? null;
  if (!where) return undefined;
  return {
    "@type": "Place",
    ...(where.venue_name ? { name: where.venue_name } : {}),
    address: {
      "@type": "PostalAddress",
      ...(where.address_line_1 || where.address_line_2
        ? { streetAddress: [where.address_line_1, where.address_line_2].filter(Boolean).join(", ") }
        : {}),
      ...(where.city ? { addressLocality: where.city } : {}),
      ...(where.state_or_region ? { addressRegion: where.state_or_region } : {}),
      ...(where.zip_or_postal_code ? { postalCode: where.zip_or_postal_code } : {}),
      ...(where.country ? { addressCountry: where.country } : {}),
    },
  };
};

export interface EventPageUrls {
  /** The event's canonical public address. */
  page: string;
  /** Its organiser's public page, when that is public. */
  organizer?: string | undefined;
  /** The cover (or the deployment's default image), absolute. */
  image?: string | undefined;
}

/**
 * The event as a schema.org `Event` (JSON-LD) for search engines: name, start (and end) with the
 * place's offset, status, where (a place with its address, or online), its image, its description
 * and who organises it. Offers (price, currency, availability) come with products.
 */
export function eventStructuredData(event: PublicEvent, urls: EventPageUrls): Record<string, unknown> {
  const online = event.settings?.is_online_event === true;
  const place = placeOf(event);
  const location = online ? { "@type": "VirtualLocation", url: urls.page } : place;
  const organizer = event.organizer;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    url: urls.page,
    startDate: isoInZone(event.start_date, event.timezone),
    ...(event.end_date ? { endDate: isoInZone(event.end_date, event.timezone) } : {}),
    // Paused sales or an ended event are still a scheduled one; there is no cancelled state yet.
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    ...(location ? { location } : {}),
    ...(urls.image ? { image: [urls.image] } : {}),
    ...(event.description_preview ? { description: event.description_preview } : {}),
    ...(organizer
      ? {
          organizer: {
            "@type": "Organization",
            name: organizer.name,
            ...(urls.organizer ? { url: urls.organizer } : {}),
          },
        }
      : {}),
  };
}
