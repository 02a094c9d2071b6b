import { and, asc, eq, gt, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import {
  accountUsers,
  activityLog,
  events,
  jobs,
  organizers,
  users,
  webhookLogs,
  webhooks,
} from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import { type JobHandler, startJobRunner } from "../../jobs/runner";
import type { Logger } from "../../logger";
import { queueMail } from "../mail/outbox";
import { webhookPausedTemplate } from "../mail/webhookPausedMail";
import { type ActivityRow, messageBody, messageIdOf, resourceOfActivity } from "./payloads";
import { attemptDelivery, delivered, lastAttemptOf, type SendContext, type WebhookRow } from "./service";

/**
 * Delivery of webhooks from the activity log (docs/decisions/0020-webhook-delivery.md).
 *
 * Each webhook follows the log from its `cursor`, in id order, one job at a time: `dispatch` (run
 * every few hundred milliseconds by each server) queues a job for a webhook that has rows after
 * its cursor, is not waiting to retry and has no job pending; the job sends the rows that concern
 * the webhook one by one, moving the cursor past each one delivered, and stops at the first that
 * fails (a retry is due later, per the schedule below). So a webhook is told of events in the
 * order they happened, at least once (a server killed after a send and before moving the cursor
 * sends that event again, with the same `webhook-id`).
 */

export const webhookQueue = "webhooks";
export const webhookCleanupQueue = "webhooks-cleanup";

/**
 * The wait before the next attempt after `failures` failed ones, in units of the first wait
 * (30 s by default): 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, then every 8 h; each one with up
 * to a fifth more or less at random, so receivers back up are not all called at once. About a
 * day after the first failure the webhook is paused.
 */
const retrySteps = [1, 4, 20, 60, 120, 240, 480, 960];

export function retryDelayMs(failures: number, firstRetrySeconds: number, random = Math.random): number {
  const step = retrySteps[Math.min(failures, retrySteps.length) - 1] ?? 1;
  const jitter = 0.8 + random() * 0.4;
  return Math.round(step * firstRetrySeconds * 1000 * jitter);
}

/** Failing this long pauses a webhook (and its organiser is mailed). */
export const pauseAfterFailingMs = 24 * 60 * 60 * 1000;
/** Log entries are kept this long. */
export const logRetentionDays = 30;

/**
 * The highest activity id below which the log is settled: every row with an id up to it is
 * committed or rolled back, so a reader that passes it misses nothing.
 *
 * Ids come from a sequence in insert order, but transactions commit in any order: a row can
 * appear after a later one. The sequence's last value is read first, then the transactions still
 * running are waited for (those with an id not above it all took it, and so their transaction id,
 * before that read). `recordActivity` runs after the change's own write, so its transaction has an
 * id before it takes a row id. Answers `undefined` when they do not end within `waitMs`.
 */
export async function settledActivityId(db: Database, waitMs = 1000): Promise<number | undefined> {
  const {
    rows: [high],
  } = await db.execute<{ last: string | null }>(
    sql`select pg_sequence_last_value(pg_get_serial_sequence('activity_log', 'id')) as last`,
  );
  const last = Number(high?.last ?? 0);
  const {
    rows: [first],
  } = await db.execute<{ xmin: string; xmax: string }>(
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  );
  if (!first) return undefined;
  const xmax = BigInt(first.xmax);
  let xmin = BigInt(first.xmin);
  const deadline = Date.now() + waitMs;
  while (xmin < xmax) {
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const {
      rows: [now],
    } = await db.execute<{ xmin: string }>(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
    xmin = BigInt(now?.xmin ?? "0");
  }
  return last;
}

/** The rows after the cursor, up to `upTo`, that concern the webhook, in id order. */
async function rowsFor(
  db: Database,
  webhook: WebhookRow,
  upTo: number,
  limit: number,
): Promise<ActivityRow[]> {
  const scope =
    webhook.eventId !== null
      ? eq(activityLog.eventId, webhook.eventId)
      : inArray(
          activityLog.eventId,
          db
            .select({ id: events.id })
            .from(events)
            .where(eq(events.organizerId, webhook.organizerId ?? 0)),
        );
  return db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.accountId, webhook.accountId),
        gt(activityLog.id, webhook.cursor),
        lte(activityLog.id, upTo),
        inArray(activityLog.type, webhook.eventTypes),
        scope,
      ),
    )
    .orderBy(asc(activityLog.id))
    .limit(limit);
}

