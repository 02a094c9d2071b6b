import { checkInListReads, type DoorListParams } from "../api/checkInLists";
import { apiPath } from "../api/transport";
import type { CheckInAttendee, CheckInList } from "../model/checkInList";
import type { ListParams, Paginated } from "../model/list";
import { anyOf, matching, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

export function useCheckInLists(
  eventId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<CheckInList>>,
) {
  return useApiRead(
    eventId == null ? null : checkInListReads.list(eventId, params),
    (client) => client.checkInLists.list(eventId!, params),
    config,
  );
}

export function useCheckInList(
  eventId: Id | undefined,
  listId: Id | undefined,
  config?: QueryConfig<CheckInList>,
) {
  return useApiRead(
    eventId == null || listId == null ? null : checkInListReads.get(eventId, listId),
    (client) => client.checkInLists.get(eventId!, listId!),
    config,
  );
}

/** The door's view of a list, by its short id, with no login. */
export function usePublicCheckInList(shortId: string | undefined, config?: QueryConfig<CheckInList>) {
  return useApiRead(
    shortId ? checkInListReads.getPublic(shortId) : null,
    (client) => client.checkInLists.getPublic(shortId!),
    config,
  );
}

export function usePublicCheckInAttendees(
  shortId: string | undefined,
  params?: DoorListParams,
  config?: QueryConfig<Paginated<CheckInAttendee>>,
) {
  return useApiRead(
    shortId ? checkInListReads.listPublicAttendees(shortId, params) : null,
    (client) => client.checkInLists.listPublicAttendees(shortId!, params),
    config,
  );
}

export function usePublicCheckInAttendee(
  shortId: string | undefined,
  attendeePublicId: string | undefined,
  config?: QueryConfig<CheckInAttendee>,
) {
  return useApiRead(
    shortId && attendeePublicId ? checkInListReads.getPublicAttendee(shortId, attendeePublicId) : null,
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

/** A new short id for the list: the old door link, and every device opened with it, stop working. */
export function useRegenerateCheckInListLink() {
  return useApiMutation(
    (client) => client.checkInLists.regenerateLink,
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
