import {
  englishOf,
  type Message,
  type OutgoingMessage,
  type Reason,
  reasonWords,
  type sendMessageSchema,
} from "@varco/domain";
import { and, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/connect";
import { accounts, accountUsers, jobs, messageRecipients, messages, orders, users } from "../../db/schema";
import { selectPage } from "../../db/selectPage";
import { HttpError } from "../../http/httpError";
import { createdSort, defineList, type ListQuery } from "../../http/listQuery";
import { RateLimited } from "../../http/rateLimit";
import { enqueueJob } from "../../jobs/queue";
import { isAccountVerified } from "../account/service";
import type { Caller } from "../auth/caller";
import { eventPage } from "../events/eventPage";
import { sanitizeRichText, textPreview } from "../events/richText";
import { findEvent } from "../events/service";
import { userResource } from "../users/userResource";
import { type Audience, countAudience } from "./audience";
import { messageQueue, recipientJobKey, recipientQueue } from "./delivery";

/**
 * Messages from organisers to the people of an event (docs/rules/messages.md): written here,
 * sent by the job runner (delivery.ts). Every function is scoped to the caller's account: another
 * account's event, message or recipient answers 404.
 */

export type SendMessageInput = z.output<typeof sendMessageSchema>;
export type MessageRow = typeof messages.$inferSelect;
type RecipientRow = typeof messageRecipients.$inferSelect;

/** The deployment's daily budget per account (`MESSAGES_PER_DAY`, `MESSAGE_RECIPIENTS_PER_DAY`). */
export interface MessageLimits {
  messagesPerDay: number;
  recipientsPerDay: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** `GET events/{e}/messages`: newest first. */
export const messageList = defineList({
  sorts: { created_at: createdSort(messages.createdAt) },
  defaultSort: "created_at",
  defaultSortDirection: "desc",
  tiebreaker: messages.id,
  search: [messages.subject],
});

/** `GET events/{e}/messages/{id}/recipients`: in the order they were added. */
export const recipientList = defineList({
  sorts: { created_at: createdSort(messageRecipients.id) },
  defaultSort: "created_at",
  defaultSortDirection: "asc",
  tiebreaker: messageRecipients.id,
  search: [messageRecipients.email],
});

interface Counts {
  delivered: number;
  failed: number;
}

async function countsOf(db: Executor, ids: readonly number[]): Promise<Map<number, Counts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: messageRecipients.messageId,
      delivered: sql<number>`count(*) filter (where ${messageRecipients.status} = 'SENT')::integer`,
      failed: sql<number>`count(*) filter (where ${messageRecipients.status} = 'FAILED')::integer`,
    })
    .from(messageRecipients)
    .where(inArray(messageRecipients.messageId, [...ids]))
    .groupBy(messageRecipients.messageId);
  return new Map(
    rows.map((row) => [row.id, { delivered: Number(row.delivered), failed: Number(row.failed) }]),
  );
}

