import { randomUUID } from "node:crypto";
import type { Webhook, WebhookEventType, WebhookLog, WebhookStatus, webhookBodySchema } from "@varco/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ServerConfig } from "../../config";
import type { Executor } from "../../db/connect";
import { activityLog, events, webhookLogs, webhooks } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import type { Caller } from "../auth/caller";
import { findEvent } from "../events/service";
import { findOrganizer } from "../organizers/service";
import { type ActivityRow, messageBody, resourceOfActivity } from "./payloads";
import { type AddressPolicy, checkWebhookUrl, type Resolve, systemResolve } from "./safeAddress";
import { newWebhookSecret, sendWebhook } from "./send";

/**
 * An organiser's webhooks, per event or per organizer (docs/api/webhooks.md). Every function is
 * scoped to the caller's account and to the scope in the path: another account's webhook, or one
 * of another event or organizer, answers 404.
 */

export type WebhookScope = { eventId: number } | { organizerId: number };
export type WebhookRow = typeof webhooks.$inferSelect;
type WebhookInput = z.output<typeof webhookBodySchema>;

/** The name resolver webhook addresses are checked with: the system's DNS (tests stub it). */
export const webhookDns: { resolve: Resolve } = { resolve: systemResolve };

export function addressPolicyOf(config: ServerConfig, resolve: Resolve = webhookDns.resolve): AddressPolicy {
  return {
    allowHttp: config.WEBHOOKS_ALLOW_HTTP === true,
    allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE === true,
    resolve: (host) => resolve(host),
  };
}

/** How long one attempt may take before it counts as unanswered. */
export const webhookTimeoutMs = 10_000;

export function webhookResource(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    event_types: row.eventTypes,
    status: row.status,
    last_triggered_at: row.lastTriggeredAt?.toISOString() ?? null,
    last_response_body: row.lastResponseBody,
    last_response_code: row.lastResponseCode,
  };
}

export function webhookLogResource(row: typeof webhookLogs.$inferSelect): WebhookLog {
  return {
    id: row.id,
    webhook_id: row.webhookId,
    payload: row.payload,
    response_body: row.responseBody,
    response_code: row.responseCode,
    created_at: row.createdAt.toISOString(),
    event_type: row.eventType,
    duration_ms: row.durationMs,
    webhook_message_id: row.messageId,
  };
}

/** The scope's event or organizer, of the caller's account (404 otherwise). */
async function assertScope(caller: Caller, scope: WebhookScope): Promise<void> {
  if ("eventId" in scope) await findEvent(caller.db, caller.accountId, scope.eventId);
  else await findOrganizer(caller.db, caller.accountId, scope.organizerId);
}

const inScope = (scope: WebhookScope) =>
  "eventId" in scope ? eq(webhooks.eventId, scope.eventId) : eq(webhooks.organizerId, scope.organizerId);

async function findWebhook(caller: Caller, scope: WebhookScope, webhookId: number): Promise<WebhookRow> {
  await assertScope(caller, scope);
  const [row] = await caller.db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.accountId, caller.accountId), inScope(scope)));
  if (!row) throw HttpError.notFound("Webhook not found");
  return row;
}

/** The URL checked as a delivery will check it: 422 on `url` with the reason. */
async function assertDeliverable(url: string, policy: AddressPolicy): Promise<void> {
  const checked = await checkWebhookUrl(url, policy);
  if ("refusal" in checked) throw HttpError.unprocessable({ url: [{ code: checked.refusal }] });
}

const uniqueTypes = (types: readonly WebhookEventType[]) => [...new Set(types)];

/** `GET …/webhooks`: oldest first, without their secrets. */
export async function listWebhooks(caller: Caller, scope: WebhookScope): Promise<Webhook[]> {
  await assertScope(caller, scope);
  const rows = await caller.db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.accountId, caller.accountId), inScope(scope)))
    .orderBy(webhooks.id);
  return rows.map(webhookResource);
}

export async function getWebhook(caller: Caller, scope: WebhookScope, webhookId: number): Promise<Webhook> {
  return webhookResource(await findWebhook(caller, scope, webhookId));
}

