import type { AddressInfo } from "node:net";
import { eq, gte } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { jobs, mailOutbox } from "../db/schema";
import { queueMail } from "../modules/mail/outbox";
import { killStartedProcesses, startProcess, useProcessDatabase } from "../test/serverProcess";
import { testAppUrl } from "../test/testApp";
import { defaultLeaseSeconds } from "./runner";

/** A real SMTP server that takes `delayMs` over each message and counts what each address got. */
async function startCountingSmtp(delayMs: number) {
  const byAddress = new Map<string, number>();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        setTimeout(() => {
          for (const { address } of session.envelope.rcptTo)
            byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
          total++;
          callback();
        }, delayMs);
      });
    },
  });
  // A sender killed mid-send resets its open connection: expected here, not a failure of the test.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    byAddress,
    received: () => total,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mailCount = 100;
const addresses = Array.from({ length: mailCount }, (_, index) => `holder-${index}@example.com`);

async function queueMails(db: Database) {
  for (const to of addresses)
    await queueMail(db, {
      accountId: null,
      to,
      template: "password_reset",
      payload: { first_name: "A", reset_url: `${testAppUrl}/auth/reset-password/x`, expires_in_minutes: 15 },
    });
}

/**
 * The job runner in the server process, where it matters: a server killed (SIGKILL) while sending
 * loses no mail, and two servers on one PostgreSQL send each mail once. Real processes, a real SMTP
 * server, PGlite's data dir or a PostgreSQL database of this file's own.
 */
describe("queued mail across server processes", () => {
  const database = useProcessDatabase("varco-jobs-test-");
  const { kind, withDatabase } = database;
  let smtp: Awaited<ReturnType<typeof startCountingSmtp>>;
  let env: Record<string, string>;

  afterEach(async () => {
    killStartedProcesses();
    await smtp?.close();
  });

  // Each test starts server processes (tsx compiles, PGlite opens its files): slow on a busy machine.
  const timeout = 240_000;

  it("a server killed mid-send loses no mail: the next one sends the rest, and retakes the killed one's within the lease", {
    timeout,
  }, async () => {
    const leaseSeconds = 5;
    smtp = await startCountingSmtp(25);
    env = {
      ...database.env,
      SMTP_URL: smtp.url,
      JOB_LEASE_SECONDS: String(leaseSeconds),
      SEED_DEMO: "false",
    };
    await withDatabase(queueMails);

    const first = startProcess("src/server.ts", env);
    await first.waitForLog("job runner started");
    await expect.poll(() => smtp.received(), { timeout: 150_000, interval: 20 }).toBeGreaterThanOrEqual(30);
    first.child.kill("SIGKILL");
    expect(await first.exited).toMatchObject({ signal: "SIGKILL" });
    const sentBeforeKill = smtp.received();
    expect(sentBeforeKill).toBeLessThan(mailCount);

    const second = startProcess("src/server.ts", env);
    await second.waitForLog("job runner started");
    const restartedAt = Date.now();
    await expect.poll(() => smtp.byAddress.size, { timeout: 120_000, interval: 100 }).toBe(mailCount);
    const allSentAfter = Date.now() - restartedAt;
    second.child.kill("SIGTERM");
    await second.exited;

    // Every mail at least once; again at most the one the killed server was sending.
    expect([...smtp.byAddress.values()].every((count) => count >= 1)).toBe(true);
    expect(smtp.received() - mailCount).toBeLessThanOrEqual(1);
    // What the killed server held was taken again once its 5 s lease ran out (a second attempt):
    // all was sent well before the default lease (a minute) would have let the first job go.
    const retaken = await withDatabase((db) => db.select().from(jobs).where(gte(jobs.attempts, 2)));
    expect(retaken.length).toBeGreaterThan(0);
    expect(retaken.every((job) => job.status === "DONE")).toBe(true);
    expect(allSentAfter).toBeLessThan(defaultLeaseSeconds * 1000);
    const unsent = await withDatabase((db) =>
      db.select().from(mailOutbox).where(eq(mailOutbox.status, "PENDING")),
    );
    expect(unsent).toEqual([]);
  });

  it.runIf(kind === "postgres")(
    "two servers on one PostgreSQL send each mail once",
    { timeout },
    async () => {
      smtp = await startCountingSmtp(25);
      env = { ...database.env, SMTP_URL: smtp.url, SEED_DEMO: "false" };
      await withDatabase((db) => db.delete(jobs));
      await withDatabase((db) => db.delete(mailOutbox));
      const [one, two] = [startProcess("src/server.ts", env), startProcess("src/server.ts", env)];
      await Promise.all([one.waitForLog("job runner started"), two.waitForLog("job runner started")]);
      await withDatabase(queueMails);
      await expect.poll(() => smtp.byAddress.size, { timeout: 120_000, interval: 100 }).toBe(mailCount);
      // Give a duplicate the time to arrive, had there been one.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(smtp.received()).toBe(mailCount);
      expect([...smtp.byAddress.values()].every((count) => count === 1)).toBe(true);
      // Both did some of the work.
      const sentBy = (server: typeof one) => server.logs.filter((line) => line.msg === "mail sent").length;
      expect(sentBy(one) + sentBy(two)).toBe(mailCount);
      expect(Math.min(sentBy(one), sentBy(two))).toBeGreaterThan(0);
    },
  );
});