/** The senders of these messages, as members of the account. */
async function sendersOf(db: Executor, accountId: number, rows: readonly MessageRow[]) {
  const ids = [...new Set(rows.map((row) => row.sentByUserId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map<number, Message["sent_by_user"]>();
  const found = await db
    .select({ user: users, membership: accountUsers })
    .from(users)
    .innerJoin(accountUsers, and(eq(accountUsers.userId, users.id), eq(accountUsers.accountId, accountId)))
    .where(inArray(users.id, ids));
  return new Map(found.map(({ user, membership }) => [user.id, userResource(user, membership)]));
}

async function messagesResource(
  db: Executor,
  accountId: number,
  rows: readonly MessageRow[],
): Promise<Message[]> {
  const [counts, senders] = await Promise.all([
    countsOf(
      db,
      rows.map((row) => row.id),
    ),
    sendersOf(db, accountId, rows),
  ]);
  return rows.map((row) => {
    const sender = row.sentByUserId === null ? undefined : senders.get(row.sentByUserId);
    const tally = counts.get(row.id) ?? { delivered: 0, failed: 0 };
    return {
      id: row.id,
      event_id: row.eventId,
      subject: row.subject,
      message: row.message,
      message_preview: textPreview(row.message) ?? "",
      type: row.type,
      attendee_ids: row.attendeeIds,
      order_id: row.orderId,
      product_ids: row.productIds,
      sent_at: row.sentAt?.toISOString() ?? null,
      scheduled_at: row.scheduledAt?.toISOString() ?? null,
      status: row.status,
      ...(sender ? { sent_by_user: sender } : {}),
      recipient_count: row.recipientCount,
      delivered_count: tally.delivered,
      failed_count: tally.failed,
      is_test: row.isTest,
      created_at: row.createdAt.toISOString(),
    };
  });
}

async function messageResource(db: Executor, accountId: number, row: MessageRow): Promise<Message> {
  const [message] = await messagesResource(db, accountId, [row]);
  return message as Message;
}

function recipientResource(row: RecipientRow, subject: string): OutgoingMessage {
  return {
    id: row.id,
    message_id: row.messageId,
    recipient: row.email,
    status: row.status,
    subject,
    created_at: row.createdAt.toISOString(),
  };
}

const ofEvent = (eventId: number) => and(eq(messages.eventId, eventId), isNull(messages.deletedAt));

/** `GET events/{e}/messages`: one page, each message with its sender and its counts. */
export function listMessages(caller: Caller, eventId: number, list: ListQuery, url: URL) {
  return eventPage(caller, eventId, { definition: messageList, list, url }, async (event) => {
    const { rows, total } = await selectPage(caller.db, messages, list, ofEvent(event.id));
    return { rows: await messagesResource(caller.db, caller.accountId, rows), total };
  });
}

async function findMessage(caller: Caller, eventId: number, messageId: number): Promise<MessageRow> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const [row] = await caller.db
    .select()
    .from(messages)
    .where(and(ofEvent(event.id), eq(messages.id, messageId)));
  if (!row) throw HttpError.notFound("Message not found");
  return row;
}

/** `GET events/{e}/messages/{id}/recipients`: one page of its addresses with each one's status. */
export async function listRecipients(
  caller: Caller,
  eventId: number,
  messageId: number,
  list: ListQuery,
  url: URL,
) {
  const message = await findMessage(caller, eventId, messageId);
  return eventPage(caller, eventId, { definition: recipientList, list, url }, async () => {
    const { rows, total } = await selectPage(
      caller.db,
      messageRecipients,
      list,
      eq(messageRecipients.messageId, message.id),
    );
    return { rows: rows.map((row) => recipientResource(row, message.subject)), total };
  });
}

/** The signed-in user as a recipient: their address, first name and language. */
async function senderOf(db: Executor, userId: number): Promise<Audience["sender"]> {
  const [user] = await db
    .select({ email: users.email, name: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw HttpError.notFound();
  return user;
}

function audienceOf(eventId: number, body: SendMessageInput, sender: Audience["sender"]): Audience {
  return {
    eventId,
    type: body.message_type,
    attendeeIds: body.attendee_ids ?? null,
    productIds: body.product_ids ?? null,
    orderId: body.order_id ?? null,
    orderStatuses: body.order_statuses?.length ? body.order_statuses : ["COMPLETED"],
    isTest: body.is_test ?? false,
    sendCopyToSender: body.send_copy_to_current_user ?? false,
    sender,
  };
}

/** `POST events/{e}/messages/recipient-count`: the distinct addresses the body would reach now. */
export async function countRecipients(
  caller: Caller,
  eventId: number,
  body: SendMessageInput,
): Promise<{ count: number }> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const sender = await senderOf(caller.db, caller.userId);
  return { count: await countAudience(caller.db, audienceOf(event.id, body, sender)) };
}

function refused(field: string, reason: Reason): HttpError {
  return HttpError.unprocessable({ [field]: [reason] });
}

/**
 * The account's daily budget, checked under the account's row lock (`SELECT … FOR UPDATE` on
 * `accounts`): two sends of one account at once are counted one after the other, so together they
 * cannot pass a budget each would pass alone. Tests count toward neither budget: they reach only
 * the sender. A cancelled message gives its count back.
 */
async function checkDailyLimits(
  tx: Executor,
  accountId: number,
  recipients: number,
  limits: MessageLimits,
  now: Date,
): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
  const since = new Date(now.getTime() - dayMs);
  const [used] = await tx
    .select({
      messages: count(),
      recipients: sql<number>`coalesce(sum(${messages.recipientCount}), 0)::integer`,
      oldest: sql<Date | string | null>`min(${messages.createdAt})`,
    })
    .from(messages)
    .where(
      and(
        eq(messages.accountId, accountId),
        gt(messages.createdAt, since),
        eq(messages.isTest, false),
        sql`${messages.status} <> 'CANCELLED'`,
      ),
    );
  const sent = Number(used?.messages ?? 0);
  const reached = Number(used?.recipients ?? 0);
  const oldest = used?.oldest ? new Date(used.oldest) : now;
  const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + dayMs - now.getTime()) / 1000));
  if (sent + 1 > limits.messagesPerDay)
    throw new RateLimited(retryAfter, {
      code: "message_daily_limit",
      message: reasonWords.message_daily_limit,
    });
  if (reached + recipients > limits.recipientsPerDay)
    throw new RateLimited(retryAfter, {
      code: "message_recipients_daily_limit",
      message: reasonWords.message_recipients_daily_limit,
    });
}