/**
 * `POST …/webhooks`: answers the webhook with its secret, shown this once. It is told of what
 * happens from now on: its cursor starts at the end of the activity log.
 */
export async function createWebhook(
  caller: Caller,
  scope: WebhookScope,
  body: WebhookInput,
  policy: AddressPolicy,
): Promise<Webhook> {
  await assertScope(caller, scope);
  await assertDeliverable(body.url, policy);
  const secret = newWebhookSecret();
  const [row] = await caller.db
    .insert(webhooks)
    .values({
      accountId: caller.accountId,
      eventId: "eventId" in scope ? scope.eventId : null,
      organizerId: "organizerId" in scope ? scope.organizerId : null,
      url: body.url,
      eventTypes: uniqueTypes(body.event_types),
      status: body.status ?? "ENABLED",
      secret,
      cursor: sql`(select coalesce(max(${activityLog.id}), 0) from ${activityLog})`,
    })
    .returning();
  if (!row) throw new Error("the webhook was not created");
  return { ...webhookResource(row), secret };
}

/**
 * `PUT …/webhooks/{id}`: every field as on create. Resuming a paused webhook forgets its failures:
 * it tries the event it stopped at again at once, then what happened since, in order.
 */
export async function updateWebhook(
  caller: Caller,
  scope: WebhookScope,
  webhookId: number,
  body: WebhookInput,
  policy: AddressPolicy,
): Promise<Webhook> {
  const existing = await findWebhook(caller, scope, webhookId);
  if (body.url !== existing.url) await assertDeliverable(body.url, policy);
  const status: WebhookStatus = body.status ?? existing.status;
  const resumed = existing.status === "PAUSED" && status === "ENABLED";
  const [row] = await caller.db
    .update(webhooks)
    .set({
      url: body.url,
      eventTypes: uniqueTypes(body.event_types),
      status,
      ...(resumed ? { failures: 0, retryAt: null, failingSince: null } : {}),
    })
    .where(eq(webhooks.id, existing.id))
    .returning();
  if (!row) throw HttpError.notFound("Webhook not found");
  return webhookResource(row);
}

/** `DELETE …/webhooks/{id}`: the webhook and its log go; a delivery in flight finds it gone. */
export async function deleteWebhook(caller: Caller, scope: WebhookScope, webhookId: number): Promise<void> {
  const existing = await findWebhook(caller, scope, webhookId);
  await caller.db.delete(webhooks).where(eq(webhooks.id, existing.id));
}

/** `POST …/webhooks/{id}/roll-secret`: a new secret signs from now on; answered this once. */
export async function rollWebhookSecret(
  caller: Caller,
  scope: WebhookScope,
  webhookId: number,
): Promise<Webhook> {
  const existing = await findWebhook(caller, scope, webhookId);
  const secret = newWebhookSecret();
  const [row] = await caller.db
    .update(webhooks)
    .set({ secret })
    .where(eq(webhooks.id, existing.id))
    .returning();
  if (!row) throw HttpError.notFound("Webhook not found");
  return { ...webhookResource(row), secret };
}

/** How many log entries `GET …/logs` answers, newest first (30 days are kept). */
export const webhookLogPage = 100;

export async function listWebhookLogs(
  caller: Caller,
  scope: WebhookScope,
  webhookId: number,
): Promise<WebhookLog[]> {
  const existing = await findWebhook(caller, scope, webhookId);
  const rows = await caller.db
    .select()
    .from(webhookLogs)
    .where(eq(webhookLogs.webhookId, existing.id))
    .orderBy(desc(webhookLogs.id))
    .limit(webhookLogPage);
  return rows.map(webhookLogResource);
}

export interface SendContext {
  policy: AddressPolicy;
  /** `X-Webhook-Source` (the installation's name). */
  source: string;
  appUrl: string;
  timeoutMs?: number;
}

/**
 * One attempt at one message, logged: the address checked again (a refusal is logged as an
 * unanswered attempt with its reason), then the POST. Answers the log row; the caller records it
 * on the webhook (with the cursor, for a delivery in turn).
 */
