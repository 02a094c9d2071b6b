import { withListDefaults } from "../api/query";
import { apiPath } from "../api/transport";
import type { ListParams, Paginated } from "../model/list";
import type { Message, OutgoingMessage } from "../model/message";
import { under, useApiMutation } from "./mutation";
import { type QueryConfig, queryKey, useApiQuery } from "./query";

type Id = number;

export function useMessages(
  eventId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<Message>>,
) {
  return useApiQuery(
    eventId == null ? null : queryKey(apiPath`events/${eventId}/messages`, withListDefaults(params)),
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
  return useApiQuery(
    eventId == null || messageId == null
      ? null
      : queryKey(apiPath`events/${eventId}/messages/${messageId}/recipients`, withListDefaults(params)),
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
