import { createHash, timingSafeEqual } from "node:crypto";
import { homepagePasswordHeader } from "@varco/domain";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Executor } from "../../db/connect";
import { type organizerSettings, rateLimitHits } from "../../db/schema";
import type { AppEnv } from "../../http/appEnv";
import { hitRateLimit, type RateLimit } from "../../http/rateLimit";
import { organizerSettingsResource } from "./organizerResource";

/**
 * A PASSWORD_PROTECTED organizer page (settings `homepage_visibility`, `homepage_password`) shows
 * nothing of the organizer to an anonymous reader until the password is given, in the
 * `X-Homepage-Password` header of each read or to `POST public/organizers/{id}/homepage-password`.
 * A protected page without a password stays closed to everyone but its own account.
 */

type OrganizerSettingsRow = typeof organizerSettings.$inferSelect;

/** Wrong passwords from one client address to one organizer page (a guesser's budget). */
export const homepagePasswordLimit: RateLimit = {
  bucket: "organizer-homepage-password:ip-organizer",
  max: 10,
  windowSeconds: 15 * 60,
};

export type HomepageRefusal = { refused: "password" } | { refused: "limited"; retryAfterSeconds: number };

export function isPasswordProtected(settings: OrganizerSettingsRow | undefined): boolean {
  return (
    settings !== undefined && organizerSettingsResource(settings).homepage_visibility === "PASSWORD_PROTECTED"
  );
}

/** Compares digests of equal length, so the time taken says nothing about the password. */
function passwordMatches(stored: string | null, given: string): boolean {
  if (stored === null || stored === "") return false;
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(stored), digest(given));
}

/** Wrong passwords counted against this key in the window, read without writing. */
async function recentFailures(db: Executor, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, homepagePasswordLimit.bucket),
        eq(rateLimitHits.key, key),
        gt(
          rateLimitHits.createdAt,
          sql`now() - make_interval(secs => ${homepagePasswordLimit.windowSeconds})`,
        ),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether an anonymous reader may see the organizer's page: yes when it is not protected,
 * otherwise only with the right `given` password (its own account needs none: the caller says). Only wrong
 * passwords are counted; past the limit every try is refused, the right one too, so the answers
 * cannot tell a guesser when it has found it. A burst of parallel guesses may overshoot the limit
 * by the requests in flight.
 */
export async function homepageAccess(
  db: Executor,
  organizer: { id: number; accountId: number },
  settings: OrganizerSettingsRow | undefined,
  given: string | undefined,
  clientAddress: string | undefined,
): Promise<HomepageRefusal | undefined> {
  if (!isPasswordProtected(settings)) return undefined;
  if (given === undefined || given === "") return { refused: "password" };
  const key = `${clientAddress ?? "unknown"}|${organizer.id}`;
  if ((await recentFailures(db, key)) >= homepagePasswordLimit.max) {
    return { refused: "limited", retryAfterSeconds: homepagePasswordLimit.windowSeconds };
  }
  if (passwordMatches(settings?.homepagePassword ?? null, given)) return undefined;
  const hit = await hitRateLimit(db, homepagePasswordLimit, key);
  return hit.allowed
    ? { refused: "password" }
    : { refused: "limited", retryAfterSeconds: hit.retryAfterSeconds };
}

/**
 * The password a read carries, if any: a header, so it stays out of URLs and their logs;
 * percent-encoded UTF-8, since a header holds neither every letter nor edge spaces. Text that is
 * not percent-encoding reads as given verbatim (and so, most likely, as wrong).
 */
export function givenHomepagePassword(c: Context<AppEnv>): string | undefined {
  const header = c.req.header(homepagePasswordHeader);
  if (header === undefined) return undefined;
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

export const homepageLockedMessage = "This organizer's page needs its password.";

/** 403 for a missing or wrong password, 429 with Retry-After past the limit. */
export function homepageRefusalResponse(c: Context<AppEnv>, refusal: HomepageRefusal) {
  if (refusal.refused === "limited") {
    c.header("Retry-After", String(refusal.retryAfterSeconds));
    return c.json({ message: "Too Many Attempts." }, 429);
  }
  return c.json({ message: homepageLockedMessage }, 403);
}
