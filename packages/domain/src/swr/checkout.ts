import { checkoutReads, publicOrderPath } from "../api/checkout";
import { apiPath } from "../api/transport";
import type { GetPublicOrderOptions, StripePaymentIntentStatus } from "../model/checkout";
import type { Order } from "../model/order";
import { nothing, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

const thisOrder = ([eventId, shortId]: [Id, string, ...unknown[]]) =>
  under(publicOrderPath(eventId, shortId));

/** The order being bought, by its short id; `include: ["event"]` adds the event. */
export function usePublicOrder(
  eventId: Id | undefined,
  shortId: string | undefined,
  options: GetPublicOrderOptions = {},
  config?: QueryConfig<Order>,
) {
  return useApiRead(
    eventId == null || !shortId ? null : checkoutReads.getOrder(eventId, shortId, options),
    (client) => client.checkout.getOrder(eventId!, shortId!, options),
    config,
  );
}

/** Polled by the payment-return page (pass `refreshInterval` in `config`). */
export function useStripePaymentIntentStatus(
  eventId: Id | undefined,
  shortId: string | undefined,
  config?: QueryConfig<StripePaymentIntentStatus>,
) {
  return useApiRead(
    eventId == null || !shortId ? null : checkoutReads.stripePaymentIntent(eventId, shortId),
    (client) => client.checkout.getStripePaymentIntent(eventId!, shortId!),
    config,
  );
}

/** The buyer's orders behind a ticket look-up link. */
export function useTicketLookup(token: string | undefined, config?: QueryConfig<Order[]>) {
  return useApiRead(
    token ? checkoutReads.ticketLookup(token) : null,
    (client) => client.checkout.getTicketLookup(token!),
    config,
  );
}

/** A reservation takes capacity, so the public event (what is left) goes stale. */
export function useCreateOrder() {
  return useApiMutation(
    (client) => client.checkout.createOrder,
    ([eventId]) => under(apiPath`public/events/${eventId}`),
  );
}

export function useCompleteOrder() {
  return useApiMutation((client) => client.checkout.completeOrder, thisOrder);
}

export function useCreateStripePaymentIntent() {
  return useApiMutation((client) => client.checkout.createStripePaymentIntent, thisOrder);
}

export function useAwaitOfflinePayment() {
  return useApiMutation((client) => client.checkout.awaitOfflinePayment, thisOrder);
}

/** Gives the reservation back at once. */
export function useAbandonOrder() {
  return useApiMutation(
    (client) => client.checkout.abandonOrder,
    ([eventId]) => under(apiPath`public/events/${eventId}`),
  );
}

export function useEditPublicOrder() {
  return useApiMutation((client) => client.checkout.editOrder, thisOrder);
}

export function useEditPublicAttendee() {
  return useApiMutation((client) => client.checkout.editAttendee, thisOrder);
}

export function useResendPublicOrderConfirmation() {
  return useApiMutation(
    (client) => client.checkout.resendOrderConfirmation,
    () => nothing,
  );
}

export function useResendPublicAttendeeTicket() {
  return useApiMutation(
    (client) => client.checkout.resendAttendeeTicket,
    () => nothing,
  );
}

/** Fetches the invoice PDF when triggered. */
export function useDownloadPublicInvoice() {
  return useApiMutation(
    (client) => client.checkout.getInvoice,
    () => nothing,
  );
}

export function useRequestTicketLookup() {
  return useApiMutation(
    (client) => client.checkout.requestTicketLookup,
    () => nothing,
  );
}