/**
 * Writes a message and queues its send (due at `scheduled_at`, or now), in one transaction: a
 * message exists only with its job. Answers the message as written.
 */
async function writeMessage(
  caller: Caller,
  eventId: number,
  body: SendMessageInput,
  limits: MessageLimits,
): Promise<MessageRow> {
  const { db, accountId, userId, now } = caller;
  const event = await findEvent(db, accountId, eventId);
  if (!(await isAccountVerified(db, accountId)))
    throw new HttpError(401, englishOf({ code: "account_not_verified", subject: "event" }));
  const html = sanitizeRichText(body.message);
  // Markup around nothing readable (`<p> </p>`) is no message.
  if (html === null) throw refused("message", { code: "required", label: "Message" });
  const scheduledAt = body.scheduled_at ? new Date(body.scheduled_at) : null;
  if (scheduledAt && scheduledAt.getTime() <= now.getTime())
    throw refused("scheduled_at", { code: "message_scheduled_in_past" });
  const sender = await senderOf(db, userId);
  const audience = audienceOf(event.id, body, sender);
  return db.transaction(async (tx) => {
    const recipients = await countAudience(tx, audience);
    if (!audience.isTest) await checkDailyLimits(tx, accountId, recipients, limits, now);
    const [row] = await tx
      .insert(messages)
      .values({
        accountId,
        eventId: event.id,
        sentByUserId: userId,
        subject: body.subject,
        message: html,
        type: body.message_type,
        attendeeIds: body.attendee_ids ?? null,
        productIds: body.product_ids ?? null,
        orderId: body.order_id ?? null,
        orderStatuses: audience.orderStatuses ? [...audience.orderStatuses] : null,
        isTest: audience.isTest,
        sendCopyToCurrentUser: audience.sendCopyToSender,
        status: scheduledAt ? "SCHEDULED" : "PROCESSING",
        scheduledAt,
        recipientCount: recipients,
      })
      .returning();
    if (!row) throw new Error("the message was not recorded");
    await enqueueJob(tx, {
      queue: messageQueue,
      key: `message:${row.id}`,
      payload: { message_id: row.id },
      ...(scheduledAt ? { runAt: scheduledAt } : {}),
    });
    return row;
  });
}

