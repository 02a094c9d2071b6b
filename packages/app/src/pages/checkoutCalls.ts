import { type CompleteOrderBody, createPageApiClient } from "@varco/domain";
import { widgetSessionParameter } from "../areas/public/widgetPaths";

/**
 * The checkout's calls from the pages the server drew, a module loaded on the press of a button:
 * the API client is not part of what every drawn page shares. The checkout's cookie goes with
 * each call (the buyer's own order); inside the widget's frame, where the browser keeps no cookie
 * of ours, the session the address carries goes with each call instead.
 */
export interface CheckoutCallsTarget {
  apiUrl: string;
  session?: string | null | undefined;
}

/** Where a checkout's steps lead and how its calls are made: on the site itself, or inside the widget. */
export interface CheckoutWay {
  calls: CheckoutCallsTarget;
  step: (step: "details" | "payment" | "summary") => string;
  /** Where cancelling leads: the event's page, or the widget's tickets. */
  leave: string;
  /** Inside the widget: back to its tickets, in the frame. */
  back?: string | undefined;
}

function checkoutOf({ apiUrl, session }: CheckoutCallsTarget) {
  const withSession: typeof fetch | undefined = session
    ? (input, init) => {
        const url = new URL(String(input), window.location.href);
        url.searchParams.set(widgetSessionParameter, session);
        return fetch(url, init);
      }
    : undefined;
  return createPageApiClient({ baseUrl: apiUrl, ...(withSession ? { fetch: withSession } : {}) }).checkout;
}

export function completeOrder(
  target: CheckoutCallsTarget,
  eventId: number,
  shortId: string,
  body: CompleteOrderBody,
) {
  return checkoutOf(target).completeOrder(eventId, shortId, body);
}

export function awaitOfflinePayment(target: CheckoutCallsTarget, eventId: number, shortId: string) {
  return checkoutOf(target).awaitOfflinePayment(eventId, shortId);
}

export function abandonOrder(target: CheckoutCallsTarget, eventId: number, shortId: string) {
  return checkoutOf(target).abandonOrder(eventId, shortId);
}

/** The order's status now (the widget waits for a card payment made in another tab). */
export async function orderStatus(target: CheckoutCallsTarget, eventId: number, shortId: string) {
  return (await checkoutOf(target).getOrder(eventId, shortId)).status;
}
