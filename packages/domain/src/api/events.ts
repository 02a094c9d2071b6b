import type {
  CreateEventBody,
  DuplicateEventBody,
  Event,
  EventCheckInStats,
  EventSettings,
  EventStats,
  PlatformFeePreview,
  PublicEvent,
  UpdateEventBody,
  UpdateEventSettingsBody,
  UpdateEventStatusBody,
} from "../model/event";
import type { DataEnvelope, EventListParams, Paginated } from "../model/list";
import type { DeletionStatus } from "../model/organizer";
import { withListDefaults } from "./query";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** Events, their settings and stats; public event pages under `public/` (SPEC.md §7). */
export function eventsApi(transport: Transport) {
  const one = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Event>>(method, path, { body }));
  return {
    list: (params?: EventListParams) =>
      transport.request<Paginated<Event>>("GET", "events", { query: { ...withListDefaults(params) } }),
    create: (body: CreateEventBody) => one("POST", "events", body),
    get: (eventId: Id) => one("GET", apiPath`events/${eventId}`),
    update: (eventId: Id, body: UpdateEventBody) => one("PUT", apiPath`events/${eventId}`, body),
    /** DELETE, not GET as SPEC.md §7 reads: a state change on GET invites cross-site forgery (contract preface). */
    delete: (eventId: Id) => transport.request<void>("DELETE", apiPath`events/${eventId}`),
    getDeletionStatus: (eventId: Id) =>
      dataOf(
        transport.request<DataEnvelope<DeletionStatus>>("GET", apiPath`events/${eventId}/deletion-status`),
      ),
    updateStatus: (eventId: Id, body: UpdateEventStatusBody) =>
      one("PUT", apiPath`events/${eventId}/status`, body),
    duplicate: (eventId: Id, body: DuplicateEventBody) =>
      one("POST", apiPath`events/${eventId}/duplicate`, body),
    getStats: (eventId: Id) =>
      dataOf(transport.request<DataEnvelope<EventStats>>("GET", apiPath`events/${eventId}/stats`)),
    getCheckInStats: (eventId: Id) =>
      dataOf(
        transport.request<DataEnvelope<EventCheckInStats>>("GET", apiPath`events/${eventId}/check_in_stats`),
      ),
    getSettings: (eventId: Id) =>
      dataOf(transport.request<DataEnvelope<EventSettings>>("GET", apiPath`events/${eventId}/settings`)),
    /** Only the fields sent change. */
    updateSettings: (eventId: Id, body: UpdateEventSettingsBody) =>
      dataOf(
        transport.request<DataEnvelope<EventSettings>>("PATCH", apiPath`events/${eventId}/settings`, {
          body,
        }),
      ),
    getPlatformFeePreview: (eventId: Id, price: number) =>
      dataOf(
        transport.request<DataEnvelope<PlatformFeePreview>>(
          "GET",
          apiPath`events/${eventId}/settings/platform-fee-preview`,
          { query: { price } },
        ),
      ),
    listPublic: (params?: EventListParams) =>
      transport.request<Paginated<PublicEvent>>("GET", "public/events", {
        query: { ...withListDefaults(params) },
      }),
    /** A valid `promoCode` unlocks hidden products and re-prices the rest. */
    getPublic: (eventId: Id, promoCode?: string) =>
      dataOf(
        transport.request<DataEnvelope<PublicEvent>>("GET", apiPath`public/events/${eventId}`, {
          query: { promo_code: promoCode },
        }),
      ),
  };
}
