import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { mailOutbox, users } from "../../db/schema";
import type { Logger } from "../../logger";
import { renderMail } from "./templates";
import type { MailTransport } from "./transport";

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

export const defaultMaxAttempts = 8;
/** How long a claimed row stays invisible to other workers while it is being sent. */
export const claimLeaseSeconds = 5 * 60;

/** Wait before attempt n+1 after n failures: 30 s, 1 min, 2 min … capped at 1 hour. */
export function retryDelaySeconds(failures: number): number {
  return Math.min(30 * 2 ** Math.max(0, failures - 1), 60 * 60);
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * One pass of the outbox: claim the due PENDING rows, send each, record the outcome.
 *
 * Safe with several server instances (and several passes at once in one): the claim runs
 * `SELECT … FOR UPDATE SKIP LOCKED` in a transaction, so rows another worker has locked are
 * skipped rather than waited for, and in that same transaction each claimed row's
 * `next_attempt_at` is pushed `claimLeaseSeconds` ahead and its `attempts` counted. Once that
 * commits, no other worker finds the row due, so a row is sent by one worker only; the send
 * itself happens after the commit, holding no lock across the network. If the process dies
 * mid-send, the lease runs out and the row is tried again (at-least-once, like any mail queue).
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  settings: DeliverySettings,
): Promise<DeliveryReport> {
  const maxAttempts = settings.maxAttempts ?? defaultMaxAttempts;
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "PENDING"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(settings.batchSize ?? 20)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${claimLeaseSeconds})`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  if (claimed.length === 0) return report;

  // The recipient's language: the user with that address, else what the sender put in the payload.
  const known = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          claimed.map((row) => row.toEmail.toLowerCase()),
        ),
        isNull(users.deletedAt),
      ),
    );
  const localeByEmail = new Map(known.map((row) => [row.email, row.locale as string]));

  for (const row of claimed) {
    const log = settings.logger?.child({ mailId: row.id, template: row.template });
    try {
      // A mail about an order is in the order's language (`fixed_locale`), whoever has the address.
      const userLocale =
        row.payload.fixed_locale === true ? undefined : localeByEmail.get(row.toEmail.toLowerCase());
      const locale = userLocale ?? String(row.payload.locale ?? "en");
      const rendered = renderMail(row.template, row.payload, {
        locale,
        appName: settings.appName,
        appUrl: settings.appUrl,
      });
      await transport.send({ from: settings.from, to: row.toEmail, ...rendered });
      await db
        .update(mailOutbox)
        .set({ status: "SENT", sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      report.sent++;
      log?.info({ transport: transport.kind }, "mail sent");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (row.attempts >= maxAttempts) {
        await db
          .update(mailOutbox)
          .set({ status: "FAILED", lastError: message.slice(0, 1000) })
          .where(eq(mailOutbox.id, row.id));
        report.failed++;
        log?.error({ err: error, attempts: row.attempts }, "mail failed: giving up");
      } else {
        const delay = retryDelaySeconds(row.attempts);
        await db
          .update(mailOutbox)
          .set({
            lastError: message.slice(0, 1000),
            nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
          })
          .where(eq(mailOutbox.id, row.id));
        report.retried++;
        log?.warn({ err: error, attempts: row.attempts, retryInSeconds: delay }, "mail failed: will retry");
      }
    }
  }
  return report;
}

export interface MailWorker {
  /** Run a pass soon (after a request queued mail) instead of at the next tick. */
  wake(): void;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` in this process until stopped. */
export function startMailWorker(options: {
  db: Database;
  transport: MailTransport;
  settings: DeliverySettings;
  intervalMs?: number;
}): MailWorker {
  const intervalMs = options.intervalMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const pass = async () => {
    try {
      // Drain: a full batch suggests more are due.
      for (;;) {
        const report = await deliverDueMail(options.db, options.transport, options.settings);
        if (stopped || report.sent + report.retried + report.failed < (options.settings.batchSize ?? 20))
          break;
      }
    } catch (error) {
      options.settings.logger?.error({ err: error }, "mail worker pass failed");
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delay);
    timer.unref();
  };
  schedule(0);

  return {
    wake() {
      if (!running) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      options.transport.close?.();
    },
  };
}
