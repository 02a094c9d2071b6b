import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { DatabaseConnection, Executor } from "../db/connect";
import { rateLimitHits } from "../db/schema";
import type { AppEnv } from "./appEnv";
import { HttpError } from "./httpError";

export interface RateLimit {
  /** Names the limit, e.g. "contact-organizer:ip". */
  bucket: string;
  /** At most this many hits… */
  max: number;
  /** …per this many seconds (a sliding window). */
  windowSeconds: number;
}

/** A limit of `max` hits in any hour. */
export const hourlyLimit = (bucket: string, max: number): RateLimit => ({
  bucket,
  max,
  windowSeconds: 60 * 60,
});

/** A limit of `max` hits in any day (24 hours). */
export const dailyLimit = (bucket: string, max: number): RateLimit => ({
  bucket,
  max,
  windowSeconds: 24 * 60 * 60,
});

export type RateLimitHit = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Where the limits of anonymous requests are counted. On PostgreSQL, in the database, so every
 * instance agrees; on the embedded database, in this process's memory, since the data directory's
 * lock makes this process its only server: a flood of requests from many addresses then costs no
 * write (each would be a commit, and PGlite runs one statement at a time for every request). The
 * memory forgets at a restart, which only ever lets a client try again early.
 */
export interface RateLimits {
  /** Counts one hit of `key` against `limit`; a refused hit is not counted. */
  hit(limit: RateLimit, key: string): Promise<RateLimitHit>;
  /** How many hits of `key` the window holds now, without counting one. */
  count(limit: RateLimit, key: string): Promise<number>;
  /** Takes back the latest hit of `key` (one that turned out not to count, e.g. a right promo code). */
  giveBack(limit: RateLimit, key: string): Promise<void>;
}

/** The store for this database: memory for the embedded one, the database's table otherwise. */
export function rateLimitsFor(database: DatabaseConnection): RateLimits {
  return database.kind === "pglite" ? memoryRateLimits() : databaseRateLimits(database.db);
}

export function databaseRateLimits(db: Executor): RateLimits {
  return {
    hit: (limit, key) => hitRateLimit(db, limit, key),
    count: (limit, key) => storedHits(db, limit, key),
    giveBack: async (limit, key) => {
      const latest = db
        .select({ id: sql<number>`max(${rateLimitHits.id})` })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key)));
      await db.delete(rateLimitHits).where(eq(rateLimitHits.id, sql`(${latest})`));
    },
  };
}

/**
 * Sliding windows in a Map, one list of hit times per bucket and key. Keys are kept in the order
 * they were last hit; past `maxKeys` the longest idle is forgotten, so a flood from ever-new
 * addresses holds memory bounded (those addresses could always start afresh anyway).
 */
export function memoryRateLimits({ maxKeys = 100_000, now = Date.now } = {}): RateLimits {
  const hits = new Map<string, number[]>();
  const idOf = (limit: RateLimit, key: string) => `${limit.bucket} ${key}`;
  const live = (limit: RateLimit, id: string): number[] => {
    const windowStart = now() - limit.windowSeconds * 1000;
    return (hits.get(id) ?? []).filter((at) => at > windowStart);
  };
  return {
    async hit(limit, key) {
      const id = idOf(limit, key);
      const times = live(limit, id);
      // Deleted and set again, so the Map's order stays "least recently hit first".
      hits.delete(id);
      if (times.length >= limit.max) {
        hits.set(id, times);
        return { allowed: false, retryAfterSeconds: limit.windowSeconds };
      }
      times.push(now());
      hits.set(id, times);
      if (hits.size > maxKeys) {
        const idlest = hits.keys().next();
        if (!idlest.done) hits.delete(idlest.value);
      }
      return { allowed: true };
    },
    async count(limit, key) {
      return live(limit, idOf(limit, key)).length;
    },
    async giveBack(limit, key) {
      hits.get(idOf(limit, key))?.pop();
    },
  };
}

/**
 * Counts one hit of `key` against `limit` in the database and says whether it is allowed. The hit is written before counting, so concurrent requests see each
 * other; a refused hit is deleted again (being refused does not extend the wait). Rows older
 * than the window are removed on the way.
 *
 * Returns `retryAfterSeconds` (the window's length) when refused, for a `Retry-After` header.
 */
