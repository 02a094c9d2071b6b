import { organizerReads } from "../api/organizers";
import { apiPath } from "../api/transport";
import type { ColorTheme } from "../model/colorTheme";
import type { Event, PublicEvent } from "../model/event";
import type { EventListParams, ListParams, Paginated } from "../model/list";
import type { Order } from "../model/order";
import type * as model from "../model/organizer";
import { eventLists } from "./events";
import { anyOf, exactly, type KeyMatcher, nothing, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

/** An organizer everywhere it shows: the list, its own pages, its public page. */
export function organizerEverywhere(organizerId: Id): KeyMatcher {
  return anyOf(
    exactly("organizers"),
    under(apiPath`organizers/${organizerId}`, apiPath`public/organizers/${organizerId}`),
  );
}

/** The ready-made homepage palettes. */
export function useColorThemes(config?: QueryConfig<ColorTheme[]>) {
  return useApiRead(organizerReads.colorThemes(), (client) => client.organizers.colorThemes(), config);
}

export function useOrganizers(config?: QueryConfig<model.Organizer[]>) {
  return useApiRead(organizerReads.list(), (client) => client.organizers.list(), config);
}

export function useOrganizer(organizerId: Id | undefined, config?: QueryConfig<model.Organizer>) {
  return useApiRead(
    organizerId == null ? null : organizerReads.get(organizerId),
    (client) => client.organizers.get(organizerId!),
    config,
  );
}

export function useOrganizerDeletionStatus(
  organizerId: Id | undefined,
  config?: QueryConfig<model.DeletionStatus>,
) {
  return useApiRead(
    organizerId == null ? null : organizerReads.deletionStatus(organizerId),
    (client) => client.organizers.getDeletionStatus(organizerId!),
    config,
  );
}

export function useOrganizerEvents(
  organizerId: Id | undefined,
  params?: EventListParams,
  config?: QueryConfig<Paginated<Event>>,
) {
  return useApiRead(
    organizerId == null ? null : organizerReads.events(organizerId, params),
    (client) => client.organizers.listEvents(organizerId!, params),
    config,
  );
}

export function useOrganizerStats(
  organizerId: Id | undefined,
  currencyCode?: string,
  config?: QueryConfig<model.OrganizerStats>,
) {
  return useApiRead(
    organizerId == null ? null : organizerReads.stats(organizerId, currencyCode),
    (client) => client.organizers.getStats(organizerId!, currencyCode),
    config,
  );
}

export function useOrganizerOrders(
  organizerId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<Order>>,
) {
  return useApiRead(
    organizerId == null ? null : organizerReads.orders(organizerId, params),
    (client) => client.organizers.listOrders(organizerId!, params),
    config,
  );
}

export function useOrganizerSettings(
  organizerId: Id | undefined,
  config?: QueryConfig<model.OrganizerSettings>,
) {
  return useApiRead(
    organizerId == null ? null : organizerReads.settings(organizerId),
    (client) => client.organizers.getSettings(organizerId!),
    config,
  );
}

/** `password` (a PASSWORD_PROTECTED page's) is part of the key: a new one reads again. */
export function usePublicOrganizer(
  organizerId: Id | undefined,
  config?: QueryConfig<model.PublicOrganizer>,
  password?: string,
) {
  return useApiRead(
    organizerId == null ? null : organizerReads.getPublic(organizerId, password),
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
  return useApiRead(
    organizerId == null ? null : organizerReads.publicEvents(organizerId, params, password),
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

/** Archiving an organizer archives its events too, so event lists go stale with it. */
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