/**
 * The body told for a row: the one of its first attempt when there was one (sent as it was). Only
 * the row right after the cursor can have been tried (rows go one at a time), so only it is looked up.
 */
async function bodyFor(
  db: Database,
  webhook: WebhookRow,
  row: ActivityRow,
  appUrl: string,
  head: boolean,
): Promise<string> {
  const [earlier] = !head
    ? []
    : await db
        .select({ payload: webhookLogs.payload })
        .from(webhookLogs)
        .where(and(eq(webhookLogs.webhookId, webhook.id), eq(webhookLogs.activityId, row.id)))
        .orderBy(asc(webhookLogs.id))
        .limit(1);
  if (earlier) return earlier.payload;
  return messageBody(row.type, await resourceOfActivity(db, row, appUrl), new Date());
}

export interface DeliveryOptions extends SendContext {
  /** The first retry's wait in seconds (WEBHOOKS_FIRST_RETRY_SECONDS). */
  firstRetrySeconds: number;
  logger?: Logger;
  /** How long one job keeps sending before it leaves the rest to the next (well within a lease). */
  runBudgetMs?: number;
  /** The job runner's lease (JOB_LEASE_SECONDS): the job renews its own as it goes. */
  leaseSeconds: number;
}

/** Moves the cursor from where this job found it; answers false when someone else moved it. */
async function moveCursor(db: Database, webhook: WebhookRow, to: number, extra: Partial<WebhookRow> = {}) {
  // Guarded by the cursor the job read: a job that overran its lease, whose webhook another took,
  // changes nothing.
  const moved = await db
    .update(webhooks)
    .set({ cursor: to, ...extra })
    .where(and(eq(webhooks.id, webhook.id), eq(webhooks.cursor, webhook.cursor)))
    .returning({ id: webhooks.id });
  return moved.length > 0;
}

/** Where the organiser manages the webhook, for the mail. */
function manageUrlOf(appUrl: string, webhook: WebhookRow): string {
  return webhook.eventId !== null
    ? `${appUrl}/manage/event/${webhook.eventId}/webhooks`
    : `${appUrl}/manage/organizer/${webhook.organizerId}/webhooks`;
}

/** The paused webhook's organiser is mailed, in the account owner's language. */
async function mailPaused(db: Database, webhook: WebhookRow, reason: "gone" | "failing", appUrl: string) {
  const [organizer] = await db
    .select({ email: organizers.email })
    .from(organizers)
    .where(
      webhook.organizerId !== null
        ? eq(organizers.id, webhook.organizerId)
        : eq(organizers.id, sql`(select organizer_id from events where id = ${webhook.eventId})`),
    );
  if (!organizer) return;
  const [owner] = await db
    .select({ locale: users.locale })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, webhook.accountId), eq(accountUsers.isAccountOwner, true)))
    .limit(1);
  await queueMail(db, {
    accountId: webhook.accountId,
    to: organizer.email,
    template: webhookPausedTemplate,
    payload: {
      reason,
      webhook_url: webhook.url,
      manage_url: manageUrlOf(appUrl, webhook),
      locale: owner?.locale ?? "en",
    },
  });
}

/**
 * One failed attempt at the head row: counted, the next one scheduled; a 410, or a day of
 * failures, pauses the webhook (and mails its organiser).
 */
