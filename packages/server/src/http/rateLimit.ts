import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Executor } from "../db/connect";
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

/**
 * Counts one hit of `key` against `limit` and says whether it is allowed. Kept in the database so
 * every instance agrees. The hit is written before counting, so concurrent requests see each
 * other; a refused hit is deleted again (being refused does not extend the wait). Rows older
 * than the window are removed on the way.
 *
 * Returns `retryAfterSeconds` (the window's length) when refused, for a `Retry-After` header.
 */
export async function hitRateLimit(
  db: Executor,
  limit: RateLimit,
  key: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
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
  const [counted] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limit.bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.createdAt, windowStart),
        lt(rateLimitHits.id, row.id),
      ),
    );
  if ((counted?.n ?? 0) < limit.max) return { allowed: true };
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, row.id));
  return { allowed: false, retryAfterSeconds: limit.windowSeconds };
}

/** A refused hit, thrown from any depth: 429 `{ message }`; `answerRetryAfter` adds the header. */
export class RateLimited extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "Too Many Attempts.");
  }
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
 * Route middleware: at most `max` requests of this route group in flight in this process; the
 * rest answer 429 with `Retry-After: 1` at once, before any database work. Per-client limits do
 * not stop a flood spread over many addresses; this bounds what such a flood can queue in front
 * of other requests (PGlite answers one statement at a time, a pool has a few connections).
 * Create one gate per group and share it between that group's routes.
 */
export function inFlightGate(max: number): MiddlewareHandler<AppEnv> {
  let inFlight = 0;
  return async (c, next) => {
    if (inFlight >= max) {
      c.header("Retry-After", "1");
      throw new RateLimited(1);
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
}
