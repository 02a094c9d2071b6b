import { z } from "zod";
import { oneOf, webAddress } from "./fields";

export const webhookStatuses = ["ENABLED", "PAUSED"] as const;
export type WebhookStatus = (typeof webhookStatuses)[number];
export const webhookStatusSchema = z.enum(webhookStatuses);

/** What a webhook can be told about. */
export const webhookEventTypes = [
  "product.created",
  "product.updated",
  "product.deleted",
  "event.created",
  "event.updated",
  "event.archived",
  "order.created",
  "order.updated",
  "order.marked_as_paid",
  "order.refunded",
  "order.cancelled",
  "attendee.created",
  "attendee.updated",
  "attendee.cancelled",
  "checkin.created",
  "checkin.deleted",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const webhookEventTypeSchema = z.enum(webhookEventTypes);

export const webhookSchema = z.object({
  id: z.number(),
  url: z.string(),
  event_types: z.array(webhookEventTypeSchema),
  status: webhookStatusSchema,
  last_triggered_at: z.string().nullable(),
  last_response_body: z.string().nullable(),
  last_response_code: z.number().nullable(),
  /** Only in the answer to creation: it is never shown again. */
  secret: z.string().optional(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookLogSchema = z.object({
  id: z.number(),
  webhook_id: z.number(),
  payload: z.string(),
  response_body: z.string().nullable(),
  /** 0 when the receiver did not answer. */
  response_code: z.number().nullable(),
  created_at: z.string(),
  event_type: webhookEventTypeSchema,
  /** How long the attempt took, in milliseconds (Varco). */
  duration_ms: z.number().nullable().optional(),
  /** The `webhook-id` header sent: the same on every attempt at one event (Varco). */
  webhook_message_id: z.string().nullable().optional(),
});
export type WebhookLog = z.infer<typeof webhookLogSchema>;

/** `POST` and `PUT …/webhooks[/{id}]` (internal addresses are refused by the server). */
export const webhookBodySchema = z.object({
  url: webAddress("URL", 2048),
  event_types: z
    .array(oneOf(webhookEventTypes, "Event type"), { error: "Choose at least one event type." })
    .min(1, "Choose at least one event type."),
  status: oneOf(webhookStatuses, "Status").optional(),
});
export type WebhookBody = z.input<typeof webhookBodySchema>;

/** `POST …/webhooks/{id}/test`: a sample of this type is delivered (Varco). */
export const webhookTestBodySchema = z.object({ event_type: oneOf(webhookEventTypes, "Event type") });
export type WebhookTestBody = z.input<typeof webhookTestBodySchema>;
