import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { invoices, mailOutbox, users } from "../../db/schema";
import { type JobHandler, runDueJobs } from "../../jobs/runner";
import type { Logger } from "../../logger";
import { invoiceFileOf } from "../invoices/invoiceFile";
import { mailQueue } from "./outbox";
import { renderMail } from "./templates";
import type { MailAttachment, MailTransport } from "./transport";

export interface DeliverySettings {
  appName: string;
  /** What links given as paths in a payload (`/checkout/…`) are resolved against. */
  appUrl?: string;
  from: string;
  logger?: Logger;
  /** Attempts before a row is given up as FAILED. */
  maxAttempts?: number;
  /** Rows claimed per call. */
  batchSize?: number;
}

/** The recipient's language: the user with that address, else what the sender put in the payload. */
async function localeOf(db: Database, mail: typeof mailOutbox.$inferSelect): Promise<string> {
  // A mail about an order is in the order's language (`fixed_locale`), whoever has the address.
  if (mail.payload.fixed_locale !== true) {
    const [user] = await db
      .select({ locale: users.locale })
      .from(users)
      .where(and(eq(users.email, mail.toEmail.toLowerCase()), isNull(users.deletedAt)));
    if (user) return user.locale;
  }
  return String(mail.payload.locale ?? "en");
}

/** The PDF of the invoice a payload names (`invoice_id`), drawn as it stands when the mail goes. */
async function invoiceAttachmentOf(db: Database, invoiceId: unknown): Promise<MailAttachment | undefined> {
  if (typeof invoiceId !== "number") return undefined;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) return undefined;
  const { fileName, pdf } = await invoiceFileOf(db, invoice);
  return { filename: fileName, content: pdf, contentType: "application/pdf" };
}

/**
 * The mail queue's handler: renders the job's mail and sends it, then marks it SENT. A mail already
 * sent (the job was retaken after a crash between the two) is not sent again; one that could not
 * be sent keeps the latest error, and is FAILED after the job's last attempt.
 */
export function mailJobHandler(
  db: Database,
  transport: MailTransport,
  settings: DeliverySettings,
): JobHandler {
  return {
    ...(settings.maxAttempts ? { maxAttempts: settings.maxAttempts } : {}),
    async run(job) {
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, Number(job.payload.mail_id)));
      if (mail?.status !== "PENDING") return "skipped";
      const rendered = renderMail(mail.template, mail.payload, {
        locale: await localeOf(db, mail),
        appName: settings.appName,
        appUrl: settings.appUrl,
      });
      const invoice = await invoiceAttachmentOf(db, mail.payload.invoice_id);
      if (invoice) rendered.attachments = [...(rendered.attachments ?? []), invoice];
      await transport.send({ from: settings.from, to: mail.toEmail, ...rendered });
      await db
        .update(mailOutbox)
        .set({ status: "SENT", sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      settings.logger?.info(
        { mailId: mail.id, template: mail.template, transport: transport.kind },
        "mail sent",
      );
      return "done";
    },
    async failed(job, error, final) {
      await db
        .update(mailOutbox)
        .set({ lastError: error, ...(final ? { status: "FAILED" as const } : {}) })
        .where(and(eq(mailOutbox.id, Number(job.payload.mail_id)), eq(mailOutbox.status, "PENDING")));
    },
  };
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** One pass of the mail queue, at once (what the runner does every few seconds). */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  settings: DeliverySettings,
): Promise<DeliveryReport> {
  const report = await runDueJobs(
    db,
    { [mailQueue]: mailJobHandler(db, transport, settings) },
    {
      ...(settings.batchSize ? { batchSize: settings.batchSize } : {}),
      ...(settings.logger ? { logger: settings.logger } : {}),
    },
  );
  return { sent: report.done, retried: report.retried, failed: report.failed };
}
