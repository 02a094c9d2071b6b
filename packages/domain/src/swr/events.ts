import { eventReads } from "../api/events";
import { apiPath } from "../api/transport";
import type * as model from "../model/event";
import type { EventListParams, Paginated } from "../model/list";
import type { DeletionStatus } from "../model/organizer";
import { anyOf, exactly, type KeyMatcher, matching, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

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

export function useEvents(params?: EventListParams, config?: QueryConfig<Paginated<model.Event>>) {
  return useApiRead(eventReads.list(params), (client) => client.events.list(params), config);
}

export function useEvent(eventId: Id | undefined, config?: QueryConfig<model.Event>) {
  return useApiRead(
    eventId == null ? null : eventReads.get(eventId),
    (client) => client.events.get(eventId!),
    config,
  );
}

export function useEventDeletionStatus(eventId: Id | undefined, config?: QueryConfig<DeletionStatus>) {
  return useApiRead(
    eventId == null ? null : eventReads.deletionStatus(eventId),
    (client) => client.events.getDeletionStatus(eventId!),
    config,
  );
}

export function useEventStats(eventId: Id | undefined, config?: QueryConfig<model.EventStats>) {
  return useApiRead(
    eventId == null ? null : eventReads.stats(eventId),
    (client) => client.events.getStats(eventId!),
    config,
  );
}

export function useEventCheckInStats(eventId: Id | undefined, config?: QueryConfig<model.EventCheckInStats>) {
  return useApiRead(
    eventId == null ? null : eventReads.checkInStats(eventId),
    (client) => client.events.getCheckInStats(eventId!),
    config,
  );
}

export function useEventSettings(eventId: Id | undefined, config?: QueryConfig<model.EventSettings>) {
  return useApiRead(
    eventId == null ? null : eventReads.settings(eventId),
    (client) => client.events.getSettings(eventId!),
    config,
  );
}

export function usePlatformFeePreview(
  eventId: Id | undefined,
  price: number,
  config?: QueryConfig<model.PlatformFeePreview>,
) {
  return useApiRead(
    eventId == null ? null : eventReads.platformFeePreview(eventId, price),
    (client) => client.events.getPlatformFeePreview(eventId!, price),
    config,
  );
}

export function usePublicEvents(
  params?: EventListParams,
  config?: QueryConfig<Paginated<model.PublicEvent>>,
) {
  return useApiRead(eventReads.listPublic(params), (client) => client.events.listPublic(params), config);
}

/** The public event page; a valid promo code unlocks and re-prices products. */
export function usePublicEvent(
  eventId: Id | undefined,
  promoCode?: string,
  config?: QueryConfig<model.PublicEvent>,
) {
  return useApiRead(
    eventId == null ? null : eventReads.getPublic(eventId, promoCode),
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
