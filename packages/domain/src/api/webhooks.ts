import type { DataEnvelope } from "../model/list";
import type { Webhook, WebhookBody, WebhookLog } from "../model/webhook";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** Webhooks belong to an event, or to an organizer and then fire for all its events. */
export type WebhookScope = { eventId: Id } | { organizerId: Id };

export function webhookScopePath(scope: WebhookScope): string {
  return "eventId" in scope
    ? apiPath`events/${scope.eventId}/webhooks`
    : apiPath`organizers/${scope.organizerId}/webhooks`;
}

/** Outgoing webhooks and their delivery logs (contract §2.13); lists are not paginated. */
export function webhooksApi(transport: Transport) {
  const one = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Webhook>>(method, path, { body }));
  return {
    list: (scope: WebhookScope) =>
      dataOf(transport.request<DataEnvelope<Webhook[]>>("GET", webhookScopePath(scope))),
    /** The answer holds the signing `secret`, shown this once. */
    create: (scope: WebhookScope, body: WebhookBody) => one("POST", webhookScopePath(scope), body),
    get: (scope: WebhookScope, webhookId: Id) => one("GET", `${webhookScopePath(scope)}/${webhookId}`),
    update: (scope: WebhookScope, webhookId: Id, body: WebhookBody) =>
      one("PUT", `${webhookScopePath(scope)}/${webhookId}`, body),
    delete: (scope: WebhookScope, webhookId: Id) =>
      transport.request<void>("DELETE", `${webhookScopePath(scope)}/${webhookId}`),
    /** Newest first; the server keeps the last 20. */
    listLogs: (scope: WebhookScope, webhookId: Id) =>
      dataOf(
        transport.request<DataEnvelope<WebhookLog[]>>("GET", `${webhookScopePath(scope)}/${webhookId}/logs`),
      ),
  };
}
