import { withListDefaults } from "../api/query";
import { apiPath } from "../api/transport";
import type {
  Event,
  EventCheckInStats,
  EventSettings,
  EventStats,
  PlatformFeePreview,
  PublicEvent,
} from "../model/event";
import type { EventListParams, Paginated } from "../model/list";
import type { DeletionStatus } from "../model/organizer";
import { anyOf, exactly, type KeyMatcher, matching, under, useApiMutation } from "./mutation";
import { type QueryConfig, queryKey, useApiQuery } from "./query";

type Id = number;

/** Every list of events: the account's, an organizer's, and the public ones. */
export const eventLists: KeyMatcher = anyOf(
  exactly("events", "public/events"),
  matching(/^(public\/)?organizers\/[^/]+\/events$/),
);

/** An event as organisers and as the public see it. */
export function eventDetail(eventId: Id): KeyMatcher {
  return exactly(apiPath`events/${eventId}`, apiPath`public/events/${eventId}`);
}

export function useEvents(params?: EventListParams, config?: QueryConfig<Paginated<Event>>) {
  return useApiQuery(
    queryKey("events", withListDefaults(params)),
    (client) => client.events.list(params),
    config,
  );
}

export function useEvent(eventId: Id | undefined, config?: QueryConfig<Event>) {
  return useApiQuery(
    eventId == null ? null : queryKey(apiPath`events/${eventId}`),
    (client) => client.events.get(eventId!),
    config,
  );
}

export function useEventDeletionStatus(eventId: Id | undefined, config?: QueryConfig<DeletionStatus>) {
  return useApiQuery(
    eventId == null ? null : queryKey(apiPath`events/${eventId}/deletion-status`),
    (client) => client.events.getDeletionStatus(eventId!),
    config,
  );
}

export function useEventStats(eventId: Id | undefined, config?: QueryConfig<EventStats>) {
  return useApiQuery(
    eventId == null ? null : queryKey(apiPath`events/${eventId}/stats`),
    (client) => client.events.getStats(eventId!),
    config,
  );
}

export function useEventCheckInStats(eventId: Id | undefined, config?: QueryConfig<EventCheckInStats>) {
  return useApiQuery(
    eventId == null ? null : queryKey(apiPath`events/${eventId}/check_in_stats`),
    (client) => client.events.getCheckInStats(eventId!),
    config,
  );
}

export function useEventSettings(eventId: Id | undefined, config?: QueryConfig<EventSettings>) {
  return useApiQuery(
    eventId == null ? null : queryKey(apiPath`events/${eventId}/settings`),
    (client) => client.events.getSettings(eventId!),
    config,
  );
}

export function usePlatformFeePreview(
  eventId: Id | undefined,
  price: number,
  config?: QueryConfig<PlatformFeePreview>,
) {
  return useApiQuery(
    eventId == null ? null : queryKey(apiPath`events/${eventId}/settings/platform-fee-preview`, { price }),
    (client) => client.events.getPlatformFeePreview(eventId!, price),
    config,
  );
}

export function usePublicEvents(params?: EventListParams, config?: QueryConfig<Paginated<PublicEvent>>) {
  return useApiQuery(
    queryKey("public/events", withListDefaults(params)),
    (client) => client.events.listPublic(params),
    config,
  );
}

/** The public event page; a valid promo code unlocks and re-prices products. */
export function usePublicEvent(
  eventId: Id | undefined,
  promoCode?: string,
  config?: QueryConfig<PublicEvent>,
) {
  return useApiQuery(
    eventId == null ? null : queryKey(apiPath`public/events/${eventId}`, { promo_code: promoCode }),
    (client) => client.events.getPublic(eventId!, promoCode),
    config,
  );
}

export function useCreateEvent() {
  return useApiMutation(
    (client) => client.events.create,
    () => eventLists,
  );
}

export function useUpdateEvent() {
  return useApiMutation(
    (client) => client.events.update,
    ([eventId]) => anyOf(eventDetail(eventId), eventLists),
  );
}

export function useDeleteEvent() {
  return useApiMutation(
    (client) => client.events.delete,
    ([eventId]) => anyOf(under(apiPath`events/${eventId}`), eventDetail(eventId), eventLists),
  );
}

export function useUpdateEventStatus() {
  return useApiMutation(
    (client) => client.events.updateStatus,
    ([eventId]) => anyOf(eventDetail(eventId), eventLists),
  );
}

export function useDuplicateEvent() {
  return useApiMutation(
    (client) => client.events.duplicate,
    () => eventLists,
  );
}

export function useUpdateEventSettings() {
  return useApiMutation(
    (client) => client.events.updateSettings,
    ([eventId]) => anyOf(under(apiPath`events/${eventId}/settings`), eventDetail(eventId)),
  );
}
