import { createHash, randomBytes } from "node:crypto";
import { getTableName, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { eventDailyStatistics, eventStatistics, events } from "../../db/schema";
import type { Logger } from "../../logger";
import { calendarDayIn } from "./stats";

/**
 * Page views of public events (anonymous visitors only: members previewing do not count), counted honestly and
 * cheaply: one view per visitor per event per `windowMs`, held in memory and added to the
 * statistics with one statement per flush, every `flushIntervalMs` and when the server stops.
 *
 * A visitor is a hash of the client address and user agent with a salt that is random, kept in
 * memory only and replaced every UTC day: nothing personal is stored, and yesterday's hashes
 * cannot be recomputed. Each instance keeps its own visitors, so a visitor whose requests land on
 * two instances counts on each; the flushes add (never overwrite), so instances sharing one
 * database sum up.
 */

export interface EventViewCounterOptions {
  /** How long a visitor's view of an event stands for their later reads. */
  windowMs?: number;
  /** How long views wait in memory; 0 leaves flushing to the caller (tests). */
  flushIntervalMs?: number;
  /** Visitors remembered at most (oldest forgotten first), so a flood cannot exhaust memory. */
  maxVisitors?: number;
  logger?: Logger;
}

export interface ViewedEvent {
  id: number;
  timezone: string;
}

/** Who reads: what the request says about its client, never stored as such. */
export interface Visit {
  address: string | undefined;
  userAgent: string | undefined;
}

const thirtyMinutes = 30 * 60 * 1000;

export class EventViewCounter {
  readonly #db: Executor;
  readonly #windowMs: number;
  readonly #flushIntervalMs: number;
  readonly #maxVisitors: number;
  readonly #logger: Logger | undefined;
  #salt = randomBytes(32);
  #saltDay = "";
  /** `visitorHash|eventId` → when that view was counted, oldest first. */
  #seen = new Map<string, number>();
  /** `eventId|day` → views not yet written. */
  #pending = new Map<string, { eventId: number; day: string; views: number }>();
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(db: Executor, options: EventViewCounterOptions = {}) {
    this.#db = db;
    this.#windowMs = options.windowMs ?? thirtyMinutes;
    this.#flushIntervalMs = options.flushIntervalMs ?? 5_000;
    this.#maxVisitors = options.maxVisitors ?? 100_000;
    this.#logger = options.logger;
  }

  /** Views counted and not yet written, for tests and the stop log. */
  get pendingViews(): number {
    let total = 0;
    for (const entry of this.#pending.values()) total += entry.views;
    return total;
  }

  /** One anonymous read of `event` by `visit` at `now`: counted unless this visitor's stands. */
  count(event: ViewedEvent, visit: Visit, now: Date): boolean {
    const at = now.getTime();
    const key = `${this.#visitorHash(visit, now)}|${event.id}`;
    const counted = this.#seen.get(key);
    if (counted !== undefined && at - counted < this.#windowMs) return false;
    // Delete first, so the map stays in the order views were counted.
    this.#seen.delete(key);
    this.#seen.set(key, at);
    this.#forgetOld(at);

    const day = calendarDayIn(event.timezone, now);
    const pendingKey = `${event.id}|${day}`;
    const entry = this.#pending.get(pendingKey);
    if (entry) entry.views += 1;
    else this.#pending.set(pendingKey, { eventId: event.id, day, views: 1 });
    this.#scheduleFlush();
    return true;
  }

  /** Writes what is pending in one statement; on failure it stays pending for the next flush. */
  flush(): Promise<void> {
    // One flush at a time, so a slow one is never overtaken and nothing is written twice.
    this.#flushing = this.#flushing.then(() => this.#writePending());
    return this.#flushing;
  }

  /** The server is stopping: no more timed flushes, and what is pending is written now. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.flush();
    const lost = this.pendingViews;
    if (lost > 0) this.#logger?.error({ views: lost }, "page views could not be written on stop");
  }

  #visitorHash({ address, userAgent }: Visit, now: Date): string {
    const day = now.toISOString().slice(0, 10);
    if (day !== this.#saltDay) {
      this.#salt = randomBytes(32);
      this.#saltDay = day;
      // Yesterday's hashes can no longer match: forgetting them frees the memory at once.
      this.#seen.clear();
    }
    return createHash("sha256")
      .update(this.#salt)
      .update(`${address ?? ""}\n${userAgent ?? ""}`)
      .digest("base64url");
  }

  #forgetOld(at: number) {
    for (const [key, counted] of this.#seen) {
      if (this.#seen.size <= this.#maxVisitors && at - counted < this.#windowMs) break;
      this.#seen.delete(key);
    }
  }

  #scheduleFlush() {
    if (this.#timer || this.#stopped || this.#flushIntervalMs <= 0) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.flush();
    }, this.#flushIntervalMs);
    // Pending views never keep a process alive; stop() writes them.
    this.#timer.unref();
  }

  async #writePending(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = [...this.#pending.values()];
    this.#pending = new Map();
    try {
      await this.#db.execute(addViewsStatement(batch));
    } catch (error) {
      this.#logger?.warn({ err: error, views: batch.length }, "page views kept for the next flush");
      for (const entry of batch) {
        const key = `${entry.eventId}|${entry.day}`;
        const waiting = this.#pending.get(key);
        if (waiting) waiting.views += entry.views;
        else this.#pending.set(key, entry);
      }
      this.#scheduleFlush();
    }
  }
}

/**
 * One statement adds every batch row to the event's day and the sums to its running total. Atomic
 * increments (`ON CONFLICT … + excluded`), so flushes of several instances add up; rows go in
 * event order, so two concurrent flushes take their row locks in the same order. An event that
 * no longer exists is skipped rather than failing the batch.
 */
function addViewsStatement(batch: readonly { eventId: number; day: string; views: number }[]): SQL {
  const rows = sql.join(
    batch.map((entry) => sql`(${entry.eventId}::bigint, ${entry.day}::date, ${entry.views}::integer)`),
    sql`, `,
  );
  const daily = sql.identifier(getTableName(eventDailyStatistics));
  const totals = sql.identifier(getTableName(eventStatistics));
  return sql`
    with batch (event_id, day, views) as (values ${rows}),
    known as (
      select batch.* from batch join ${events} on ${events.id} = batch.event_id
    ),
    daily as (
      insert into ${daily} (event_id, date, total_views)
      select event_id, day, views from known order by event_id, day
      on conflict (event_id, date)
      do update set total_views = ${daily}.total_views + excluded.total_views
    )
    insert into ${totals} (event_id, total_views)
    select event_id, sum(views) from known group by event_id order by event_id
    on conflict (event_id)
    do update set total_views = ${totals}.total_views + excluded.total_views`;
}

const counters = new WeakMap<Executor, EventViewCounter>();

/**
 * The view counter of this database (one per app's database, created on first use). `options`
 * apply when it is created: the server passes its logger, tests a longer interval.
 */
export function eventViewCounterOf(db: Executor, options?: EventViewCounterOptions): EventViewCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new EventViewCounter(db, options);
    counters.set(db, counter);
  }
  return counter;
}

/**
 * The page-view counter the anonymous fast path (http/anonymousPublicHits.ts) calls on a cache hit
 * of an event's page: that page's kept answer carries the `ViewedEvent` (`publicEventRoute`).
 */
export function eventPageViewsOf(db: Executor): (viewed: unknown, visit: Visit, at: Date) => void {
  const counter = eventViewCounterOf(db);
  return (viewed, visit, at) => {
    counter.count(viewed as ViewedEvent, visit, at);
  };
}
