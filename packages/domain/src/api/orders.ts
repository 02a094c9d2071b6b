import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import type { SendMessageBody } from "../model/message";
import type { CancelOrderBody, Order, RefundOrderBody, UpdateOrderBody } from "../model/order";
import type { ExportFormat } from "../rules/exportFileName";
import { withListDefaults } from "./query";
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of orders: each one's path and query, for the client and the hooks' cache keys. */
export const orderReads = {
  list: (eventId: Id, params?: ListParams) =>
    bareRead<Paginated<Order>>(apiPath`events/${eventId}/orders`, { query: { ...withListDefaults(params) } }),
  get: (eventId: Id, orderId: Id) => dataRead<Order>(apiPath`events/${eventId}/orders/${orderId}`),
};

/** An event's orders as organisers manage them. */
export function ordersApi(transport: Transport) {
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Order>>(method, path, { body }));
  return {
    list: (eventId: Id, params?: ListParams) => transport.read(orderReads.list(eventId, params)),
    get: (eventId: Id, orderId: Id) => transport.read(orderReads.get(eventId, orderId)),
    update: (eventId: Id, orderId: Id, body: UpdateOrderBody) =>
      one("PUT", apiPath`events/${eventId}/orders/${orderId}`, body),
    refund: (eventId: Id, orderId: Id, body: RefundOrderBody) =>
      one("POST", apiPath`events/${eventId}/orders/${orderId}/refund`, body),
    cancel: (eventId: Id, orderId: Id, body: CancelOrderBody = {}) =>
      one("POST", apiPath`events/${eventId}/orders/${orderId}/cancel`, body),
    markAsPaid: (eventId: Id, orderId: Id) =>
      one("POST", apiPath`events/${eventId}/orders/${orderId}/mark-as-paid`),
    resendConfirmation: (eventId: Id, orderId: Id) =>
      transport.request<void>("POST", apiPath`events/${eventId}/orders/${orderId}/resend_confirmation`),
    /** Writes to the buyer; validated like any message, only subject and text are used. */
    message: (eventId: Id, orderId: Id, body: SendMessageBody) =>
      transport.request<void>("POST", apiPath`events/${eventId}/orders/${orderId}/message`, { body }),
    /** The invoice PDF. */
    getInvoice: (eventId: Id, orderId: Id) =>
      transport.request<Blob>("GET", apiPath`events/${eventId}/orders/${orderId}/invoice`, {
        expect: "blob",
      }),
    /** A credit note's PDF. */
    getCreditNote: (eventId: Id, orderId: Id, creditNoteId: Id) =>
      transport.request<Blob>(
        "GET",
        apiPath`events/${eventId}/orders/${orderId}/credit-notes/${creditNoteId}`,
        { expect: "blob" },
      ),
    /** The orders as a spreadsheet (XLSX, the default) or a CSV file. */
    export: (eventId: Id, format: ExportFormat = "xlsx") =>
      transport.request<Blob>("POST", apiPath`events/${eventId}/orders/export`, {
        query: { format },
        expect: "blob",
      }),
  };
}
