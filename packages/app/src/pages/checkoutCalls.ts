import { type CompleteOrderBody, createApiClient } from "@varco/domain";

/**
 * The checkout's calls from the pages the server drew, a module loaded on the press of a button:
 * the API client is not part of what every drawn page shares. The checkout's cookie goes with
 * each call (the buyer's own order).
 */
const checkoutOf = (apiUrl: string) => createApiClient({ baseUrl: apiUrl }).checkout;

export function completeOrder(apiUrl: string, eventId: number, shortId: string, body: CompleteOrderBody) {
  return checkoutOf(apiUrl).completeOrder(eventId, shortId, body);
}

export function awaitOfflinePayment(apiUrl: string, eventId: number, shortId: string) {
  return checkoutOf(apiUrl).awaitOfflinePayment(eventId, shortId);
}

export function abandonOrder(apiUrl: string, eventId: number, shortId: string) {
  return checkoutOf(apiUrl).abandonOrder(eventId, shortId);
}
