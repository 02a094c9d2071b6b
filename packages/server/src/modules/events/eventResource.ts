import {
  type Event,
  type EventAttribute,
  type EventSettings,
  type EventStatistics,
  eventLifecycleStatus,
  type Image,
  type LocationDetails,
  type Organizer,
  type ProductCategory,
  type PublicEvent,
  type PublicOrganizer,
} from "@varco/domain";
import type { eventStatistics, events } from "../../db/schema";
import { moneyOf } from "../../http/money";
import { textPreview } from "./richText";

export type EventRow = typeof events.$inferSelect;
export type EventStatisticsRow = typeof eventStatistics.$inferSelect;

/** The running totals of an event (its `statistics`). */
export function eventStatisticsResource(
  row: EventStatisticsRow | undefined,
  currency: string,
): EventStatistics {
  return {
    unique_views: row?.uniqueViews ?? 0,
    total_views: row?.totalViews ?? 0,
    sales_total_gross: moneyOf(row?.salesTotalGross ?? 0, currency),
    total_tax: moneyOf(row?.totalTax ?? 0, currency),
    sales_total_before_additions: moneyOf(row?.salesTotalBeforeAdditions ?? 0, currency),
    total_fee: moneyOf(row?.totalFee ?? 0, currency),
    products_sold: row?.productsSold ?? 0,
    attendees_registered: row?.attendeesRegistered ?? 0,
    total_refunded: moneyOf(row?.totalRefunded ?? 0, currency),
  };
}

/** The fields every variant shares: dates as UTC ISO strings, lifecycle computed from them. */
function baseOf(row: EventRow, now: Date) {
  const startDate = row.startDate.toISOString();
  const endDate = row.endDate?.toISOString() ?? null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    description: row.description,
    start_date: startDate,
    end_date: endDate,
    status: row.status,
    lifecycle_status: eventLifecycleStatus({ start_date: startDate, end_date: endDate }, now),
    currency: row.currency,
    timezone: row.timezone,
    organizer_id: row.organizerId,
    location_details: (row.locationDetails as LocationDetails | null) ?? null,
  };
}

export interface EventExtras {
  organizer?: Organizer;
  images?: Image[];
  settings?: EventSettings;
  statistics?: EventStatisticsRow;
  /** Its whole catalogue (one event's answer only): every live category with its products. */
  productCategories?: ProductCategory[];
}

/** An event as its own account sees it, with the fields Hi.Events serialises. */
export function eventResource(row: EventRow, extras: EventExtras, now: Date): Event {
  return {
    ...baseOf(row, now),
    attributes: row.attributes as EventAttribute[],
    ...(extras.organizer ? { organizer: extras.organizer } : {}),
    ...(extras.images ? { images: extras.images } : {}),
    ...(extras.settings ? { settings: extras.settings } : {}),
    ...(extras.productCategories ? { product_categories: extras.productCategories } : {}),
    ...("statistics" in extras
      ? { statistics: eventStatisticsResource(extras.statistics, row.currency) }
      : {}),
  };
}

export interface PublicEventExtras {
  organizer?: PublicOrganizer;
  images?: Image[];
  settings?: EventSettings;
  productCategories?: ProductCategory[];
}

/** What anyone may see of an event: public attributes only, a text preview, no statistics. */
export function publicEventResource(row: EventRow, extras: PublicEventExtras, now: Date): PublicEvent {
  return {
    ...baseOf(row, now),
    description_preview: textPreview(row.description),
    attributes: (row.attributes as EventAttribute[]).filter((attribute) => attribute.is_public),
    ...(extras.organizer ? { organizer: extras.organizer } : {}),
    ...(extras.images ? { images: extras.images } : {}),
    ...(extras.settings ? { settings: extras.settings } : {}),
    ...(extras.productCategories ? { product_categories: extras.productCategories } : {}),
  };
}
