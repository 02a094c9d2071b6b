import { type WebhookScope, webhookReads, webhookScopePath } from "../api/webhooks";
import type { Webhook, WebhookLog } from "../model/webhook";
import { under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

const scopeWebhooks = ([scope]: [WebhookScope, ...unknown[]]) => under(webhookScopePath(scope));

export function useWebhooks(scope: WebhookScope | undefined, config?: QueryConfig<Webhook[]>) {
  return useApiRead(
    scope ? webhookReads.list(scope) : null,
    (client) => client.webhooks.list(scope!),
    config,
  );
}

export function useWebhook(
  scope: WebhookScope | undefined,
  webhookId: Id | undefined,
  config?: QueryConfig<Webhook>,
) {
  return useApiRead(
    scope && webhookId != null ? webhookReads.get(scope, webhookId) : null,
    (client) => client.webhooks.get(scope!, webhookId!),
    config,
  );
}

export function useWebhookLogs(
  scope: WebhookScope | undefined,
  webhookId: Id | undefined,
  config?: QueryConfig<WebhookLog[]>,
) {
  return useApiRead(
    scope && webhookId != null ? webhookReads.logs(scope, webhookId) : null,
    (client) => client.webhooks.listLogs(scope!, webhookId!),
    config,
  );
}

export function useCreateWebhook() {
  return useApiMutation((client) => client.webhooks.create, scopeWebhooks);
}

export function useUpdateWebhook() {
  return useApiMutation((client) => client.webhooks.update, scopeWebhooks);
}

export function useDeleteWebhook() {
  return useApiMutation((client) => client.webhooks.delete, scopeWebhooks);
}

export function useRollWebhookSecret() {
  return useApiMutation((client) => client.webhooks.rollSecret, scopeWebhooks);
}

/** The test's attempt joins the webhook's log, which is read again. */
export function useSendWebhookTest() {
  return useApiMutation((client) => client.webhooks.sendTest, scopeWebhooks);
}

export function useRedeliverWebhook() {
  return useApiMutation((client) => client.webhooks.redeliver, scopeWebhooks);
}
