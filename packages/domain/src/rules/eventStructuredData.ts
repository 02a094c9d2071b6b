import type { PublicEvent } from "../model/event";
import type { Product, ProductPrice } from "../model/product";
import { fromMinorUnits, toMinorUnits } from "./minorUnits";

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

const schema = (name: string) => `https://schema.org/${name}`;

/**
 * Where a price's sale stands for schema.org: on sale (InStock), not yet (PreOrder), sold out
 * (SoldOut); none when its sale has ended or it cannot be bought for another reason (no offer).
 */
function availabilityOf(product: Product, price: ProductPrice): string | null {
  if (product.is_before_sale_start_date || price.is_before_sale_start_date) return schema("PreOrder");
  if (product.is_after_sale_end_date || price.is_after_sale_end_date) return null;
  if (product.is_sold_out || price.is_sold_out) return schema("SoldOut");
  if (product.is_available === false || price.is_available === false) return null;
  return schema("InStock");
}

/**
 * One schema.org `Offer` per public price of the event: what one unit costs with its taxes and fees
 * (a donation's minimum, 0 when free), in the event's currency, when it is on sale (on the place's
 * clock) and whether it can be bought. None while sales are paused or once the event is over.
 */
function offersOf(event: PublicEvent, page: string): Record<string, unknown>[] {
  if (event.status === "PAUSED" || event.lifecycle_status === "ENDED") return [];
  const when = (instant: string | null | undefined) => (instant ? isoInZone(instant, event.timezone) : null);
  const offers: Record<string, unknown>[] = [];
  for (const category of event.product_categories ?? []) {
    if (category.is_hidden) continue;
    for (const product of category.products ?? []) {
      if (product.is_hidden) continue;
      for (const price of product.prices ?? []) {
        const availability = availabilityOf(product, price);
        if (price.is_hidden || !availability) continue;
        const amount =
          product.type === "FREE" ? 0 : toMinorUnits(price.price_including_taxes_and_fees, event.currency);
        const validFrom = when(price.sale_start_date ?? product.sale_start_date);
        const validThrough = when(price.sale_end_date ?? product.sale_end_date);
        offers.push({
          "@type": "Offer",
          name:
            product.type === "TIERED" && price.label ? `${product.title} – ${price.label}` : product.title,
          price: fromMinorUnits(amount, event.currency),
          priceCurrency: event.currency,
          availability,
          ...(validFrom ? { validFrom } : {}),
          ...(validThrough ? { validThrough } : {}),
          url: page,
        });
      }
    }
  }
  return offers;
}

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
 * and who organises it, and its offers: one per public price (see `offersOf`).
 */
export function eventStructuredData(event: PublicEvent, urls: EventPageUrls): Record<string, unknown> {
  const online = event.settings?.is_online_event === true;
  const place = placeOf(event);
  const location = online ? { "@type": "VirtualLocation", url: urls.page } : place;
  const organizer = event.organizer;
  const offers = offersOf(event, urls.page);
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
    ...(offers.length > 0 ? { offers } : {}),
  };
}
