import { apiPath } from "../api/transport";
import { waitlistReads } from "../api/waitlist";
import type { ListParams, Paginated } from "../model/list";
import type { PublicWaitlistEntry, WaitlistEntry, WaitlistStats } from "../model/waitlist";
import { nothing, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

export function useWaitlistEntries(
  eventId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<WaitlistEntry>>,
) {
  return useApiRead(
    eventId == null ? null : waitlistReads.list(eventId, params),
    (client) => client.waitlist.list(eventId!, params),
    config,
  );
}

export function useWaitlistStats(eventId: Id | undefined, config?: QueryConfig<WaitlistStats>) {
  return useApiRead(
    eventId == null ? null : waitlistReads.stats(eventId),
    (client) => client.waitlist.stats(eventId!),
    config,
  );
}

/** An offer or a removal changes the list, the stats, and the units the event has free. */
const afterOrganiserWrite = ([eventId]: [Id, ...unknown[]]) =>
  under(apiPath`events/${eventId}/waitlist`, apiPath`events/${eventId}/products`);

export function useOfferWaitlist() {
  return useApiMutation((client) => client.waitlist.offerNext, afterOrganiserWrite);
}

export function useDeleteWaitlistEntry() {
  return useApiMutation((client) => client.waitlist.delete, afterOrganiserWrite);
}

/** The entry page's view, by the token in its address. */
export function usePublicWaitlistEntry(
  eventId: Id | undefined,
  token: string | undefined,
  config?: QueryConfig<PublicWaitlistEntry>,
) {
  return useApiRead(
    eventId == null || token == null ? null : waitlistReads.publicEntry(eventId, token),
    (client) => client.publicWaitlist.getEntry(eventId!, token!),
    config,
  );
}

/** The new entry has a page of its own; nothing cached shows it. */
export function useJoinWaitlist() {
  return useApiMutation(
    (client) => client.publicWaitlist.join,
    () => nothing,
  );
}

/** Claiming or leaving changes the entry page's view. */
const afterEntryWrite = ([eventId, token]: [Id, string]) =>
  under(apiPath`public/events/${eventId}/waitlist/${token}`);

export function useClaimWaitlistOffer() {
  return useApiMutation((client) => client.publicWaitlist.claim, afterEntryWrite);
}

export function useLeaveWaitlist() {
  return useApiMutation((client) => client.publicWaitlist.leave, afterEntryWrite);
}