async function recordFailure(
  db: Database,
  webhook: WebhookRow,
  log: typeof webhookLogs.$inferSelect,
  options: DeliveryOptions,
) {
  const now = new Date();
  const code = log.responseCode;
  const failures = webhook.failures + 1;
  const failingSince = webhook.failingSince ?? now;
  const pause =
    code === 410 ? "gone" : now.getTime() - failingSince.getTime() >= pauseAfterFailingMs ? "failing" : null;
  const retryAt = new Date(now.getTime() + retryDelayMs(failures, options.firstRetrySeconds));
  const moved = await moveCursor(db, webhook, webhook.cursor, {
    failures,
    failingSince,
    retryAt,
    ...lastAttemptOf(log),
    ...(pause ? { status: "PAUSED" as const } : {}),
  });
  if (!moved) return;
  if (pause) {
    options.logger?.warn({ webhookId: webhook.id, reason: pause }, "webhook paused");
    await mailPaused(db, webhook, pause, options.appUrl);
  }
}

/**
 * The job of one webhook: sends what concerns it after its cursor, in order, until it is told
 * everything settled, the head row fails, or the run's budget is spent (the next job goes on).
 */
export function webhookJobHandler(db: Database, options: DeliveryOptions): JobHandler {
  const budgetMs = options.runBudgetMs ?? 20_000;
  const leaseMs = options.leaseSeconds * 1000;
  return {
    // Failures are the webhook's own (its retry schedule), not the job's: a throw is a bug or the
    // database, retried by the runner.
    maxAttempts: 100,
    async run(job) {
      const webhookId = Number(job.payload.webhookId);
      const started = Date.now();
      const [found] = await db
        .update(webhooks)
        .set({ runs: sql`${webhooks.runs} + 1` })
        .where(eq(webhooks.id, webhookId))
        .returning();
      let webhook = found;
      if (webhook?.status !== "ENABLED") return "skipped";
      if (webhook.retryAt && webhook.retryAt.getTime() > Date.now()) return "skipped";
      const settled = await settledActivityId(db);
      if (settled === undefined) return "skipped";
      // The job keeps its lease while it sends (the runner renews it only between jobs): renewed
      // once a third of it has gone, guarded by the attempt the claim counted. A job whose lease
      // ran out anyway, and that another runner took, stops before its next send: one sender per
      // webhook at a time is what keeps the order.
      let renewedAt = Date.now();
      const holdLease = async () => {
        if (Date.now() - renewedAt < leaseMs / 3) return true;
        renewedAt = Date.now();
        const renewed = await db
          .update(jobs)
          .set({ runAt: sql`now() + make_interval(secs => ${options.leaseSeconds})` })
          .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, "PENDING")))
          .returning({ id: jobs.id });
        return renewed.length > 0;
      };
      let first = true;
      while (Date.now() - started < budgetMs) {
        const rows = await rowsFor(db, webhook, settled, 50);
        if (rows.length === 0) {
          if (settled > webhook.cursor) await moveCursor(db, webhook, settled);
          return "done";
        }
        for (const row of rows) {
          if (!(await holdLease())) return "done";
          const body = await bodyFor(db, webhook, row, options.appUrl, first);
          first = false;
          const log = await attemptDelivery(
            db,
            webhook,
            { activityId: row.id, messageId: messageIdOf(row.id), eventType: row.type, body },
            options,
          );
          if (!delivered(log.responseCode)) {
            await recordFailure(db, webhook, log, options);
            return "done";
          }
          const clear = { failures: 0, retryAt: null, failingSince: null };
          if (!(await moveCursor(db, webhook, row.id, { ...clear, ...lastAttemptOf(log) }))) return "done";
          webhook = { ...webhook, ...clear, cursor: row.id };
          if (Date.now() - started >= budgetMs) return "done";
        }
      }
      return "done";
    },
  };
}

