import type {
  CheckInAttendee,
  CheckInList,
  CheckInListBody,
  CreateCheckInsBody,
  CreateCheckInsResponse,
} from "../model/checkInList";
import type { DoorSync, DoorSyncBody } from "../model/door";
import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import { withListDefaults } from "./query";
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** What the door may ask of a list's attendees: a page and a search, no filters or sorting. */
export type DoorListParams = Pick<ListParams, "page" | "per_page" | "query">;

/** The reads of check-in lists: each one's path and query, for the client and the hooks' cache keys. */
export const checkInListReads = {
  list: (eventId: Id, params?: ListParams) =>
    bareRead<Paginated<CheckInList>>(apiPath`events/${eventId}/check-in-lists`, {
      query: { ...withListDefaults(params) },
    }),
  get: (eventId: Id, listId: Id) =>
    dataRead<CheckInList>(apiPath`events/${eventId}/check-in-lists/${listId}`),
  getPublic: (shortId: string) => dataRead<CheckInList>(apiPath`public/check-in-lists/${shortId}`),
  /** Simple pagination: `meta.total` and `links.last` are absent. */
  listPublicAttendees: (shortId: string, params?: DoorListParams) =>
    bareRead<Paginated<CheckInAttendee>>(apiPath`public/check-in-lists/${shortId}/attendees`, {
      query: { ...withListDefaults(params) },
    }),
  getPublicAttendee: (shortId: string, attendeePublicId: string) =>
    dataRead<CheckInAttendee>(apiPath`public/check-in-lists/${shortId}/attendees/${attendeePublicId}`),
};

/**
 * Check-in lists: managed by organisers, and used at the door through the list's short id with
 * no login (`public/check-in-lists/…`).
 */
export function checkInListsApi(transport: Transport) {
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<CheckInList>>(method, path, { body }));
  return {
    list: (eventId: Id, params?: ListParams) => transport.read(checkInListReads.list(eventId, params)),
    create: (eventId: Id, body: CheckInListBody) =>
      one("POST", apiPath`events/${eventId}/check-in-lists`, body),
    get: (eventId: Id, listId: Id) => transport.read(checkInListReads.get(eventId, listId)),
    update: (eventId: Id, listId: Id, body: CheckInListBody) =>
      one("PUT", apiPath`events/${eventId}/check-in-lists/${listId}`, body),
    /** A new short id for the list: the old link (and every device opened with it) stops working. */
    regenerateLink: (eventId: Id, listId: Id) =>
      one("POST", apiPath`events/${eventId}/check-in-lists/${listId}/regenerate-link`),
    delete: (eventId: Id, listId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/check-in-lists/${listId}`),
    getPublic: (shortId: string) => transport.read(checkInListReads.getPublic(shortId)),
    listPublicAttendees: (shortId: string, params?: DoorListParams) =>
      transport.read(checkInListReads.listPublicAttendees(shortId, params)),
    getPublicAttendee: (shortId: string, attendeePublicId: string) =>
      transport.read(checkInListReads.getPublicAttendee(shortId, attendeePublicId)),
    /** Per-attendee failures come back in `errors`, not as an ApiError. */
    createCheckIns: (shortId: string, body: CreateCheckInsBody) =>
      transport.request<CreateCheckInsResponse>("POST", apiPath`public/check-in-lists/${shortId}/check-ins`, {
        body,
      }),
    /**
     * The scanner's one call: sends the device's queued scans and undos, and brings back the
     * outcome of each and the list's attendees when they changed since `since`.
     */
    door: (shortId: string, body: DoorSyncBody) =>
      dataOf(
        transport.request<{ data: DoorSync }>("POST", apiPath`public/check-in-lists/${shortId}/door`, {
          body,
        }),
      ),
    deleteCheckIn: (shortId: string, checkInShortId: string) =>
      transport.request<void>(
        "DELETE",
        apiPath`public/check-in-lists/${shortId}/check-ins/${checkInShortId}`,
      ),
  };
}