/** `POST events/{e}/messages`: 200 with the message, SCHEDULED or PROCESSING. */
export async function sendMessage(
  caller: Caller,
  eventId: number,
  body: SendMessageInput,
  limits: MessageLimits,
): Promise<Message> {
  const row = await writeMessage(caller, eventId, body, limits);
  return messageResource(caller.db, caller.accountId, row);
}

/**
 * `POST events/{e}/orders/{id}/message`: the body passed every rule of a message, but only its
 * subject and text are used; it goes to that order's buyer, now, as an ORDER_OWNER message.
 */
export async function messageOrderBuyer(
  caller: Caller,
  eventId: number,
  orderId: number,
  body: SendMessageInput,
  limits: MessageLimits,
): Promise<void> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const [order] = await caller.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.eventId, event.id)));
  if (!order) throw HttpError.notFound("Order not found");
  await writeMessage(
    caller,
    event.id,
    { subject: body.subject, message: body.message, message_type: "ORDER_OWNER", order_id: order.id },
    limits,
  );
}

/**
 * `POST events/{e}/messages/{id}/cancel`: only a SCHEDULED message, and only while it still is. The
 * guarded update (`… where status = 'SCHEDULED'`) and the send job's own guarded move to
 * PROCESSING take the same row lock: whichever comes second finds the status moved and does
 * nothing, so a message is either cancelled or sent, never both. 409 otherwise.
 */
export async function cancelMessage(caller: Caller, eventId: number, messageId: number): Promise<Message> {
  const message = await findMessage(caller, eventId, messageId);
  const [cancelled] = await caller.db
    .update(messages)
    .set({ status: "CANCELLED" })
    .where(and(eq(messages.id, message.id), eq(messages.status, "SCHEDULED")))
    .returning();
  if (!cancelled) throw new HttpError(409, "Only a scheduled message can be cancelled.");
  return messageResource(caller.db, caller.accountId, cancelled);
}

/**
 * `POST events/{e}/messages/{id}/recipients/{rid}/retry` (Varco's own): a FAILED recipient's mail is
 * queued again (its job set due now with fresh attempts) and the message is PROCESSING until it is
 * done. The guarded update (`… where status = 'FAILED'`) lets one of two retries at once through;
 * 409 for a recipient that is not FAILED.
 */
export async function retryRecipient(
  caller: Caller,
  eventId: number,
  messageId: number,
  recipientId: number,
): Promise<OutgoingMessage> {
  const message = await findMessage(caller, eventId, messageId);
  return caller.db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: messageRecipients.id })
      .from(messageRecipients)
      .where(and(eq(messageRecipients.id, recipientId), eq(messageRecipients.messageId, message.id)));
    if (!exists) throw HttpError.notFound("Recipient not found");
    const [row] = await tx
      .update(messageRecipients)
      .set({ status: "PENDING", lastError: null })
      .where(and(eq(messageRecipients.id, recipientId), eq(messageRecipients.status, "FAILED")))
      .returning();
    if (!row) throw new HttpError(409, "Only a failed recipient can be retried.");
    const key = recipientJobKey(message.id, row.id);
    const requeued = await tx
      .update(jobs)
      .set({ status: "PENDING", attempts: 0, runAt: sql`now()`, finishedAt: null, lastError: null })
      .where(and(eq(jobs.queue, recipientQueue), eq(jobs.key, key)))
      .returning({ id: jobs.id });
    if (requeued.length === 0)
      await enqueueJob(tx, { queue: recipientQueue, key, payload: { recipient_id: row.id } });
    await tx
      .update(messages)
      .set({ status: "PROCESSING" })
      .where(and(eq(messages.id, message.id), inArray(messages.status, ["SENT", "FAILED"])));
    return recipientResource(row, message.subject);
  });
}
