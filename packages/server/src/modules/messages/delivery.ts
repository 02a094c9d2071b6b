import { and, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/connect";
import { events, messageRecipients, messages, organizers, users } from "../../db/schema";
import type { JobHandler, JobHandlers } from "../../jobs/runner";
import type { Logger } from "../../logger";
import { settingsOfEvent } from "../events/loaders";
import type { MailTransport } from "../mail/transport";
import { audienceSql } from "./audience";
import { type MessageFrame, renderMessageMail } from "./messageMail";

/**
 * Sending a message through the job runner (docs/rules/messages.md, "Delivery"): the message's job
 * resolves its recipients and queues one job per recipient; each recipient's job sends one mail.
 * Both run at least once (docs/decisions/0005-job-runner.md), and are safe to run again.
 */

/** The queue of messages' jobs: `message:{id}`, due at `scheduled_at` (or at once). */
export const messageQueue = "messages";
/** The queue of one recipient's mail: `message:{message_id}:{recipient_id}`. */
export const recipientQueue = "message-mail";

export const recipientJobKey = (messageId: number, recipientId: number) =>
  `message:${messageId}:${recipientId}`;

export interface MessageDeliverySettings {
  appName: string;
  /** The From of every mail (`MAIL_FROM`); its domain names the Message-IDs. */
  from: string;
  logger?: Logger;
  /** Attempts before a recipient's mail is FAILED (the runner's default otherwise). */
  maxAttempts?: number;
}

/**
 * The Message-ID of one recipient's mail, made from its job's key and the sender's domain: a mail
 * sent again after a crash (the SMTP server accepted it, the process died before the recipient was
 * marked SENT, the job was taken again) carries the same Message-ID as the first, so the receiving
 * mailbox can tell the two are one message (Gmail and most mail stores keep one of a Message-ID).
 */
export function messageIdOf(messageId: number, recipientId: number, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${recipientJobKey(messageId, recipientId).replaceAll(":", ".")}@${domain}>`;
}

/**
 * When no recipient is PENDING any more, the message becomes SENT (FAILED when every one failed).
 * Called after each recipient's status is written and committed: of two last recipients finished at
 * once, the second to commit sees the first's, so one of them always closes the message; the
 * guard on PROCESSING makes closing it twice harmless.
 */
async function closeIfDone(db: Executor, messageId: number): Promise<void> {
  await db
    .update(messages)
    .set({
      status: sql`case when exists (select 1 from message_recipients r where r.message_id = ${messageId} and r.status = 'SENT') or not exists (select 1 from message_recipients r where r.message_id = ${messageId}) then 'SENT' else 'FAILED' end`,
      sentAt: sql`now()`,
    })
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.status, "PROCESSING"),
        sql`not exists (select 1 from message_recipients r where r.message_id = ${messageId} and r.status = 'PENDING')`,
      ),
    );
}

/**
 * A message's job: moves it SCHEDULED → PROCESSING (guarded: a message cancelled meanwhile, or
 * already sent, is left alone), then in one transaction writes its recipients, as they are now,
 * one row per address (`on conflict do nothing` on (message_id, email): a job taken again after a
 * crash adds none twice) and a job per recipient (`on conflict do nothing` on the job's key).
 * Both are `insert … select` statements: ten thousand recipients are two statements.
 */
function messageJobHandler(db: Database): JobHandler {
  return {
    async run(job) {
      const messageId = Number(job.payload.message_id);
      await db
        .update(messages)
        .set({ status: "PROCESSING" })
        .where(and(eq(messages.id, messageId), eq(messages.status, "SCHEDULED")));
      const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
      if (message?.status !== "PROCESSING") return "skipped";
      const [sender] = message.sentByUserId
        ? await db
            .select({ email: users.email, name: users.firstName, locale: users.locale })
            .from(users)
            .where(eq(users.id, message.sentByUserId))
        : [];
      const audience = audienceSql({
        eventId: message.eventId,
        type: message.type,
        attendeeIds: message.attendeeIds,
        productIds: message.productIds,
        orderId: message.orderId,
        orderStatuses: message.orderStatuses,
        isTest: message.isTest,
        sendCopyToSender: message.sendCopyToCurrentUser,
        sender: sender ?? { email: "", name: "", locale: "en" },
      });
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into message_recipients (message_id, email, name, locale)
          select ${message.id}, r.email, r.name, r.locale from (${audience}) r
          on conflict (message_id, email) do nothing`);
        await tx.execute(sql`
          insert into jobs (queue, key, payload)
          select ${recipientQueue}, 'message:' || r.message_id || ':' || r.id, jsonb_build_object('recipient_id', r.id)
          from message_recipients r where r.message_id = ${message.id} and r.status = 'PENDING'
          on conflict (queue, key) do nothing`);
        await tx
          .update(messages)
          .set({
            recipientCount: sql`(select count(*) from message_recipients r where r.message_id = ${message.id})`,
          })
          .where(eq(messages.id, message.id));
      });
      await closeIfDone(db, message.id);
      return "done";
    },
  };
}

