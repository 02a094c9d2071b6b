import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { jobs } from "../db/schema";
import type { Logger } from "../logger";

/**
 * The job runner (docs/decisions/0009-job-runner.md): claims due jobs with a lease, runs each with
 * its queue's handler, retries a failure with backoff, and gives up after the handler's last
 * attempt. Several runners (threads of one process, or server instances on one PostgreSQL) share
 * the table safely; a job is done at least once, and once unless a runner dies or overruns its
 * lease, so a handler must be safe to run twice (mail is: it checks what it already sent).
 */

export type Job = typeof jobs.$inferSelect;

/** What a handler reports: the work was done, or there was nothing left to do. */
export type JobOutcome = "done" | "skipped";

export interface JobHandler {
  /** Does the job; a throw is a failed attempt. */
  run(job: Job): Promise<JobOutcome | undefined>;
  /** Told of each failed attempt; `final` when there will be no other. */
  failed?(job: Job, error: string, final: boolean): Promise<void>;
  /** Attempts before the job is FAILED (default 8). */
  maxAttempts?: number;
}

/** Handlers by queue name: a runner claims jobs of these queues only. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface RunOptions {
  /** How long a claimed job stays invisible to other runners (default 60 s). */
  leaseSeconds?: number;
  /** Jobs claimed per pass (default 20). */
  batchSize?: number;
  logger?: Logger;
}

export interface RunReport {
  done: number;
  skipped: number;
  retried: number;
  failed: number;
  /** Claimed, but another runner had taken the job when this one came to it (lease run out). */
  lost: number;
}

export const defaultLeaseSeconds = 60;
export const defaultMaxAttempts = 8;
const defaultBatchSize = 20;

/** Wait before attempt n+1 after n failures: 30 s, 1 min, 2 min … capped at 1 hour. */
export function retryDelaySeconds(failures: number): number {
  return Math.min(30 * 2 ** Math.max(0, failures - 1), 60 * 60);
}

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** A job still held by the claim that counted `attempts` (no other runner has taken it since). */
const heldBy = (job: Job) =>
  and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, "PENDING"));

/**
 * One pass: claims the due jobs of the handlers' queues and runs them one after another.
 *
 * The claim runs `SELECT … FOR UPDATE SKIP LOCKED` in a transaction (rows another runner is
 * claiming are skipped, not waited for) and, in that transaction, pushes each claimed job's
 * `run_at` a lease ahead and counts its attempt; once that commits, no other runner finds the job
 * due until the lease runs out. The work happens after the commit, holding no lock across the
 * network. Before each job its lease is renewed, guarded by the attempt the claim counted: a job
 * another runner took meanwhile (this one was too slow) is left to it.
 */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  options: RunOptions = {},
): Promise<RunReport> {
  const report: RunReport = { done: 0, skipped: 0, retried: 0, failed: 0, lost: 0 };
  const queues = Object.keys(handlers);
  const leaseSeconds = options.leaseSeconds ?? defaultLeaseSeconds;
  if (queues.length === 0) return report;
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, "PENDING"), lte(jobs.runAt, sql`now()`), inArray(jobs.queue, queues)))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(options.batchSize ?? defaultBatchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const dueOrder = new Map(due.map((row, index) => [row.id, index]));
    const leased = await tx
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1`, runAt: secondsFromNow(leaseSeconds) })
      .where(
        inArray(
          jobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    // In the order they fell due (the update answers in no particular order).
    return leased.toSorted((a, b) => (dueOrder.get(a.id) ?? 0) - (dueOrder.get(b.id) ?? 0));
  });

  for (const job of claimed) {
    const handler = handlers[job.queue] as JobHandler;
    const log = options.logger?.child({ jobId: job.id, queue: job.queue, key: job.key });
    const renewed = await db
      .update(jobs)
      .set({ runAt: secondsFromNow(leaseSeconds) })
      .where(heldBy(job))
      .returning({ id: jobs.id });
    if (renewed.length === 0) {
      report.lost++;
      continue;
    }
    try {
      const outcome = (await handler.run(job)) ?? "done";
      const finished = await db
        .update(jobs)
        .set({ status: "DONE", finishedAt: sql`now()`, lastError: null })
        .where(heldBy(job))
        .returning({ id: jobs.id });
      report[finished.length > 0 ? outcome : "lost"]++;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const final = job.attempts >= (handler.maxAttempts ?? defaultMaxAttempts);
      const delay = retryDelaySeconds(job.attempts);
      const recorded = await db
        .update(jobs)
        .set(
          final
            ? { status: "FAILED", finishedAt: sql`now()`, lastError: message }
            : { runAt: secondsFromNow(delay), lastError: message },
        )
        .where(heldBy(job))
        .returning({ id: jobs.id });
      if (recorded.length === 0) {
        report.lost++;
        continue;
      }
      await handler.failed?.(job, message, final);
      if (final) {
        report.failed++;
        log?.error({ err: error, attempts: job.attempts }, "job failed: giving up");
      } else {
        report.retried++;
        log?.warn({ err: error, attempts: job.attempts, retryInSeconds: delay }, "job failed: will retry");
      }
    }
  }
  return report;
}

export interface JobRunner {
  /** Run a pass soon (after something was queued) instead of at the next tick. */
  wake(): void;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
}

/** Runs passes every `intervalMs` in this process until stopped; a full batch runs the next at once. */
export function startJobRunner(
  db: Database,
  handlers: JobHandlers,
  options: RunOptions & { intervalMs?: number } = {},
): JobRunner {
  const intervalMs = options.intervalMs ?? 2000;
  const batchSize = options.batchSize ?? defaultBatchSize;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const pass = async () => {
    try {
      for (;;) {
        const report = await runDueJobs(db, handlers, { ...options, batchSize });
        const claimed = report.done + report.skipped + report.retried + report.failed + report.lost;
        if (stopped || claimed < batchSize) break;
      }
    } catch (error) {
      options.logger?.error({ err: error }, "job runner pass failed");
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
    },
  };
}
