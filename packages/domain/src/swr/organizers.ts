import { withListDefaults } from "../api/query";
import { apiPath } from "../api/transport";
import type { Event, PublicEvent } from "../model/event";
import type { EventListParams, ListParams, Paginated } from "../model/list";
import type { Order } from "../model/order";
import type {
  DeletionStatus,
  Organizer,
  OrganizerSettings,
  OrganizerStats,
  PublicOrganizer,
} from "../model/organizer";
import { eventLists } from "./events";
import { anyOf, exactly, type KeyMatcher, nothing, under, useApiMutation } from "./mutation";
import { type QueryConfig, queryKey, useApiQuery } from "./query";

type Id = number;

/** An organizer everywhere it shows: the list, its own pages, its public page. */
export function organizerEverywhere(organizerId: Id): KeyMatcher {
  return anyOf(
    exactly("organizers"),
    under(apiPath`organizers/${organizerId}`, apiPath`public/organizers/${organizerId}`),
  );
}

export function useOrganizers(config?: QueryConfig<Organizer[]>) {
  return useApiQuery(queryKey("organizers"), (client) => client.organizers.list(), config);
}

export function useOrganizer(organizerId: Id | undefined, config?: QueryConfig<Organizer>) {
  return useApiQuery(
    organizerId == null ? null : queryKey(apiPath`organizers/${organizerId}`),
    (client) => client.organizers.get(organizerId!),
    config,
  );
}

export function useOrganizerDeletionStatus(
  organizerId: Id | undefined,
  config?: QueryConfig<DeletionStatus>,
) {
  return useApiQuery(
    organizerId == null ? null : queryKey(apiPath`organizers/${organizerId}/deletion-status`),
    (client) => client.organizers.getDeletionStatus(organizerId!),
    config,
  );
}

export function useOrganizerEvents(
  organizerId: Id | undefined,
  params?: EventListParams,
  config?: QueryConfig<Paginated<Event>>,
) {
  return useApiQuery(
    organizerId == null
      ? null
      : queryKey(apiPath`organizers/${organizerId}/events`, withListDefaults(params)),
    (client) => client.organizers.listEvents(organizerId!, params),
    config,
  );
}

export function useOrganizerStats(
  organizerId: Id | undefined,
  currencyCode?: string,
  config?: QueryConfig<OrganizerStats>,
) {
  return useApiQuery(
    organizerId == null
      ? null
      : queryKey(apiPath`organizers/${organizerId}/stats`, { currency_code: currencyCode }),
    (client) => client.organizers.getStats(organizerId!, currencyCode),
    config,
  );
}

export function useOrganizerOrders(
  organizerId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<Order>>,
) {
  return useApiQuery(
    organizerId == null
      ? null
      : queryKey(apiPath`organizers/${organizerId}/orders`, withListDefaults(params)),
    (client) => client.organizers.listOrders(organizerId!, params),
    config,
  );
}

export function useOrganizerSettings(organizerId: Id | undefined, config?: QueryConfig<OrganizerSettings>) {
  return useApiQuery(
    organizerId == null ? null : queryKey(apiPath`organizers/${organizerId}/settings`),
    (client) => client.organizers.getSettings(organizerId!),
    config,
  );
}

/** `password` (a PASSWORD_PROTECTED page's) is part of the key: a new one reads again. */
export function usePublicOrganizer(
  organizerId: Id | undefined,
  config?: QueryConfig<PublicOrganizer>,
  password?: string,
) {
  return useApiQuery(
    organizerId == null
      ? null
      : queryKey(apiPath`public/organizers/${organizerId}`, { homepage_password: password }),
    (client) => client.organizers.getPublic(organizerId!, password),
    config,
  );
}

export function usePublicOrganizerEvents(
  organizerId: Id | undefined,
  params?: EventListParams,
  config?: QueryConfig<Paginated<PublicEvent>>,
  password?: string,
) {
  return useApiQuery(
    organizerId == null
      ? null
      : queryKey(apiPath`public/organizers/${organizerId}/events`, {
          ...withListDefaults(params),
          homepage_password: password,
        }),
    (client) => client.organizers.listPublicEvents(organizerId!, params, password),
    config,
  );
}

/** Checks a PASSWORD_PROTECTED page's password; reads nothing again (the screen then sends it). */
export function useCheckHomepagePassword() {
  return useApiMutation(
    (client) => client.organizers.checkHomepagePassword,
    () => nothing,
  );
}

export function useCreateOrganizer() {
  return useApiMutation(
    (client) => client.organizers.create,
    () => exactly("organizers"),
  );
}

export function useUpdateOrganizer() {
  return useApiMutation(
    (client) => client.organizers.update,
    ([organizerId]) => organizerEverywhere(organizerId),
  );
}

export function useDeleteOrganizer() {
  return useApiMutation(
    (client) => client.organizers.delete,
    ([organizerId]) => organizerEverywhere(organizerId),
  );
}

/** Archiving an organizer archives its events too (rules.md §11.5). */
export function useUpdateOrganizerStatus() {
  return useApiMutation(
    (client) => client.organizers.updateStatus,
    ([organizerId]) => anyOf(organizerEverywhere(organizerId), eventLists),
  );
}

export function useUpdateOrganizerSettings() {
  return useApiMutation(
    (client) => client.organizers.updateSettings,
    ([organizerId]) => organizerEverywhere(organizerId),
  );
}

export function useContactOrganizer() {
  return useApiMutation(
    (client) => client.organizers.contact,
    () => nothing,
  );
}
