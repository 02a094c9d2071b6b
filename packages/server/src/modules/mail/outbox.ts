import type { Executor } from "../../db/connect";
import { mailOutbox } from "../../db/schema";

export type MailTemplate = "user_invitation";

/**
 * Records a message for the mail module to send. NOT delivered: no sender reads `mail_outbox`
 * yet, so callers must not tell anyone a mail was sent; the row is what a sender will pick up.
 * Written in the caller's transaction, so a rolled-back change queues nothing.
 */
export async function queueMail(
  db: Executor,
  mail: { accountId: number | null; to: string; template: MailTemplate; payload: Record<string, unknown> },
): Promise<void> {
  await db.insert(mailOutbox).values({
    accountId: mail.accountId,
    toEmail: mail.to,
    template: mail.template,
    payload: mail.payload,
  });
}
