/**
 * A message to HOLDERS ticket holders (default 10,000) of one event, on a fresh PGlite database in
 * this process (or DATABASE_URL's PostgreSQL), as the job runner sends it:
 * - time to queue: the message's job resolving its recipients and writing them and their jobs
 *   (aim: under 5 s), and the resident memory it added (aim: under 100 MB);
 * - send rate: the recipients' jobs run against a local SMTP server (a real one, in this process)
 *   for SEND_SECONDS (default 30) or until all are sent, in mails per second.
 * Not part of `npm test`.
 *
 *   npm run bench:messages -w @varco/server
 *   HOLDERS=2000 SEND_SECONDS=10 npm run bench:messages -w @varco/server
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { connectDatabase } from "../src/db/connect";
import { messageRecipients } from "../src/db/schema";
import { runDueJobs } from "../src/jobs/runner";
import { smtpTransport } from "../src/modules/mail/transport";
import { messageJobHandlers, messageQueue, recipientQueue } from "../src/modules/messages/delivery";
import { seedMessageToHolders } from "../src/modules/messages/testFixtures";

const holders = Number(process.env.HOLDERS ?? 10_000);
const sendSeconds = Number(process.env.SEND_SECONDS ?? 30);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "varco-messages-bench-"));
  const database = await connectDatabase({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_POOL_MAX: 4,
  });
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const transport = smtpTransport(`smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`);
  try {
    await database.migrate();
    const seededAt = Date.now();
    const { messageId } = await seedMessageToHolders(database.db, holders);
    console.info(`seeded ${holders} ticket holders in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
    const handlers = messageJobHandlers(database.db, transport, {
      appName: "Varco",
      from: "Varco <no-reply@varco.test>",
    });

    globalThis.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    }, 5);
    const queueStart = performance.now();
    await runDueJobs(database.db, { [messageQueue]: handlers[messageQueue] as never });
    const queueMs = performance.now() - queueStart;
    clearInterval(sampler);
    const rssGrowth = Math.max(rssPeak, process.memoryUsage.rss()) - rssBefore;
    const [queued] = await database.db
      .select({ n: sql<number>`count(*)::integer` })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, messageId));
    console.info(
      `queued ${queued?.n} recipients and their jobs in ${(queueMs / 1000).toFixed(2)} s (aim < 5 s); peak RSS growth ${mb(rssGrowth)} MB (aim < 100 MB)`,
    );

    const sendStart = performance.now();
    const deadline = sendStart + sendSeconds * 1000;
    while (performance.now() < deadline && received < holders) {
      const report = await runDueJobs(
        database.db,
        { [recipientQueue]: handlers[recipientQueue] as never },
        {
          batchSize: 50,
        },
      );
      if (report.done + report.retried + report.failed + report.skipped + report.lost === 0) break;
    }
    const sendSecondsTaken = (performance.now() - sendStart) / 1000;
    console.info(
      `sent ${received} mails in ${sendSecondsTaken.toFixed(1)} s: ${(received / sendSecondsTaken).toFixed(0)} mails/s (one runner, a pooled SMTP connection)`,
    );
    console.info(`peak RSS ${mb(process.memoryUsage.rss())} MB`);
  } finally {
    transport.close?.();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