/**
 * Queues a job for each enabled webhook with activity of its account after its cursor, not
 * waiting for a retry and without a job pending; answers how many were queued. Safe from several
 * servers at once: the job's key is the webhook's run count, so two of them queue one job.
 */
export async function dispatchWebhooks(db: Database): Promise<number> {
  const due = await db
    .select({ id: webhooks.id, runs: webhooks.runs })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.status, "ENABLED"),
        or(sql`${webhooks.retryAt} is null`, lte(webhooks.retryAt, sql`now()`)),
        lt(
          webhooks.cursor,
          sql`coalesce((select max(a.id) from activity_log a where a.account_id = ${webhooks.accountId}), 0)`,
        ),
        sql`not exists (select 1 from ${jobs} j where j.queue = ${webhookQueue} and j.status = 'PENDING' and j.key like 'webhook:' || ${webhooks.id} || ':%')`,
      ),
    );
  let queued = 0;
  for (const webhook of due) {
    if (
      await enqueueJob(db, {
        queue: webhookQueue,
        key: `webhook:${webhook.id}:${webhook.runs}`,
        payload: { webhookId: webhook.id },
      })
    )
      queued++;
  }
  return queued;
}

/** Once a day: log entries older than 30 days, and finished delivery jobs, go. */
export function webhookCleanupHandler(db: Database): JobHandler {
  return {
    async run() {
      await db
        .delete(webhookLogs)
        .where(lt(webhookLogs.createdAt, sql`now() - make_interval(days => ${logRetentionDays})`));
      await db
        .delete(jobs)
        .where(
          and(
            inArray(jobs.queue, [webhookQueue, webhookCleanupQueue]),
            isNotNull(jobs.finishedAt),
            lt(jobs.finishedAt, sql`now() - interval '1 day'`),
          ),
        );
      return "done";
    },
  };
}

/** Queues today's cleanup (once a day whatever the number of servers: the key is the date). */
export async function queueDailyCleanup(db: Database, now = new Date()): Promise<boolean> {
  return enqueueJob(db, {
    queue: webhookCleanupQueue,
    key: `cleanup:${now.toISOString().slice(0, 10)}`,
    payload: {},
  });
}

export interface WebhookDeliveryRunner {
  stop(): Promise<void>;
}

/**
 * Delivery in this server: `runners` job runners of the webhook queues (so a slow receiver holds
 * up one of them, not every webhook), and a dispatch every `dispatchMs` that queues the webhooks
 * with something new and wakes the runners, so the first attempt follows a commit closely.
 */
export function startWebhookDelivery(
  db: Database,
  options: DeliveryOptions & { dispatchMs?: number; runners?: number },
): WebhookDeliveryRunner {
  const handlers = {
    [webhookQueue]: webhookJobHandler(db, options),
    [webhookCleanupQueue]: webhookCleanupHandler(db),
  };
  const runners = Array.from({ length: options.runners ?? 4 }, () =>
    startJobRunner(db, handlers, {
      leaseSeconds: options.leaseSeconds,
      batchSize: 1,
      intervalMs: 2000,
      ...(options.logger ? { logger: options.logger } : {}),
    }),
  );
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastCleanupDay = "";
  let ticking: Promise<void> | undefined;
  const tick = async () => {
    try {
      const today = new Date().toISOString().slice(0, 10);
      if (today !== lastCleanupDay) {
        await queueDailyCleanup(db);
        lastCleanupDay = today;
      }
      if ((await dispatchWebhooks(db)) > 0) for (const runner of runners) runner.wake();
    } catch (error) {
      options.logger?.error({ err: error }, "webhook dispatch failed");
    }
  };
  const loop = () => {
    if (stopped) return;
    ticking = tick().finally(() => {
      ticking = undefined;
      if (stopped) return;
      timer = setTimeout(loop, options.dispatchMs ?? 200);
      timer.unref();
    });
  };
  loop();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      await Promise.all(runners.map((runner) => runner.stop()));
    },
  };
}
