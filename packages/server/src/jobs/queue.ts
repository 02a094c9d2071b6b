import type { Executor } from "../db/connect";
import { jobs } from "../db/schema";

/** A job to queue: its queue, its key within it (what makes it once), what it needs, when it is due. */
export interface JobRequest {
  queue: string;
  /** Names the job within its queue (`mail:42`): a second job with the same key is not queued. */
  key: string;
  payload: Record<string, unknown>;
  /** Not before this instant (default: now). */
  runAt?: Date;
}

/**
 * Queues work for the job runner (runner.ts), in the caller's transaction: a rolled-back change
 * queues nothing, a committed one is done at least once. Answers whether the job is new (false
 * when its key was queued before).
 */
export async function enqueueJob(tx: Executor, job: JobRequest): Promise<boolean> {
  // Safe however many callers queue one key at once: the unique index on (queue, key) keeps one.
  const inserted = await tx
    .insert(jobs)
    .values({
      queue: job.queue,
      key: job.key,
      payload: job.payload,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: [jobs.queue, jobs.key] })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}
