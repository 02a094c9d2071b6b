import { webhookBodySchema, webhookLogSchema, webhookSchema, webhookTestBodySchema } from "@varco/domain";
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/appEnv";
import { defineRoute, type Route } from "../../http/route";
import { dataEnvelope, idParam, invalidInput, member } from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated } from "../auth/session";
import {
  addressPolicyOf,
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookLogs,
  listWebhooks,
  redeliverLog,
  rollWebhookSecret,
  type SendContext,
  sendTestEvent,
  updateWebhook,
  type WebhookScope,
} from "./service";

/**
 * An event's and an organizer's outgoing webhooks (docs/api/webhooks.md): the same routes under
 * `/events/{event_id}/webhooks` and `/organizers/{organizer_id}/webhooks`, every one signed in and
 * scoped to the caller's account (another account's event, organizer or webhook answers 404).
 */

const tags = ["webhooks"];
const scopeNote = "Another account's event or organizer, or a webhook that is not this one's, answers 404.";
const urlNote =
  "`url` must be https (http only where the installation allows it) and resolve to public addresses: loopback, private, link-local and reserved ones are refused (422 on `url`: `webhook_url_not_https`, `webhook_url_not_public`, `webhook_url_unresolved`).";

const sendContextOf = (c: Context<AppEnv>): SendContext => ({
  policy: addressPolicyOf(c.var.config),
  source: c.var.config.APP_NAME,
  appUrl: c.var.config.APP_URL,
});

