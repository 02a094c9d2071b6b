import { createPageApiClient, type JoinWaitlistBody } from "@varco/domain";

/**
 * The waitlist's calls from the pages the server drew (the event page's dialog, the entry page),
 * a module loaded on the press of a button: neither page's first download carries an API client.
 * The checkout's cookie goes with each call, so a claimed offer's order is this browser's.
 */
const waitlistOf = (apiUrl: string) => createPageApiClient({ baseUrl: apiUrl }).publicWaitlist;

export function joinWaitlist(apiUrl: string, eventId: number, body: JoinWaitlistBody) {
  return waitlistOf(apiUrl).join(eventId, body);
}

export function claimOffer(apiUrl: string, eventId: number, token: string) {
  return waitlistOf(apiUrl).claim(eventId, token);
}

export function leaveWaitlist(apiUrl: string, eventId: number, token: string) {
  return waitlistOf(apiUrl).leave(eventId, token);
}