export async function hitRateLimit(db: Executor, limit: RateLimit, key: string): Promise<RateLimitHit> {
  const windowStart = sql`now() - make_interval(secs => ${limit.windowSeconds})`;
  await db
    .delete(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limit.bucket),
        eq(rateLimitHits.key, key),
        lt(rateLimitHits.createdAt, windowStart),
      ),
    );
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket: limit.bucket, key })
    .returning({ id: rateLimitHits.id });
  if (!row) throw new Error("rate limit insert returned nothing");
  if ((await storedHits(db, limit, key, row.id)) < limit.max) return { allowed: true };
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, row.id));
  return { allowed: false, retryAfterSeconds: limit.windowSeconds };
}

/** Hits of `key` stored in the window (only those before `beforeId` when given). */
async function storedHits(db: Executor, limit: RateLimit, key: string, beforeId?: number): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limit.bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.createdAt, sql`now() - make_interval(secs => ${limit.windowSeconds})`),
        beforeId === undefined ? undefined : lt(rateLimitHits.id, beforeId),
      ),
    );
  return counted?.n ?? 0;
}

/** What every refused hit answers, in a 429 `{ message }`. */
const tooManyAttemptsMessage = "Too Many Attempts.";

/**
 * A refused hit, thrown from any depth: 429 `{ message }`; `answerRetryAfter` adds the header. With
 * a reason (a domain reason code and its English words), `{ message, code }`: the app says it in the
 * visitor's language.
 */
export class RateLimited extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    reason?: { code: string; message: string },
  ) {
    super(429, reason?.message ?? tooManyAttemptsMessage);
    this.code = reason?.code;
  }
}

/** A refused hit answered where it is learnt (rather than thrown): 429 `{ message }` with `Retry-After`. */
export function tooManyAttempts(c: Context<AppEnv>, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ message: tooManyAttemptsMessage }, 429);
}

/** Hits counted together by `hitEach`, to give back together (their work turned out not to count). */
export interface CountedHits {
  giveBack(): Promise<void>;
}

/**
 * Counts one hit of each `[limit, key]` in turn. When one is refused, those already counted are
 * given back and `RateLimited` is thrown (with `reason` when given): all count, or none.
 */
export async function hitEach(
  rateLimits: RateLimits,
  hits: readonly (readonly [RateLimit, string])[],
  reason?: { code: string; message: string },
): Promise<CountedHits> {
  const counted: (readonly [RateLimit, string])[] = [];
  const giveBack = async () => {
    for (const [limit, key] of counted.splice(0).reverse()) await rateLimits.giveBack(limit, key);
  };
  for (const [limit, key] of hits) {
    const hit = await rateLimits.hit(limit, key);
    if (!hit.allowed) {
      await giveBack();
      throw new RateLimited(hit.retryAfterSeconds, reason);
    }
    counted.push([limit, key]);
  }
  return { giveBack };
}

/** `hitRateLimit` for code that answers a refusal by throwing `RateLimited`. */
export async function enforceRateLimit(db: Executor, limit: RateLimit, key: string): Promise<void> {
  const hit = await hitRateLimit(db, limit, key);
  if (!hit.allowed) throw new RateLimited(hit.retryAfterSeconds);
}

/** Route middleware: a `RateLimited` thrown below it answers with its `Retry-After`. */
export const answerRetryAfter: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.error instanceof RateLimited) c.res.headers.set("Retry-After", String(c.error.retryAfterSeconds));
};

/**
 * Route middleware: at most `inFlight` requests of this route group in flight in this process and
 * at most `perSecond` a second (a bucket of that many, refilled as time passes); the rest answer
 * 429 with `Retry-After: 1` at once, before any database work. Per-client limits do not stop a
 * flood spread over many addresses; this bounds what such a flood costs everyone else: on a pool,
 * the connections it holds; on the embedded database, where each request runs to its end without
 * waiting (so the in-flight cap never fills), the CPU it takes. Create one gate per group and share
 * it between that group's routes.
 */
export function requestGate({
  inFlight: maxInFlight,
  perSecond: perSecondOf,
  now = () => performance.now(),
}: {
  inFlight: number;
  /** A number, or read from the request's context (its configuration) on each request. */
  perSecond: number | ((c: Context<AppEnv>) => number);
  now?: () => number;
}): MiddlewareHandler<AppEnv> {
  let inFlight = 0;
  let tokens: number | undefined;
  let filledAt = now();
  return async (c, next) => {
    const perSecond = typeof perSecondOf === "number" ? perSecondOf : perSecondOf(c);
    const at = now();
    tokens = Math.min(perSecond, (tokens ?? perSecond) + ((at - filledAt) / 1000) * perSecond);
    filledAt = at;
    if (inFlight >= maxInFlight || tokens < 1) {
      c.header("Retry-After", "1");
      throw new RateLimited(1);
    }
    tokens -= 1;
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
}
