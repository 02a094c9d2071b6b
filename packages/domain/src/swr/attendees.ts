import { attendeeReads } from "../api/attendees";
import type { Attendee } from "../model/attendee";
import type { ListParams, Paginated } from "../model/list";
import type { PublicTicket } from "../model/ticket";
import { nothing, useApiMutation } from "./mutation";
import { eventSales } from "./orders";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

export function useAttendees(
  eventId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<Attendee>>,
) {
  return useApiRead(
    eventId == null ? null : attendeeReads.list(eventId, params),
    (client) => client.attendees.list(eventId!, params),
    config,
  );
}

export function useAttendee(
  eventId: Id | undefined,
  attendeeId: Id | undefined,
  config?: QueryConfig<Attendee>,
) {
  return useApiRead(
    eventId == null || attendeeId == null ? null : attendeeReads.get(eventId, attendeeId),
    (client) => client.attendees.get(eventId!, attendeeId!),
    config,
  );
}

/** The public ticket page. */
export function usePublicAttendee(
  eventId: Id | undefined,
  attendeeShortId: string | undefined,
  config?: QueryConfig<PublicTicket>,
) {
  return useApiRead(
    eventId == null || !attendeeShortId ? null : attendeeReads.getPublic(eventId, attendeeShortId),
    (client) => client.attendees.getPublic(eventId!, attendeeShortId!),
    config,
  );
}

/** A manual attendee is a sale: it creates a completed order and takes a unit. */
export function useCreateAttendee() {
  return useApiMutation(
    (client) => client.attendees.create,
    ([eventId]) => eventSales(eventId),
  );
}

/** Changing the product or price moves a unit between prices. */
export function useUpdateAttendee() {
  return useApiMutation(
    (client) => client.attendees.update,
    ([eventId]) => eventSales(eventId),
  );
}

/** Cancelling or reactivating releases or takes a unit. */
export function usePatchAttendee() {
  return useApiMutation(
    (client) => client.attendees.patch,
    ([eventId]) => eventSales(eventId),
  );
}

export function useCheckInAttendee() {
  return useApiMutation(
    (client) => client.attendees.checkIn,
    ([eventId]) => eventSales(eventId),
  );
}

export function useResendAttendeeTicket() {
  return useApiMutation(
    (client) => client.attendees.resendTicket,
    () => nothing,
  );
}

/** Fetches `attendees.xlsx` when triggered. */
export function useExportAttendees() {
  return useApiMutation(
    (client) => client.attendees.export,
    () => nothing,
  );
}