function routesOf(kind: "event" | "organizer"): Route[] {
  const idName = kind === "event" ? "event_id" : "organizer_id";
  const collection = `/${kind === "event" ? "events" : "organizers"}/:${idName}/webhooks`;
  const one = `${collection}/:webhook_id`;
  // The scope's id is named after it (`event_id`): read back through one name.
  const scopeParams = z.object({ [idName]: idParam }) as unknown as z.ZodType<Record<string, number>>;
  const oneParams = z.object({ [idName]: idParam, webhook_id: idParam }) as unknown as z.ZodType<
    Record<string, number>
  >;
  const logParams = z.object({
    [idName]: idParam,
    webhook_id: idParam,
    log_id: idParam,
  }) as unknown as z.ZodType<Record<string, number>>;
  const scopeOf = (params: Record<string, number>): WebhookScope =>
    kind === "event" ? { eventId: params[idName] as number } : { organizerId: params[idName] as number };
  const webhookOf = (params: Record<string, number>) => params.webhook_id as number;
  const whose = kind === "event" ? "the event's" : "the organizer's (told of all its events)";
  const common = { tags, middleware: [authenticated()] };
  const envelope = dataEnvelope(webhookSchema);
  return [
    defineRoute({
      method: "get",
      path: collection,
      summary: `List ${kind === "event" ? "an event's" : "an organizer's"} webhooks`,
      description: `Oldest first, without their secrets; not paginated. ${scopeNote}`,
      ...common,
      request: { params: scopeParams },
      responses: { 200: dataEnvelope(z.array(webhookSchema)), ...member },
      handler: async ({ params }, c) =>
        c.json({ data: await listWebhooks(callerOf(c), scopeOf(params)) }, 200),
    }),
    defineRoute({
      method: "post",
      path: collection,
      summary: `Add a webhook, ${whose}`,
      description: `Answers 200 with the webhook and its signing \`secret\` (\`whsec_…\`), shown this once. It is told of what happens from now on. ${urlNote} ${scopeNote}`,
      ...common,
      request: { params: scopeParams, body: webhookBodySchema },
      responses: { 200: envelope, ...invalidInput, ...member },
      handler: async ({ params, body }, c) =>
        c.json(
          {
            data: await createWebhook(callerOf(c), scopeOf(params), body, addressPolicyOf(c.var.config)),
          },
          200,
        ),
    }),
    defineRoute({
      method: "get",
      path: one,
      summary: "One webhook",
      description: `Without its secret. ${scopeNote}`,
      ...common,
      request: { params: oneParams },
      responses: { 200: envelope, ...member },
      handler: async ({ params }, c) =>
        c.json({ data: await getWebhook(callerOf(c), scopeOf(params), webhookOf(params)) }, 200),
    }),
    defineRoute({
      method: "put",
      path: one,
      summary: "Change a webhook (every field, as on create)",
      description: `A new \`url\` is checked as on create. Setting a PAUSED webhook to ENABLED forgets its failures: it goes on from the event it stopped at, in order. ${urlNote} ${scopeNote}`,
      ...common,
      request: { params: oneParams, body: webhookBodySchema },
      responses: { 200: envelope, ...invalidInput, ...member },
      handler: async ({ params, body }, c) =>
        c.json(
          {
            data: await updateWebhook(
              callerOf(c),
              scopeOf(params),
              webhookOf(params),
              body,
              addressPolicyOf(c.var.config),
            ),
          },
          200,
        ),
    }),
    defineRoute({
      method: "delete",
      path: one,
      summary: "Delete a webhook",
      description: `It is told of nothing more; its log goes with it. ${scopeNote}`,
      ...common,
      request: { params: oneParams },
      responses: { 204: null, ...member },
      async handler({ params }, c) {
        await deleteWebhook(callerOf(c), scopeOf(params), webhookOf(params));
        return c.body(null, 204);
      },
    }),
    defineRoute({
      method: "get",
      path: `${one}/logs`,
      summary: "A webhook's delivery attempts, newest first",
      description: `The newest 100 attempts (30 days are kept): what was sent (\`payload\`, the same on every attempt at one event, under one \`webhook_message_id\`), the answer's status (0 when none came), the start of its body (up to 1,000 characters) and how long it took. ${scopeNote}`,
      ...common,
      request: { params: oneParams },
      responses: { 200: dataEnvelope(z.array(webhookLogSchema)), ...member },
      handler: async ({ params }, c) =>
        c.json({ data: await listWebhookLogs(callerOf(c), scopeOf(params), webhookOf(params)) }, 200),
    }),
    defineRoute({
      method: "post",
      path: `${one}/roll-secret`,
      summary: "Replace a webhook's signing secret",
      description: `The new secret signs every delivery from now on; the answer holds it, shown this once. ${scopeNote}`,
      ...common,
      request: { params: oneParams },
      responses: { 200: envelope, ...member },
      handler: async ({ params }, c) =>
        c.json({ data: await rollWebhookSecret(callerOf(c), scopeOf(params), webhookOf(params)) }, 200),
    }),
    defineRoute({
      method: "post",
      path: `${one}/test`,
      summary: "Send a test event",
      description: `Sends a sample of \`event_type\` now (the latest real one of that type in the scope when there is one) and logs the attempt; 204 whatever the receiver answered (read the log). Paused webhooks are sent to as well. ${scopeNote}`,
      ...common,
      request: { params: oneParams, body: webhookTestBodySchema },
      responses: { 204: null, ...invalidInput, ...member },
      async handler({ params, body }, c) {
        await sendTestEvent(
          callerOf(c),
          scopeOf(params),
          webhookOf(params),
          body.event_type,
          sendContextOf(c),
        );
        return c.body(null, 204);
      },
    }),
    defineRoute({
      method: "post",
      path: `${one}/logs/:log_id/redeliver`,
      summary: "Send a logged event again",
      description: `The logged body again, with the same \`webhook-id\` (receivers that remember ids skip it) and a new timestamp and signature; the attempt joins the log. 204 whatever the receiver answered. ${scopeNote}`,
      ...common,
      request: { params: logParams },
      responses: { 204: null, ...member },
      async handler({ params }, c) {
        await redeliverLog(
          callerOf(c),
          scopeOf(params),
          webhookOf(params),
          params.log_id as number,
          sendContextOf(c),
        );
        return c.body(null, 204);
      },
    }),
  ];
}

export const webhookRoutes: Route[] = [...routesOf("event"), ...routesOf("organizer")];
