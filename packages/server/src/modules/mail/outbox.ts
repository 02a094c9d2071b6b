import type { Executor } from "../../db/connect";
import { mailOutbox } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import type { MailTemplate } from "./templates";

export type { MailTemplate } from "./templates";

/** The job queue mail is sent from (`worker.ts` handles it). */
export const mailQueue = "mail";

/**
 * Records a message and queues the job that renders and sends it (`worker.ts`). Written in the
 * caller's transaction, so a rolled-back change queues nothing; delivery is asynchronous (seconds
 * later, retried on failure), so callers say "we sent you a mail", never wait for it.
 * `payload.locale` is the recipient's language when no user has the address yet.
 */
export async function queueMail(
  db: Executor,
  mail: { accountId: number | null; to: string; template: MailTemplate; payload: Record<string, unknown> },
): Promise<void> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      accountId: mail.accountId,
      toEmail: mail.to,
      template: mail.template,
      payload: mail.payload,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("the mail was not recorded");
  await enqueueJob(db, { queue: mailQueue, key: `mail:${row.id}`, payload: { mail_id: row.id } });
}
