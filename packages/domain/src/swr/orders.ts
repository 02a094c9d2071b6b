import { orderReads } from "../api/orders";
import { apiPath } from "../api/transport";
import type { ListParams, Paginated } from "../model/list";
import type { Order } from "../model/order";
import { eventDetail } from "./events";
import { anyOf, exactly, type KeyMatcher, matching, nothing, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

/**
 * Everything a sale, a cancellation or a refund moves: orders, attendees, what is left to sell,
 * the event's stats and reports, door lists, and the organizers' order lists and stats.
 */
export function eventSales(eventId: Id): KeyMatcher {
  return anyOf(
    under(
      apiPath`events/${eventId}/orders`,
      apiPath`events/${eventId}/attendees`,
      apiPath`events/${eventId}/products`,
      apiPath`events/${eventId}/product-categories`,
      apiPath`events/${eventId}/capacity-assignments`,
      apiPath`events/${eventId}/check-in-lists`,
      apiPath`events/${eventId}/reports`,
      apiPath`events/${eventId}/affiliates`,
      apiPath`events/${eventId}/promo-codes`,
    ),
    exactly(apiPath`events/${eventId}/stats`, apiPath`events/${eventId}/check_in_stats`),
    eventDetail(eventId),
    matching(/^organizers\/[^/]+\/(orders|stats)$/),
  );
}

export function useOrders(
  eventId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<Order>>,
) {
  return useApiRead(
    eventId == null ? null : orderReads.list(eventId, params),
    (client) => client.orders.list(eventId!, params),
    config,
  );
}

export function useOrder(eventId: Id | undefined, orderId: Id | undefined, config?: QueryConfig<Order>) {
  return useApiRead(
    eventId == null || orderId == null ? null : orderReads.get(eventId, orderId),
    (client) => client.orders.get(eventId!, orderId!),
    config,
  );
}

export function useUpdateOrder() {
  return useApiMutation(
    (client) => client.orders.update,
    ([eventId]) => under(apiPath`events/${eventId}/orders`),
  );
}

export function useRefundOrder() {
  return useApiMutation(
    (client) => client.orders.refund,
    ([eventId]) => eventSales(eventId),
  );
}

export function useCancelOrder() {
  return useApiMutation(
    (client) => client.orders.cancel,
    ([eventId]) => eventSales(eventId),
  );
}

export function useMarkOrderAsPaid() {
  return useApiMutation(
    (client) => client.orders.markAsPaid,
    ([eventId]) => eventSales(eventId),
  );
}

export function useResendOrderConfirmation() {
  return useApiMutation(
    (client) => client.orders.resendConfirmation,
    () => nothing,
  );
}

/** The message shows in the event's message list. */
export function useMessageOrder() {
  return useApiMutation(
    (client) => client.orders.message,
    ([eventId]) => under(apiPath`events/${eventId}/messages`),
  );
}

/** Fetches the invoice PDF when triggered. */
export function useDownloadOrderInvoice() {
  return useApiMutation(
    (client) => client.orders.getInvoice,
    () => nothing,
  );
}

/** Fetches a credit note's PDF when triggered. */
export function useDownloadCreditNote() {
  return useApiMutation(
    (client) => client.orders.getCreditNote,
    () => nothing,
  );
}

/** Fetches `orders.xlsx` when triggered. */
export function useExportOrders() {
  return useApiMutation(
    (client) => client.orders.export,
    () => nothing,
  );
}