/** What every mail of one message shares, kept a little while: ten thousand mails, one lookup. */
interface CachedFrame {
  frame: MessageFrame;
  replyTo: string;
  senderEmail: string | null;
  at: number;
}

const frameCacheMs = 60_000;

async function frameOf(
  db: Database,
  cache: Map<number, CachedFrame>,
  message: typeof messages.$inferSelect,
  appName: string,
): Promise<CachedFrame> {
  const cached = cache.get(message.id);
  if (cached && Date.now() - cached.at < frameCacheMs) return cached;
  const [row] = await db
    .select({ event: events, organizerName: organizers.name, organizerEmail: organizers.email })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(events.id, message.eventId));
  if (!row) throw new Error(`message ${message.id}: its event is gone`);
  const settings = await settingsOfEvent(db, row.event.id);
  const [sender] = message.sentByUserId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, message.sentByUserId))
    : [];
  const entry: CachedFrame = {
    frame: {
      appName,
      subject: message.subject,
      html: message.message,
      organizerName: row.organizerName,
      eventTitle: row.event.title,
      eventStart: row.event.startDate,
      eventEnd: row.event.endDate,
      timeZone: row.event.timezone,
      footerHtml: settings.email_footer_message,
      isTest: message.isTest,
    },
    replyTo: settings.support_email ?? row.organizerEmail,
    senderEmail: sender?.email.toLowerCase() ?? null,
    at: Date.now(),
  };
  if (cache.size > 100) cache.clear();
  cache.set(message.id, entry);
  return entry;
}

/**
 * One recipient's job: sends the mail unless the recipient is no longer PENDING (a job taken again
 * after its mail was marked SENT sends nothing), then marks it SENT. Between the SMTP server's
 * accept and that mark a crash sends the mail again on the next attempt, with the same
 * Message-ID (`messageIdOf`). After the last attempt the recipient is FAILED.
 */
function recipientJobHandler(
  db: Database,
  transport: MailTransport,
  settings: MessageDeliverySettings,
): JobHandler {
  const cache = new Map<number, CachedFrame>();
  const recipientOf = async (recipientId: number) => {
    const [found] = await db
      .select({ recipient: messageRecipients, message: messages })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(eq(messageRecipients.id, recipientId));
    return found;
  };
  return {
    ...(settings.maxAttempts ? { maxAttempts: settings.maxAttempts } : {}),
    async run(job) {
      const found = await recipientOf(Number(job.payload.recipient_id));
      if (found?.recipient.status !== "PENDING" || found.message.status === "CANCELLED") return "skipped";
      const { recipient, message } = found;
      const { frame, replyTo, senderEmail } = await frameOf(db, cache, message, settings.appName);
      const mail = renderMessageMail(frame, {
        name: recipient.name,
        locale: recipient.locale,
        isSender: senderEmail === recipient.email,
      });
      await transport.send({
        from: settings.from,
        to: recipient.email,
        replyTo,
        messageId: messageIdOf(message.id, recipient.id, settings.from),
        ...mail,
      });
      await db
        .update(messageRecipients)
        .set({ status: "SENT", sentAt: sql`now()`, lastError: null })
        .where(and(eq(messageRecipients.id, recipient.id), eq(messageRecipients.status, "PENDING")));
      await closeIfDone(db, message.id);
      return "done";
    },
    async failed(job, error, final) {
      const recipientId = Number(job.payload.recipient_id);
      const [row] = await db
        .update(messageRecipients)
        .set({ lastError: error, ...(final ? { status: "FAILED" as const } : {}) })
        .where(and(eq(messageRecipients.id, recipientId), eq(messageRecipients.status, "PENDING")))
        .returning({ messageId: messageRecipients.messageId });
      if (final && row) await closeIfDone(db, row.messageId);
    },
  };
}

/** The job handlers of messages, for the runner (server.ts) and tests. */
export function messageJobHandlers(
  db: Database,
  transport: MailTransport,
  settings: MessageDeliverySettings,
): JobHandlers {
  return {
    [messageQueue]: messageJobHandler(db),
    [recipientQueue]: recipientJobHandler(db, transport, settings),
  };
}
