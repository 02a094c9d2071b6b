import { createHash, randomBytes } from "node:crypto";
import { getTableName, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { eventDailyStatistics, eventStatistics, events, eventViewVisits, viewSalts } from "../../db/schema";
import type { Logger } from "../../logger";
import { calendarDayIn } from "./stats";

/**
 * Page views of public events (anonymous visitors only: members previewing do not count), counted honestly and
 * cheaply: one view per visitor per event per `windowMs`, held in memory and added to the
 * statistics with one statement per flush, every `flushIntervalMs` and when the server stops.
 *
 * Instances sharing one database count a visitor once between them: each keeps the visitors it
 * saw (a hash with a salt random in its memory) to skip the database for a repeat, and the flush
 * writes each view as a visit (`event_view_visits`: the visitor as a hash with the day's salt,
 * which the instances share in `view_salts`) that counts only when no instance counted that
 * visitor for that event within the window. Nothing personal is stored; the address and user agent
 * wait in memory for the flush alone (seconds), and a day's shared salt is deleted the day after,
 * so that its hashes can no longer be recomputed. The flushes add (never overwrite).
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
  /** Views not yet written, in the order they came. */
  #pending: PendingView[] = [];
  /** The shared salt of each UTC day this instance has written views of. */
  #sharedSalts = new Map<string, string>();
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
    return this.#pending.length;
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

    this.#pending.push({
      eventId: event.id,
      day: calendarDayIn(event.timezone, now),
      at: now,
      who: visitorText(visit),
    });
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
      .update(visitorText({ address, userAgent }))
      .digest("base64url");
  }

  /** The day's salt every instance hashes its visitors with: the first instance to ask makes it. */
  async #sharedSaltOf(day: string): Promise<string> {
    const known = this.#sharedSalts.get(day);
    if (known) return known;
    const { rows } = await this.#db.execute<{ salt: string }>(sql`
      with made as (
        insert into ${viewSalts} (day, salt) values (${day}::date, ${randomBytes(32).toString("base64url")})
        on conflict (day) do nothing
        returning salt
      )
      select salt from made union all select salt from ${viewSalts} where day = ${day}::date limit 1`);
    // Another instance made it at the same moment: this statement's snapshot did not see it yet.
    const salt =
      rows[0]?.salt ??
      (await this.#db.execute<{ salt: string }>(sql`select salt from ${viewSalts} where day = ${day}::date`))
        .rows[0]?.salt;
    if (!salt) throw new Error(`no view salt for ${day}`);
    if (this.#sharedSalts.size > 2) this.#sharedSalts.clear();
    this.#sharedSalts.set(day, salt);
    return salt;
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
    if (this.#pending.length === 0) return;
    const batch = this.#pending;
    this.#pending = [];
    let written = 0;
    try {
      const visits: Visited[] = [];
      for (const view of batch) {
        const salt = await this.#sharedSaltOf(view.at.toISOString().slice(0, 10));
        const visitor = createHash("sha256").update(salt).update(view.who).digest("base64url");
        visits.push({ visitor, eventId: view.eventId, day: view.day, at: view.at });
      }
      // One statement per round, a visitor's views of an event in separate rounds (one statement
      // may change a visit once): one round, but after a long wait between flushes.
      for (const round of roundsOf(visits)) {
        await this.#db.execute(addVisitsStatement(round, this.#windowMs));
        written += round.length;
      }
      await this.#forgetOldVisits(batch.at(-1)?.at ?? new Date());
    } catch (error) {
      const left = batch.slice(written);
      this.#logger?.warn({ err: error, views: left.length }, "page views kept for the next flush");
      this.#pending = [...left, ...this.#pending];
      this.#scheduleFlush();
    }
  }

  /** Visits past the window, and the salts of the days before yesterday, are no longer needed. */
  async #forgetOldVisits(now: Date): Promise<void> {
    const before = new Date(now.getTime() - this.#windowMs);
    const dayBefore = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    await this.#db.execute(sql`
      with gone as (delete from ${eventViewVisits} where ${eventViewVisits.countedAt} < ${before.toISOString()}::timestamptz)
      delete from ${viewSalts} where ${viewSalts.day} < ${dayBefore}::date`);
  }
}

/** A view waiting for the flush: who (never stored as such), what, and when. */
interface PendingView {
  eventId: number;
  /** The day in the event's time zone. */
  day: string;
  at: Date;
  who: string;
}

/** A view as the flush writes it: the visitor as the day's shared hash. */
interface Visited {
  visitor: string;
  eventId: number;
  day: string;
  at: Date;
}

const visitorText = ({ address, userAgent }: Visit) => `${address ?? ""}\n${userAgent ?? ""}`;

/** The visits in rounds, each with at most one visit per visitor and event, in time order. */
function roundsOf(visits: readonly Visited[]): Visited[][] {
  const rounds: Visited[][] = [];
  const roundOf = new Map<string, number>();
  for (const visit of visits) {
    const key = `${visit.visitor}|${visit.eventId}`;
    const index = (roundOf.get(key) ?? -1) + 1;
    roundOf.set(key, index);
    const round = rounds[index] ?? [];
    rounds[index] = round;
    round.push(visit);
  }
  return rounds;
}

/**
 * One statement writes the round's visits and adds the views they count to each event's day and
 * to its running total. A visit counts when it is new or its visitor's last counted visit of that
 * event is a window old: the visit's row, locked by its upsert, decides for every instance at once,
 * so two instances flushing the same visitor count it once. Atomic increments (`ON CONFLICT …
 * + excluded`) in event order, so concurrent flushes add up and take their row locks in the same
 * order. An event that no longer exists is skipped rather than failing the round.
 */
function addVisitsStatement(round: readonly Visited[], windowMs: number): SQL {
  const rows = sql.join(
    round.map(
      (visit) =>
        sql`(${visit.visitor}::text, ${visit.eventId}::bigint, ${visit.day}::date, ${visit.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const visits = sql.identifier(getTableName(eventViewVisits));
  const daily = sql.identifier(getTableName(eventDailyStatistics));
  const totals = sql.identifier(getTableName(eventStatistics));
  return sql`
    with batch (visitor, event_id, day, at) as (values ${rows}),
    known as (
      select batch.* from batch join ${events} on ${events.id} = batch.event_id
    ),
    counted as (
      insert into ${visits} (visitor, event_id, counted_at)
      select visitor, event_id, at from known order by event_id, visitor
      on conflict (visitor, event_id)
      do update set counted_at = excluded.counted_at
      where ${visits}.counted_at <= excluded.counted_at - ${windowMs} * interval '1 millisecond'
      returning visitor, event_id
    ),
    views as (
      select known.event_id, known.day, count(*)::integer as views
      from counted join known using (visitor, event_id)
      group by known.event_id, known.day
    ),
    daily as (
      insert into ${daily} (event_id, date, total_views)
      select event_id, day, views from views order by event_id, day
      on conflict (event_id, date)
      do update set total_views = ${daily}.total_views + excluded.total_views
    )
    insert into ${totals} (event_id, total_views)
    select event_id, sum(views) from views group by event_id order by event_id
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
