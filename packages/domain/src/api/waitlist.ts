import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import type {
  JoinedWaitlistEntry,
  JoinWaitlistBody,
  OfferWaitlistBody,
  PublicWaitlistEntry,
  WaitlistClaim,
  WaitlistEntry,
  WaitlistStats,
} from "../model/waitlist";
import { withListDefaults } from "./query";
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** An entry as its person reaches it: by the event and the entry's secret token (from their mails). */
const publicEntryPath = (eventId: Id, token: string) => apiPath`public/events/${eventId}/waitlist/${token}`;

/** The reads of waitlists: each one's path and query, for the client and the hooks' cache keys. */
export const waitlistReads = {
  list: (eventId: Id, params?: ListParams) =>
    bareRead<Paginated<WaitlistEntry>>(apiPath`events/${eventId}/waitlist`, {
      query: { ...withListDefaults(params) },
    }),
  /** Comes unwrapped, with no `data` around it. */
  stats: (eventId: Id) => bareRead<WaitlistStats>(apiPath`events/${eventId}/waitlist/stats`),
  publicEntry: (eventId: Id, token: string) => dataRead<PublicWaitlistEntry>(publicEntryPath(eventId, token)),
};

/** The organiser's side of an event's waitlist: who waits for which price, offers by hand, removal. */
export function waitlistApi(transport: Transport) {
  return {
    list: (eventId: Id, params?: ListParams) => transport.read(waitlistReads.list(eventId, params)),
    stats: (eventId: Id) => transport.read(waitlistReads.stats(eventId)),
    /** Offers freed units to the next people waiting for a price, or to one entry; answers the entries offered. */
    offerNext: (eventId: Id, body: OfferWaitlistBody) =>
      dataOf(
        transport.request<DataEnvelope<WaitlistEntry[]>>(
          "POST",
          apiPath`events/${eventId}/waitlist/offer-next`,
          {
            body,
          },
        ),
      ),
    /** The entry becomes CANCELLED; an open offer's unit passes to the next person. */
    delete: (eventId: Id, entryId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/waitlist/${entryId}`),
  };
}

/** The public side: joining a sold-out price's line, and the entry page reached from the mails. */
export function publicWaitlistApi(transport: Transport) {
  return {
    join: (eventId: Id, body: JoinWaitlistBody) =>
      dataOf(
        transport.request<DataEnvelope<JoinedWaitlistEntry>>(
          "POST",
          apiPath`public/events/${eventId}/waitlist`,
          {
            body,
          },
        ),
      ),
    getEntry: (eventId: Id, token: string) => transport.read(waitlistReads.publicEntry(eventId, token)),
    /** Takes the offer: the reserved order passes to this browser's checkout session. */
    claim: (eventId: Id, token: string) =>
      dataOf(
        transport.request<DataEnvelope<WaitlistClaim>>("POST", `${publicEntryPath(eventId, token)}/claim`),
      ),
    /** Leaves the line, or declines the offer (its unit passes to the next person). */
    leave: (eventId: Id, token: string) => transport.request<void>("DELETE", publicEntryPath(eventId, token)),
  };
}
