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
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of events: each one's path and query, for the client and the hooks' cache keys alike. */
export const eventReads = {
  list: (params?: EventListParams) =>
    bareRead<Paginated<Event>>("events", { query: { ...withListDefaults(params) } }),
  get: (eventId: Id) => dataRead<Event>(apiPath`events/${eventId}`),
  deletionStatus: (eventId: Id) => dataRead<DeletionStatus>(apiPath`events/${eventId}/deletion-status`),
  stats: (eventId: Id) => dataRead<EventStats>(apiPath`events/${eventId}/stats`),
  checkInStats: (eventId: Id) => dataRead<EventCheckInStats>(apiPath`events/${eventId}/check_in_stats`),
  settings: (eventId: Id) => dataRead<EventSettings>(apiPath`events/${eventId}/settings`),
  platformFeePreview: (eventId: Id, price: number) =>
    dataRead<PlatformFeePreview>(apiPath`events/${eventId}/settings/platform-fee-preview`, {
      query: { price },
    }),
  listPublic: (params?: EventListParams) =>
    bareRead<Paginated<PublicEvent>>("public/events", { query: { ...withListDefaults(params) } }),
  getPublic: (eventId: Id, promoCode?: string) =>
    dataRead<PublicEvent>(apiPath`public/events/${eventId}`, { query: { promo_code: promoCode } }),
};

/** Events, their settings and stats; public event pages under `public/`. */
export function eventsApi(transport: Transport) {
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Event>>(method, path, { body }));
  return {
    list: (params?: EventListParams) => transport.read(eventReads.list(params)),
    create: (body: CreateEventBody) => one("POST", "events", body),
    get: (eventId: Id) => transport.read(eventReads.get(eventId)),
    update: (eventId: Id, body: UpdateEventBody) => one("PUT", apiPath`events/${eventId}`, body),
    /** DELETE, not GET as Hi.Events has it: a state change on GET invites cross-site forgery. */
    delete: (eventId: Id) => transport.request<void>("DELETE", apiPath`events/${eventId}`),
    getDeletionStatus: (eventId: Id) => transport.read(eventReads.deletionStatus(eventId)),
    updateStatus: (eventId: Id, body: UpdateEventStatusBody) =>
      one("PUT", apiPath`events/${eventId}/status`, body),
    duplicate: (eventId: Id, body: DuplicateEventBody) =>
      one("POST", apiPath`events/${eventId}/duplicate`, body),
    getStats: (eventId: Id) => transport.read(eventReads.stats(eventId)),
    getCheckInStats: (eventId: Id) => transport.read(eventReads.checkInStats(eventId)),
    getSettings: (eventId: Id) => transport.read(eventReads.settings(eventId)),
    /** Only the fields sent change. */
    updateSettings: (eventId: Id, body: UpdateEventSettingsBody) =>
      dataOf(
        transport.request<DataEnvelope<EventSettings>>("PATCH", apiPath`events/${eventId}/settings`, {
          body,
        }),
      ),
    getPlatformFeePreview: (eventId: Id, price: number) =>
      transport.read(eventReads.platformFeePreview(eventId, price)),
    listPublic: (params?: EventListParams) => transport.read(eventReads.listPublic(params)),
    /** A valid `promoCode` unlocks hidden products and re-prices the rest. */
    getPublic: (eventId: Id, promoCode?: string) => transport.read(eventReads.getPublic(eventId, promoCode)),
  };
}
