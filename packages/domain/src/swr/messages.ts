import { messageReads } from "../api/messages";
import { apiPath } from "../api/transport";
import type { ListParams, Paginated } from "../model/list";
import type { Message, OutgoingMessage } from "../model/message";
import { nothing, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

export function useMessages(
  eventId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<Message>>,
) {
  return useApiRead(
    eventId == null ? null : messageReads.list(eventId, params),
    (client) => client.messages.list(eventId!, params),
    config,
  );
}

export function useMessageRecipients(
  eventId: Id | undefined,
  messageId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<OutgoingMessage>>,
) {
  return useApiRead(
    eventId == null || messageId == null ? null : messageReads.recipients(eventId, messageId, params),
    (client) => client.messages.listRecipients(eventId!, messageId!, params),
    config,
  );
}

export function useSendMessage() {
  return useApiMutation(
    (client) => client.messages.send,
    ([eventId]) => under(apiPath`events/${eventId}/messages`),
  );
}

export function useCancelMessage() {
  return useApiMutation(
    (client) => client.messages.cancel,
    ([eventId]) => under(apiPath`events/${eventId}/messages`),
  );
}

/** The count a compose form shows; not cached: the choice of recipients changes it. */
export function useMessageRecipientCount() {
  return useApiMutation(
    (client) => client.messages.recipientCount,
    () => nothing,
  );
}

/** The recipient's status changes, and the message's counts with it. */
export function useRetryMessageRecipient() {
  return useApiMutation(
    (client) => client.messages.retryRecipient,
    ([eventId]) => under(apiPath`events/${eventId}/messages`),
  );
}
