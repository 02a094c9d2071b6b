import type {
  Attendee,
  AttendeeCheckInBody,
  CreateAttendeeBody,
  PatchAttendeeBody,
  UpdateAttendeeBody,
} from "../model/attendee";
import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import type { PublicTicket } from "../model/ticket";
import type { ExportFormat } from "../rules/exportFileName";
import { withListDefaults } from "./query";
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of attendees: each one's path and query, for the client and the hooks' cache keys. */
export const attendeeReads = {
  list: (eventId: Id, params?: ListParams) =>
    bareRead<Paginated<Attendee>>(apiPath`events/${eventId}/attendees`, {
      query: { ...withListDefaults(params) },
    }),
  get: (eventId: Id, attendeeId: Id) =>
    dataRead<Attendee>(apiPath`events/${eventId}/attendees/${attendeeId}`),
  /** The public ticket page, by the attendee's short id. */
  getPublic: (eventId: Id, attendeeShortId: string) =>
    dataRead<PublicTicket>(apiPath`public/events/${eventId}/attendees/${attendeeShortId}`),
};

/** An event's attendees; the public ticket page by attendee short id. */
export function attendeesApi(transport: Transport) {
  const one = (method: "POST" | "PUT" | "PATCH", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Attendee>>(method, path, { body }));
  return {
    list: (eventId: Id, params?: ListParams) => transport.read(attendeeReads.list(eventId, params)),
    create: (eventId: Id, body: CreateAttendeeBody) =>
      one("POST", apiPath`events/${eventId}/attendees`, body),
    get: (eventId: Id, attendeeId: Id) => transport.read(attendeeReads.get(eventId, attendeeId)),
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
    /** The attendees as a spreadsheet (XLSX, the default) or a CSV file. */
    export: (eventId: Id, format: ExportFormat = "xlsx") =>
      transport.request<Blob>("POST", apiPath`events/${eventId}/attendees/export`, {
        query: { format },
        expect: "blob",
      }),
    getPublic: (eventId: Id, attendeeShortId: string) =>
      transport.read(attendeeReads.getPublic(eventId, attendeeShortId)),
  };
}
