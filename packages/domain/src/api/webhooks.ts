import type { DataEnvelope } from "../model/list";
import type { Webhook, WebhookBody, WebhookLog, WebhookTestBody } from "../model/webhook";
import { dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** Webhooks belong to an event, or to an organizer and then fire for all its events. */
export type WebhookScope = { eventId: Id } | { organizerId: Id };

export function webhookScopePath(scope: WebhookScope): string {
  return "eventId" in scope
    ? apiPath`events/${scope.eventId}/webhooks`
    : apiPath`organizers/${scope.organizerId}/webhooks`;
}

/** The reads of webhooks: each one's path, for the client and the hooks' cache keys. */
export const webhookReads = {
  list: (scope: WebhookScope) => dataRead<Webhook[]>(webhookScopePath(scope)),
  get: (scope: WebhookScope, webhookId: Id) => dataRead<Webhook>(`${webhookScopePath(scope)}/${webhookId}`),
  /** Newest first: the newest 100 attempts (the server keeps 30 days of them). */
  logs: (scope: WebhookScope, webhookId: Id) =>
    dataRead<WebhookLog[]>(`${webhookScopePath(scope)}/${webhookId}/logs`),
};

/** Outgoing webhooks and their delivery logs; lists are not paginated. */
export function webhooksApi(transport: Transport) {
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Webhook>>(method, path, { body }));
  return {
    list: (scope: WebhookScope) => transport.read(webhookReads.list(scope)),
    /** The answer holds the signing `secret`, shown this once. */
    create: (scope: WebhookScope, body: WebhookBody) => one("POST", webhookScopePath(scope), body),
    get: (scope: WebhookScope, webhookId: Id) => transport.read(webhookReads.get(scope, webhookId)),
    update: (scope: WebhookScope, webhookId: Id, body: WebhookBody) =>
      one("PUT", `${webhookScopePath(scope)}/${webhookId}`, body),
    delete: (scope: WebhookScope, webhookId: Id) =>
      transport.request<void>("DELETE", `${webhookScopePath(scope)}/${webhookId}`),
    listLogs: (scope: WebhookScope, webhookId: Id) => transport.read(webhookReads.logs(scope, webhookId)),
    /** A new signing secret replaces the old at once; the answer holds it, shown this once (Varco). */
    rollSecret: (scope: WebhookScope, webhookId: Id) =>
      one("POST", `${webhookScopePath(scope)}/${webhookId}/roll-secret`),
    /** Delivers a sample event of the type chosen; its attempt joins the log (Varco). */
    sendTest: (scope: WebhookScope, webhookId: Id, body: WebhookTestBody) =>
      transport.request<void>("POST", `${webhookScopePath(scope)}/${webhookId}/test`, { body }),
    /** Delivers a logged event again, with the same `webhook-id` (Varco). */
    redeliver: (scope: WebhookScope, webhookId: Id, logId: Id) =>
      transport.request<void>("POST", `${webhookScopePath(scope)}/${webhookId}/logs/${logId}/redeliver`),
  };
}
