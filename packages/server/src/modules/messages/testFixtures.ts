import type { Database } from "../../db/connect";
import { runDueJobs } from "../../jobs/runner";
import type { MailTransport, OutgoingMail } from "../mail/transport";
import { messageJobHandlers } from "./delivery";

/** A transport that keeps every mail it is given, or fails while `failing` is set. */
export function capturingTransport(): MailTransport & { sent: OutgoingMail[]; failing: boolean } {
  const transport = {
    kind: "capture",
    sent: [] as OutgoingMail[],
    failing: false,
    async send(mail: OutgoingMail) {
      if (transport.failing) throw new Error("SMTP said no");
      transport.sent.push(mail);
    },
  };
  return transport;
}

/** Runs the messages' jobs that are due until none is left (what the runner does every few seconds). */
export async function deliverMessages(
  db: Database,
  transport: MailTransport,
  options: { maxAttempts?: number } = {},
): Promise<void> {
  const handlers = messageJobHandlers(db, transport, {
    appName: "Varco",
    from: "Varco <no-reply@varco.test>",
    ...options,
  });
  for (let pass = 0; pass < 1000; pass++) {
    const report = await runDueJobs(db, handlers, { batchSize: 200 });
    if (report.done + report.skipped + report.retried + report.failed + report.lost === 0) return;
  }
  throw new Error("messages' jobs never ran out");
}
