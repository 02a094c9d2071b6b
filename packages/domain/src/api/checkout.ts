import type {
  CompleteOrderBody,
  CreateOrderBody,
  GetPublicOrderOptions,
  SelfServiceEditBody,
  SelfServiceEditResponse,
  StripePaymentIntent,
  StripePaymentIntentStatus,
  TicketLookupBody,
} from "../model/checkout";
import type { DataEnvelope, MessageResponse } from "../model/list";
import type { Order } from "../model/order";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/**
 * The buyer's side: reserve, give details, pay (card or offline), abandon; then self-service
 * and ticket look-up (contract §2.15). The checkout session rides on a cookie.
 */
export function checkoutApi(transport: Transport) {
  const order = (eventId: Id, shortId: string) => apiPath`public/events/${eventId}/order/${shortId}`;
  const one = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Order>>(method, path, { body }));
  return {
    createOrder: (eventId: Id, body: CreateOrderBody) =>
      one("POST", apiPath`public/events/${eventId}/order`, body),
    getOrder: (eventId: Id, shortId: string, options: GetPublicOrderOptions = {}) =>
      dataOf(
        transport.request<DataEnvelope<Order>>("GET", order(eventId, shortId), {
          query: { include: options.include, session_identifier: options.session_identifier },
        }),
      ),
    completeOrder: (eventId: Id, shortId: string, body: CompleteOrderBody) =>
      one("PUT", order(eventId, shortId), body),
    createStripePaymentIntent: (eventId: Id, shortId: string) =>
      transport.request<StripePaymentIntent>("POST", `${order(eventId, shortId)}/stripe/payment_intent`),
    getStripePaymentIntent: (eventId: Id, shortId: string) =>
      transport.request<StripePaymentIntentStatus>("GET", `${order(eventId, shortId)}/stripe/payment_intent`),
    awaitOfflinePayment: (eventId: Id, shortId: string) =>
      one("POST", `${order(eventId, shortId)}/await-offline-payment`),
    abandonOrder: (eventId: Id, shortId: string) => one("POST", `${order(eventId, shortId)}/abandon`),
    getInvoice: (eventId: Id, shortId: string) =>
      transport.request<Blob>("GET", `${order(eventId, shortId)}/invoice`, { expect: "blob" }),
    editOrder: (eventId: Id, shortId: string, body: SelfServiceEditBody) =>
      transport.request<SelfServiceEditResponse>("PATCH", order(eventId, shortId), { body }),
    resendOrderConfirmation: (eventId: Id, shortId: string) =>
      transport.request<MessageResponse>("POST", `${order(eventId, shortId)}/resend-confirmation`),
    editAttendee: (eventId: Id, shortId: string, attendeeShortId: string, body: SelfServiceEditBody) =>
      transport.request<SelfServiceEditResponse>(
        "PATCH",
        `${order(eventId, shortId)}${apiPath`/attendees/${attendeeShortId}`}`,
        {
          body,
        },
      ),
    resendAttendeeTicket: (eventId: Id, shortId: string, attendeeShortId: string) =>
      transport.request<MessageResponse>(
        "POST",
        `${order(eventId, shortId)}${apiPath`/attendees/${attendeeShortId}/resend-ticket`}`,
      ),
    /** Emails a link listing the buyer's orders; answers the same whether the address is known or not. */
    requestTicketLookup: (body: TicketLookupBody) =>
      transport.request<MessageResponse>("POST", "public/ticket-lookup", { body }),
    getTicketLookup: (token: string) =>
      dataOf(transport.request<DataEnvelope<Order[]>>("GET", apiPath`public/ticket-lookup/${token}`)),
  };
}