export async function attemptDelivery(
  db: Executor,
  webhook: WebhookRow,
  message: { activityId: number | null; messageId: string; eventType: WebhookEventType; body: string },
  context: SendContext,
) {
  const checked = await checkWebhookUrl(webhook.url, context.policy);
  const result =
    "refusal" in checked
      ? { responseCode: 0, responseBody: `refused: ${checked.refusal}`, durationMs: 0 }
      : await sendWebhook(
          checked,
          { messageId: message.messageId, body: message.body },
          {
            secret: webhook.secret,
            source: context.source,
            timeoutMs: context.timeoutMs ?? webhookTimeoutMs,
          },
        );
  const [log] = await db
    .insert(webhookLogs)
    .values({
      webhookId: webhook.id,
      activityId: message.activityId,
      messageId: message.messageId,
      eventType: message.eventType,
      payload: message.body,
      responseCode: result.responseCode,
      responseBody: result.responseBody,
      durationMs: result.durationMs,
    })
    .returning();
  if (!log) throw new Error("the attempt was not logged");
  return log;
}

/** What the webhook shows of its last attempt. */
export const lastAttemptOf = (log: typeof webhookLogs.$inferSelect) => ({
  lastTriggeredAt: log.createdAt,
  lastResponseCode: log.responseCode,
  lastResponseBody: log.responseBody,
});

/** An attempt out of turn (a test, a redelivery): logged, and shown as the webhook's last. */
async function attemptNow(
  db: Executor,
  webhook: WebhookRow,
  message: Parameters<typeof attemptDelivery>[2],
  context: SendContext,
) {
  const log = await attemptDelivery(db, webhook, message, context);
  await db.update(webhooks).set(lastAttemptOf(log)).where(eq(webhooks.id, webhook.id));
}

/** A 2xx: delivered. Anything else (a redirect too) is a failed attempt. */
export const delivered = (code: number) => code >= 200 && code < 300;

/**
 * `POST …/webhooks/{id}/test`: a sample of the chosen type, sent now and logged. The sample is the
 * resource of the scope's latest activity of that type when there is one (so it reads like a real
 * one), else a placeholder naming the scope.
 */
export async function sendTestEvent(
  caller: Caller,
  scope: WebhookScope,
  webhookId: number,
  eventType: WebhookEventType,
  context: SendContext,
): Promise<void> {
  const webhook = await findWebhook(caller, scope, webhookId);
  const [latest] = await caller.db
    .select({ row: activityLog })
    .from(activityLog)
    .innerJoin(events, eq(events.id, activityLog.eventId))
    .where(
      and(
        eq(activityLog.accountId, caller.accountId),
        eq(activityLog.type, eventType),
        "eventId" in scope
          ? eq(activityLog.eventId, scope.eventId)
          : eq(events.organizerId, scope.organizerId),
      ),
    )
    .orderBy(desc(activityLog.id))
    .limit(1);
  const payload = latest
    ? await resourceOfActivity(caller.db, latest.row as ActivityRow, context.appUrl)
    : { id: 0, test: true, ...("eventId" in scope ? { event_id: scope.eventId } : {}) };
  const messageId = `msg_test_${randomUUID().replaceAll("-", "")}`;
  await attemptNow(
    caller.db,
    webhook,
    { activityId: null, messageId, eventType, body: messageBody(eventType, payload, new Date()) },
    context,
  );
}

/** `POST …/logs/{log_id}/redeliver`: the logged message sent again as it was, same `webhook-id`. */
export async function redeliverLog(
  caller: Caller,
  scope: WebhookScope,
  webhookId: number,
  logId: number,
  context: SendContext,
): Promise<void> {
  const webhook = await findWebhook(caller, scope, webhookId);
  const [log] = await caller.db
    .select()
    .from(webhookLogs)
    .where(and(eq(webhookLogs.id, logId), eq(webhookLogs.webhookId, webhook.id)));
  if (!log) throw HttpError.notFound("Webhook log not found");
  await attemptNow(
    caller.db,
    webhook,
    { activityId: log.activityId, messageId: log.messageId, eventType: log.eventType, body: log.payload },
    context,
  );
}
