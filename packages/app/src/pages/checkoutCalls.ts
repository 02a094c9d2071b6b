import { createApiClient } from "@varco/domain";

/**
 * The offline payment's call from the payment page the server drew, a module loaded on the press
 * of its button: the API client is not part of what every drawn page shares. The checkout's cookie
 * goes with the call (the buyer's own order).
 */
export function awaitOfflinePayment(apiUrl: string, eventId: number, shortId: string) {
  return createApiClient({ baseUrl: apiUrl }).checkout.awaitOfflinePayment(eventId, shortId);
}
