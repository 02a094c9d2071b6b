import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { messageRecipients, messages } from "../../db/schema";
import { killStartedProcesses, startProcess, useProcessDatabase } from "../../test/serverProcess";
import { seedMessageToHolders } from "./testFixtures";

/** A real SMTP server that keeps, per address, the Message-ID of every mail it received. */
async function startRecordingSmtp() {
  const byAddress = new Map<string, string[]>();
  let total = 0;
  const replyTos = new Set<string>();
  let withText = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 4000) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "none";
        replyTos.add(/^Reply-To:\s*(\S+)/im.exec(head)?.[1] ?? "none");
        if (/^Content-Type: text\/plain/im.test(head)) withText++;
        for (const { address } of session.envelope.rcptTo)
          byAddress.set(address, [...(byAddress.get(address) ?? []), messageId]);
        total++;
        callback();
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
    replyTos,
    withText: () => withText,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const holders = 2000;

/**
 * A message to 2,000 ticket holders sent by a real server process, killed (SIGKILL) in the middle
 * of the send and started again: every address receives its mail, and every copy an address
 * received carries one Message-ID (a mail sent again after the crash is the same message).
 */
describe("a message across a crash of the server", () => {
  const database = useProcessDatabase("varco-messages-test-");
  const { withDatabase } = database;
  let smtp: Awaited<ReturnType<typeof startRecordingSmtp>> | undefined;

  afterEach(async () => {
    killStartedProcesses();
    await smtp?.close();
  });

  it("2,000 recipients, SIGKILL mid-send, restart: each address gets exactly one message (one Message-ID)", {
    timeout: 240_000,
  }, async () => {
    const recorder = await startRecordingSmtp();
    smtp = recorder;
    const { messageId } = await withDatabase((db) => seedMessageToHolders(db, holders));
    const env = {
      ...database.env,
      SMTP_URL: recorder.url,
      JOB_LEASE_SECONDS: "3",
      SEED_DEMO: "false",
      MAIL_FROM: "Varco <no-reply@varco.test>",
    };
    const first = startProcess("src/server.ts", env);
    await first.waitForLog("job runner started");
    await expect
      .poll(() => recorder.received(), { timeout: 150_000, interval: 10 })
      .toBeGreaterThanOrEqual(500);
    first.child.kill("SIGKILL");
    expect(await first.exited).toMatchObject({ signal: "SIGKILL" });
    expect(recorder.received()).toBeLessThan(holders);

    const second = startProcess("src/server.ts", env);
    await second.waitForLog("job runner started");
    await expect.poll(() => recorder.byAddress.size, { timeout: 150_000, interval: 100 }).toBe(holders);
    // The last marks after the last mail, then a clean stop (PGlite's files are the server's until then).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    second.child.kill("SIGTERM");
    await second.exited;

    const copies = [...recorder.byAddress.values()];
    const rawDuplicates = recorder.received() - holders;
    console.info(
      `messages process test: ${recorder.received()} mails received for ${holders} addresses, ${rawDuplicates} raw duplicate(s)`,
    );
    // Every address, once as a message: any copy it received again carries the first one's Message-ID.
    expect(copies.every((ids) => new Set(ids).size === 1)).toBe(true);
    expect(new Set(copies.map((ids) => ids[0])).size).toBe(holders);
    // Replies go to the organizer; each mail has its plain-text part.
    expect([...recorder.replyTos]).toEqual([expect.stringMatching(/^arena-\w+@example\.com$/)]);
    expect(recorder.withText()).toBe(recorder.received());
    // Again at most the mail the killed server was sending.
    expect(rawDuplicates).toBeLessThanOrEqual(1);
    const rows = await withDatabase((db) =>
      db.select().from(messageRecipients).where(eq(messageRecipients.messageId, messageId)),
    );
    expect(rows).toHaveLength(holders);
    expect(rows.every((row) => row.status === "SENT")).toBe(true);
    const [message] = await withDatabase((db) =>
      db.select().from(messages).where(eq(messages.id, messageId)),
    );
    expect(message?.status).toBe("SENT");
  });
});
