import type {
  CheckInAttendee,
  CheckInList,
  CheckInListBody,
  CreateCheckInsBody,
  CreateCheckInsResponse,
} from "../model/checkInList";
import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import { withListDefaults } from "./query";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/**
 * Check-in lists: managed by organisers, and used at the door through the list's short id with
 * no login (`public/check-in-lists/…`, contract §2.10).
 */
export function checkInListsApi(transport: Transport) {
  const one = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<CheckInList>>(method, path, { body }));
  return {
    list: (eventId: Id, params?: ListParams) =>
      transport.request<Paginated<CheckInList>>("GET", apiPath`events/${eventId}/check-in-lists`, {
        query: { ...withListDefaults(params) },
      }),
    create: (eventId: Id, body: CheckInListBody) =>
      one("POST", apiPath`events/${eventId}/check-in-lists`, body),
    get: (eventId: Id, listId: Id) => one("GET", apiPath`events/${eventId}/check-in-lists/${listId}`),
    update: (eventId: Id, listId: Id, body: CheckInListBody) =>
      one("PUT", apiPath`events/${eventId}/check-in-lists/${listId}`, body),
    delete: (eventId: Id, listId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/check-in-lists/${listId}`),
    getPublic: (shortId: string) => one("GET", apiPath`public/check-in-lists/${shortId}`),
    /** Simple pagination: `meta.total` and `links.last` are absent. */
    listPublicAttendees: (shortId: string, params?: Pick<ListParams, "page" | "per_page" | "query">) =>
      transport.request<Paginated<CheckInAttendee>>(
        "GET",
        apiPath`public/check-in-lists/${shortId}/attendees`,
        {
          query: { ...withListDefaults(params) },
        },
      ),
    getPublicAttendee: (shortId: string, attendeePublicId: string) =>
      dataOf(
        transport.request<DataEnvelope<CheckInAttendee>>(
          "GET",
          apiPath`public/check-in-lists/${shortId}/attendees/${attendeePublicId}`,
        ),
      ),
    /** Per-attendee failures come back in `errors`, not as an ApiError. */
    createCheckIns: (shortId: string, body: CreateCheckInsBody) =>
      transport.request<CreateCheckInsResponse>("POST", apiPath`public/check-in-lists/${shortId}/check-ins`, {
        body,
      }),
    deleteCheckIn: (shortId: string, checkInShortId: string) =>
      transport.request<void>(
        "DELETE",
        apiPath`public/check-in-lists/${shortId}/check-ins/${checkInShortId}`,
      ),
  };
}
