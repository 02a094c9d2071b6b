import { messageSchema, outgoingMessageSchema, paginatedSchema, sendMessageSchema } from "@varco/domain";
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/appEnv";
import { answerRetryAfter } from "../../http/rateLimit";
import { defineRoute, errorBodySchema, publicRequestUrl } from "../../http/route";
import {
  dataEnvelope,
  eventIdParams,
  idParam,
  invalidInput,
  member,
  rateLimited,
} from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated } from "../auth/session";
import { eventWallClockZone } from "../events/routeEvent";
import {
  cancelMessage,
  countRecipients,
  listMessages,
  listRecipients,
  type MessageLimits,
  messageList,
  messageOrderBuyer,
  recipientList,
  retryRecipient,
  sendMessage,
} from "./service";

/**
 * Messages from organisers to the people of an event (docs/rules/messages.md). Every route is
 * scoped to the caller's account: another account's event, message or recipient answers 404.
 */

const tags = ["messages"];
const scopeNote = "Another account's event, or an id that is not one of this event's, answers 404.";
const messageParams = eventIdParams.extend({ message_id: idParam });
const conflict = { 409: errorBodySchema } as const;
const unverified = { 401: errorBodySchema } as const;
const common = { tags, middleware: [authenticated()] };
/** A send may meet the daily limits: their 429 carries Retry-After. */
const sending = { tags, middleware: [authenticated(), answerRetryAfter] };

const limitsOf = (c: Context<AppEnv>): MessageLimits => ({
  messagesPerDay: c.var.config.MESSAGES_PER_DAY,
  recipientsPerDay: c.var.config.MESSAGE_RECIPIENTS_PER_DAY,
});

const bodyNote =
  "`subject` ≤ 100, `message` ≤ 8,000 (HTML, cleaned like rich text; nothing readable left answers 422 on `message`), `message_type` one of the five types with the field it needs (`attendee_ids` ≤ 50 for INDIVIDUAL_ATTENDEES, `product_ids` for TICKET_HOLDERS, `order_id` for ORDER_OWNER, `product_ids` and `order_statuses` for ORDER_OWNERS_WITH_PRODUCT; 422 on the missing field). Ids are filtered to the event.";
const limitNote =
  "Per account and 24 hours, messages (`MESSAGES_PER_DAY`, 50 by default) and recipients (`MESSAGE_RECIPIENTS_PER_DAY`, 20,000): past either, 429 `{ message, code }` with `message_daily_limit` or `message_recipients_daily_limit` and Retry-After; tests count toward neither. 401 `{message}` for an account not verified.";

export const listMessagesRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/messages",
  summary: "The event's messages, one page at a time",
  description: `Newest first, each with \`sent_by_user\` and (Varco) \`recipient_count\`, \`delivered_count\`, \`failed_count\`. ${scopeNote}`,
  ...common,
  request: { params: eventIdParams, list: messageList },
  responses: { 200: paginatedSchema(messageSchema), ...invalidInput, ...member },
  handler: async ({ params, list }, c) =>
    c.json(await listMessages(callerOf(c), params.event_id, list, publicRequestUrl(c)), 200),
});

export const sendMessageRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/messages",
  summary: "Write to the event's attendees or buyers, now or at a time",
  description: `Answers 200 with the message: PROCESSING (sent by the job runner within seconds), or SCHEDULED with \`scheduled_at\` (a wall-clock time of the event's time zone without an offset; it must be in the future, 422 \`message_scheduled_in_past\`). ${bodyNote} \`is_test\`: the message goes to the signed-in user only, whatever the type. \`send_copy_to_current_user\`: they get one copy besides. Addresses are de-duplicated (lower-cased). ${limitNote} ${scopeNote}`,
  ...sending,
  wallClockZone: eventWallClockZone,
  request: { params: eventIdParams, body: sendMessageSchema },
  responses: { 200: dataEnvelope(messageSchema), ...invalidInput, ...member, ...unverified, ...rateLimited },
  handler: async ({ params, body }, c) =>
    c.json({ data: await sendMessage(callerOf(c), params.event_id, body, limitsOf(c)) }, 200),
});

export const countMessageRecipientsRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/messages/recipient-count",
  summary: "How many people a message would reach",
  description: `Varco's own. The body of a send, validated the same way; \`{ data: { count } }\`: the distinct addresses it would reach now (1 for a test). Nothing is sent or counted against the limits. ${scopeNote}`,
  ...common,
  wallClockZone: eventWallClockZone,
  request: { params: eventIdParams, body: sendMessageSchema },
  responses: { 200: dataEnvelope(z.object({ count: z.number() })), ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await countRecipients(callerOf(c), params.event_id, body) }, 200),
});

export const cancelMessageRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/messages/:message_id/cancel",
  summary: "Cancel a scheduled message",
  description: `Only a SCHEDULED message becomes CANCELLED (it sends nothing); 409 \`{message}\` for any other, a message whose time came meanwhile included. ${scopeNote}`,
  ...common,
  request: { params: messageParams },
  responses: { 200: dataEnvelope(messageSchema), ...member, ...conflict },
  handler: async ({ params }, c) =>
    c.json({ data: await cancelMessage(callerOf(c), params.event_id, params.message_id) }, 200),
});

export const listMessageRecipientsRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/messages/:message_id/recipients",
  summary: "A message's recipients with each one's status, one page at a time",
  description: `One row per address: PENDING, SENT or FAILED. Empty until the message's time has come. ${scopeNote}`,
  ...common,
  request: { params: messageParams, list: recipientList },
  responses: { 200: paginatedSchema(outgoingMessageSchema), ...invalidInput, ...member },
  handler: async ({ params, list }, c) =>
    c.json(
      await listRecipients(callerOf(c), params.event_id, params.message_id, list, publicRequestUrl(c)),
      200,
    ),
});

export const retryMessageRecipientRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/messages/:message_id/recipients/:recipient_id/retry",
  summary: "Send a failed recipient's mail again",
  description: `Varco's own. A FAILED recipient becomes PENDING and its mail is queued again; 409 \`{message}\` for one that is not FAILED. ${scopeNote}`,
  ...common,
  request: { params: messageParams.extend({ recipient_id: idParam }) },
  responses: { 200: dataEnvelope(outgoingMessageSchema), ...member, ...conflict },
  handler: async ({ params }, c) =>
    c.json(
      {
        data: await retryRecipient(callerOf(c), params.event_id, params.message_id, params.recipient_id),
      },
      200,
    ),
});

export const messageOrderRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/orders/:order_id/message",
  summary: "Write to an order's buyer",
  description: `Answers 204 once the mail is queued. The body is validated as a send (so \`message_type\` and the field it needs are required too), but only \`subject\` and \`message\` are used: it goes to the order's buyer, now, and is listed as an ORDER_OWNER message. ${limitNote} ${scopeNote}`,
  ...sending,
  wallClockZone: eventWallClockZone,
  request: { params: eventIdParams.extend({ order_id: idParam }), body: sendMessageSchema },
  responses: { 204: null, ...invalidInput, ...member, ...unverified, ...rateLimited },
  handler: async ({ params, body }, c) => {
    await messageOrderBuyer(callerOf(c), params.event_id, params.order_id, body, limitsOf(c));
    return c.body(null, 204);
  },
});

export const messageRoutes = [
  listMessagesRoute,
  sendMessageRoute,
  countMessageRecipientsRoute,
  cancelMessageRoute,
  listMessageRecipientsRoute,
  retryMessageRecipientRoute,
  messageOrderRoute,
];
