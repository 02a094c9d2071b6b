import { withListDefaults } from "../api/query";
import { apiPath } from "../api/transport";
import type { CheckInAttendee, CheckInList } from "../model/checkInList";
import type { ListParams, Paginated } from "../model/list";
import { anyOf, matching, under, useApiMutation } from "./mutation";
import { type QueryConfig, queryKey, useApiQuery } from "./query";

type Id = number;

type DoorListParams = Pick<ListParams, "page" | "per_page" | "query">;

export function useCheckInLists(
  eventId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<CheckInList>>,
) {
  return useApiQuery(
    eventId == null ? null : queryKey(apiPath`events/${eventId}/check-in-lists`, withListDefaults(params)),
    (client) => client.checkInLists.list(eventId!, params),
    config,
  );
}

export function useCheckInList(
  eventId: Id | undefined,
  listId: Id | undefined,
  config?: QueryConfig<CheckInList>,
) {
  return useApiQuery(
    eventId == null || listId == null ? null : queryKey(apiPath`events/${eventId}/check-in-lists/${listId}`),
    (client) => client.checkInLists.get(eventId!, listId!),
    config,
  );
}

/** The door's view of a list, by its short id, with no login. */
export function usePublicCheckInList(shortId: string | undefined, config?: QueryConfig<CheckInList>) {
  return useApiQuery(
    shortId ? queryKey(apiPath`public/check-in-lists/${shortId}`) : null,
    (client) => client.checkInLists.getPublic(shortId!),
    config,
  );
}

export function usePublicCheckInAttendees(
  shortId: string | undefined,
  params?: DoorListParams,
  config?: QueryConfig<Paginated<CheckInAttendee>>,
) {
  return useApiQuery(
    shortId ? queryKey(apiPath`public/check-in-lists/${shortId}/attendees`, withListDefaults(params)) : null,
    (client) => client.checkInLists.listPublicAttendees(shortId!, params),
    config,
  );
}

export function usePublicCheckInAttendee(
  shortId: string | undefined,
  attendeePublicId: string | undefined,
  config?: QueryConfig<CheckInAttendee>,
) {
  return useApiQuery(
    shortId && attendeePublicId
      ? queryKey(apiPath`public/check-in-lists/${shortId}/attendees/${attendeePublicId}`)
      : null,
    (client) => client.checkInLists.getPublicAttendee(shortId!, attendeePublicId!),
    config,
  );
}

export function useCreateCheckInList() {
  return useApiMutation(
    (client) => client.checkInLists.create,
    ([eventId]) => under(apiPath`events/${eventId}/check-in-lists`),
  );
}

export function useUpdateCheckInList() {
  return useApiMutation(
    (client) => client.checkInLists.update,
    ([eventId]) => under(apiPath`events/${eventId}/check-in-lists`),
  );
}

export function useDeleteCheckInList() {
  return useApiMutation(
    (client) => client.checkInLists.delete,
    ([eventId]) => under(apiPath`events/${eventId}/check-in-lists`),
  );
}

/** A scan changes the door list and the organiser's counts (whose event the door does not know). */
const afterScan = ([shortId]: [string, ...unknown[]]) =>
  anyOf(
    under(apiPath`public/check-in-lists/${shortId}`),
    matching(/^events\/[^/]+\/(check-in-lists|attendees|check_in_stats)(\/|$)/),
  );

export function useCreateCheckIns() {
  return useApiMutation((client) => client.checkInLists.createCheckIns, afterScan);
}

export function useDeleteCheckIn() {
  return useApiMutation((client) => client.checkInLists.deleteCheckIn, afterScan);
}
