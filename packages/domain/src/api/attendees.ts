import type {
  Attendee,
  AttendeeCheckInBody,
  CreateAttendeeBody,
  PatchAttendeeBody,
  UpdateAttendeeBody,
} from "../model/attendee";
import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import { withListDefaults } from "./query";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** An event's attendees; the public ticket page by attendee short id (contract §2.11). */
export function attendeesApi(transport: Transport) {
  const one = (method: "GET" | "POST" | "PUT" | "PATCH", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Attendee>>(method, path, { body }));
  return {
    list: (eventId: Id, params?: ListParams) =>
      transport.request<Paginated<Attendee>>("GET", apiPath`events/${eventId}/attendees`, {
        query: { ...withListDefaults(params) },
      }),
    create: (eventId: Id, body: CreateAttendeeBody) =>
      one("POST", apiPath`events/${eventId}/attendees`, body),
    get: (eventId: Id, attendeeId: Id) => one("GET", apiPath`events/${eventId}/attendees/${attendeeId}`),
    update: (eventId: Id, attendeeId: Id, body: UpdateAttendeeBody) =>
      one("PUT", apiPath`events/${eventId}/attendees/${attendeeId}`, body),
    /** Cancel, reactivate or rename. */
    patch: (eventId: Id, attendeeId: Id, body: PatchAttendeeBody) =>
      one("PATCH", apiPath`events/${eventId}/attendees/${attendeeId}`, body),
    /** Takes the attendee's public id (`A-XXXXXXX`). */
    checkIn: (eventId: Id, attendeePublicId: string, body: AttendeeCheckInBody) =>
      one("POST", apiPath`events/${eventId}/attendees/${attendeePublicId}/check_in`, body),
    /** Despite the route's wording the server reads the numeric attendee id here. */
    resendTicket: (eventId: Id, attendeeId: Id) =>
      transport.request<void>("POST", apiPath`events/${eventId}/attendees/${attendeeId}/resend-ticket`),
    /** `attendees.xlsx`. */
    export: (eventId: Id) =>
      transport.request<Blob>("POST", apiPath`events/${eventId}/attendees/export`, { expect: "blob" }),
    getPublic: (eventId: Id, attendeeShortId: string) =>
      one("GET", apiPath`public/events/${eventId}/attendees/${attendeeShortId}`),
  };
}
