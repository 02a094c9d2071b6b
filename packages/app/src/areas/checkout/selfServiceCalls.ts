import { createPageApiClient, type SelfServiceEditBody } from "@varco/domain";

/**
 * A buyer's self-service calls from the order's summary, a module loaded on the press of a
 * button: the API client is not part of the summary's first download.
 */
const checkoutOf = (apiUrl: string) => createPageApiClient({ baseUrl: apiUrl }).checkout;

export function editOrder(apiUrl: string, eventId: number, shortId: string, body: SelfServiceEditBody) {
  return checkoutOf(apiUrl).editOrder(eventId, shortId, body);
}

export function editTicket(
  apiUrl: string,
  eventId: number,
  shortId: string,
  ticketShortId: string,
  body: SelfServiceEditBody,
) {
  return checkoutOf(apiUrl).editAttendee(eventId, shortId, ticketShortId, body);
}

export function resendConfirmation(apiUrl: string, eventId: number, shortId: string) {
  return checkoutOf(apiUrl).resendOrderConfirmation(eventId, shortId);
}

export function resendTicket(apiUrl: string, eventId: number, shortId: string, ticketShortId: string) {
  return checkoutOf(apiUrl).resendAttendeeTicket(eventId, shortId, ticketShortId);
}

export function requestTicketLookup(apiUrl: string, email: string) {
  return checkoutOf(apiUrl).requestTicketLookup({ email });
}
