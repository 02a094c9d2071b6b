import { z } from "zod";
import { isoDateTime, oneOf, requiredText, rowId } from "./fields";
import { type Reason, reasonIssue } from "./reasons";
import { userSchema } from "./user";

/** Who receives a message. */
export const messageTypes = [
  "INDIVIDUAL_ATTENDEES",
  "ORDER_OWNER",
  "TICKET_HOLDERS",
  "ALL_ATTENDEES",
  "ORDER_OWNERS_WITH_PRODUCT",
] as const;
export type MessageType = (typeof messageTypes)[number];
export const messageTypeSchema = z.enum(messageTypes);

export const messageStatuses = [
  "PENDING_REVIEW",
  "PROCESSING",
  "SENT",
  "FAILED",
  "SCHEDULED",
  "CANCELLED",
] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const messageStatusSchema = z.enum(messageStatuses);

/** A recipient's mail: PENDING until it is sent or has failed (a FAILED one can be retried). */
export const outgoingMessageStatuses = ["PENDING", "SENT", "FAILED"] as const;
export type OutgoingMessageStatus = (typeof outgoingMessageStatuses)[number];

/** Orders whose buyers ORDER_OWNERS_WITH_PRODUCT may reach. */
export const messageableOrderStatuses = ["COMPLETED", "AWAITING_OFFLINE_PAYMENT"] as const;

/** At most this many attendees picked one by one for a message. */
export const maxIndividualRecipients = 50;

export const messageSchema = z.object({
  id: z.number(),
  event_id: z.number(),
  subject: z.string(),
  message: z.string(),
  message_preview: z.string().optional(),
  type: messageTypeSchema,
  attendee_ids: z.array(z.number()).nullable().optional(),
  order_id: z.number().nullable().optional(),
  product_ids: z.array(z.number()).nullable().optional(),
  sent_at: z.string().nullable(),
  scheduled_at: z.string().nullable().optional(),
  status: messageStatusSchema,
  sent_by_user: userSchema.optional(),
  /** Varco: the distinct addresses it goes to, and how many of them were sent or failed so far. */
  recipient_count: z.number().optional(),
  delivered_count: z.number().optional(),
  failed_count: z.number().optional(),
  /** Varco: a test went to its sender only. */
  is_test: z.boolean().optional(),
  created_at: z.string().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const outgoingMessageSchema = z.object({
  id: z.number(),
  message_id: z.number(),
  recipient: z.string(),
  status: z.enum(outgoingMessageStatuses),
  subject: z.string(),
  created_at: z.string(),
});
export type OutgoingMessage = z.infer<typeof outgoingMessageSchema>;

/** `POST events/{eventId}/messages` (and, validated the same way, `…/orders/{id}/message`). */
export const sendMessageSchema = z
  .object({
    subject: requiredText("Subject", 100),
    message: requiredText("Message", 8000),
    message_type: oneOf(messageTypes, "Recipients"),
    is_test: z.boolean().optional(),
    attendee_ids: z
      .array(rowId("Attendee"))
      .max(maxIndividualRecipients, `Pick at most ${maxIndividualRecipients} attendees.`)
      .optional(),
    product_ids: z.array(rowId("Product")).optional(),
    order_id: rowId("Order").optional(),
    order_statuses: z.array(oneOf(messageableOrderStatuses, "Order status")).optional(),
    send_copy_to_current_user: z.boolean().optional(),
    scheduled_at: isoDateTime("Send time").nullish(),
  })
  .superRefine((body, context) => {
    const require = (
      field: "attendee_ids" | "product_ids" | "order_id" | "order_statuses",
      reason: Reason,
    ) => {
      const value = body[field];
      if (value === undefined || (Array.isArray(value) && value.length === 0)) {
        context.addIssue({ code: "custom", path: [field], ...reasonIssue(reason) });
      }
    };
    if (body.message_type === "INDIVIDUAL_ATTENDEES")
      require("attendee_ids", { code: "message_attendees_required" });
    if (body.message_type === "TICKET_HOLDERS")
      require("product_ids", { code: "message_products_required", recipients: "holders" });
    if (body.message_type === "ORDER_OWNER") require("order_id", { code: "message_order_required" });
    if (body.message_type === "ORDER_OWNERS_WITH_PRODUCT") {
      require("product_ids", { code: "message_products_required", recipients: "buyers" });
      require("order_statuses", { code: "message_order_statuses_required" });
    }
  });
export type SendMessageBody = z.input<typeof sendMessageSchema>;

/** Varco: how many distinct addresses a send body would reach (`…/messages/recipient-count`). */
export interface MessageRecipientCount {
  count: number;
}
