import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import type { Message, OutgoingMessage, SendMessageBody } from "../model/message";
import { withListDefaults } from "./query";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** Messages from organisers to attendees and buyers (contract §2.13). */
export function messagesApi(transport: Transport) {
  return {
    list: (eventId: Id, params?: ListParams) =>
      transport.request<Paginated<Message>>("GET", apiPath`events/${eventId}/messages`, {
        query: { ...withListDefaults(params) },
      }),
    send: (eventId: Id, body: SendMessageBody) =>
      dataOf(transport.request<DataEnvelope<Message>>("POST", apiPath`events/${eventId}/messages`, { body })),
    /** Only a scheduled message can be cancelled. */
    cancel: (eventId: Id, messageId: Id) =>
      dataOf(
        transport.request<DataEnvelope<Message>>(
          "POST",
          apiPath`events/${eventId}/messages/${messageId}/cancel`,
        ),
      ),
    listRecipients: (eventId: Id, messageId: Id, params?: ListParams) =>
      transport.request<Paginated<OutgoingMessage>>(
        "GET",
        apiPath`events/${eventId}/messages/${messageId}/recipients`,
        {
          query: { ...withListDefaults(params) },
        },
      ),
  };
}
