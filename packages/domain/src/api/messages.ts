import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import type { Message, MessageRecipientCount, OutgoingMessage, SendMessageBody } from "../model/message";
import { withListDefaults } from "./query";
import { bareRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of messages: each one's path and query, for the client and the hooks' cache keys. */
export const messageReads = {
  list: (eventId: Id, params?: ListParams) =>
    bareRead<Paginated<Message>>(apiPath`events/${eventId}/messages`, {
      query: { ...withListDefaults(params) },
    }),
  recipients: (eventId: Id, messageId: Id, params?: ListParams) =>
    bareRead<Paginated<OutgoingMessage>>(apiPath`events/${eventId}/messages/${messageId}/recipients`, {
      query: { ...withListDefaults(params) },
    }),
};

/** Messages from organisers to attendees and buyers. */
export function messagesApi(transport: Transport) {
  return {
    list: (eventId: Id, params?: ListParams) => transport.read(messageReads.list(eventId, params)),
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
      transport.read(messageReads.recipients(eventId, messageId, params)),
    /** Varco: how many distinct addresses the body would reach, before it is sent. */
    recipientCount: (eventId: Id, body: SendMessageBody) =>
      dataOf(
        transport.request<DataEnvelope<MessageRecipientCount>>(
          "POST",
          apiPath`events/${eventId}/messages/recipient-count`,
          { body },
        ),
      ),
    /** Varco: a FAILED recipient's mail is queued again. */
    retryRecipient: (eventId: Id, messageId: Id, recipientId: Id) =>
      transport.request<unknown>(
        "POST",
        apiPath`events/${eventId}/messages/${messageId}/recipients/${recipientId}/retry`,
      ),
  };
}
