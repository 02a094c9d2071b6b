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
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** An order as its buyer reaches it: by the event and the order's short id. */
export const publicOrderPath = (eventId: Id, shortId: string) =>
  apiPath`public/events/${eventId}/order/${shortId}`;

/** The reads of the buyer's side: each one's path and query, for the client and the hooks' cache keys. */
export const checkoutReads = {
  getOrder: (eventId: Id, shortId: string, options: GetPublicOrderOptions = {}) =>
    dataRead<Order>(publicOrderPath(eventId, shortId), {
      query: { include: options.include?.join(","), session_identifier: options.session_identifier },
    }),
  stripePaymentIntent: (eventId: Id, shortId: string) =>
    bareRead<StripePaymentIntentStatus>(`${publicOrderPath(eventId, shortId)}/stripe/payment_intent`),
  ticketLookup: (token: string) => dataRead<Order[]>(apiPath`public/ticket-lookup/${token}`),
};

/**
 * The buyer's side: reserve, give details, pay (card or offline), abandon; then self-service
 * and ticket look-up. The checkout session rides on a cookie.
 */
export function checkoutApi(transport: Transport) {
  const order = publicOrderPath;
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Order>>(method, path, { body }));
  return {
    createOrder: (eventId: Id, body: CreateOrderBody) =>
      one("POST", apiPath`public/events/${eventId}/order`, body),
    getOrder: (eventId: Id, shortId: string, options: GetPublicOrderOptions = {}) =>
      transport.read(checkoutReads.getOrder(eventId, shortId, options)),
    completeOrder: (eventId: Id, shortId: string, body: CompleteOrderBody) =>
      one("PUT", order(eventId, shortId), body),
    createStripePaymentIntent: (eventId: Id, shortId: string) =>
      transport.request<StripePaymentIntent>("POST", `${order(eventId, shortId)}/stripe/payment_intent`),
    getStripePaymentIntent: (eventId: Id, shortId: string) =>
      transport.read(checkoutReads.stripePaymentIntent(eventId, shortId)),
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
    getTicketLookup: (token: string) => transport.read(checkoutReads.ticketLookup(token)),
  };
}
