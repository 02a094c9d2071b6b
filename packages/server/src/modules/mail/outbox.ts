import type { Executor } from "../../db/connect";
import { mailOutbox } from "../../db/schema";
import type { MailTemplate } from "./templates";

export type { MailTemplate } from "./templates";

/**
 * Records a message for the mail worker (`worker.ts`) to render and send. Written in the caller's
 * transaction, so a rolled-back change queues nothing; delivery is asynchronous (seconds later,
 * retried on failure), so callers say "we sent you a mail", never wait for it.
 * `payload.locale` is the recipient's language when no user has the address yet.
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
