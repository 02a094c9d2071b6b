import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/connect";
import { rateLimitHits } from "../db/schema";

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
