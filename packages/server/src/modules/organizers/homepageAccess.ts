import { createHash, timingSafeEqual } from "node:crypto";
import { homepagePasswordHeader } from "@varco/domain";
import type { Context } from "hono";
import type { organizerSettings } from "../../db/schema";
import type { AppEnv, AuthContext } from "../../http/appEnv";
import { clientIp } from "../../http/clientIp";
import { type RateLimit, type RateLimits, tooManyAttempts } from "../../http/rateLimit";
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

/** Who reads an organizer's public page: the session if any, the password given, the address. */
export interface HomepageReader {
  viewer: AuthContext | undefined;
  password: string | undefined;
  clientAddress: string | undefined;
  /** Where wrong passwords are counted. */
  rateLimits: RateLimits;
}

/** The reader a request is: its password is the header's unless the caller gives one. */
export function homepageReaderOf(c: Context<AppEnv>, password = givenHomepagePassword(c)): HomepageReader {
  return { viewer: c.var.auth, password, clientAddress: clientIp(c), rateLimits: c.var.rateLimits };
}

/**
 * Whether an anonymous reader may see the organizer's page: yes when it is not protected,
 * otherwise only with the right `given` password (its own account needs none: the caller says). Only wrong
 * passwords are counted; past the limit every try is refused, the right one too, so the answers
 * cannot tell a guesser when it has found it. A burst of parallel guesses may overshoot the limit
 * by the requests in flight.
 */
export async function homepageAccess(
  organizer: { id: number; accountId: number },
  settings: OrganizerSettingsRow | undefined,
  reader: HomepageReader,
): Promise<HomepageRefusal | undefined> {
  if (!isPasswordProtected(settings)) return undefined;
  const given = reader.password;
  if (given === undefined || given === "") return { refused: "password" };
  const key = `${reader.clientAddress ?? "unknown"}|${organizer.id}`;
  if ((await reader.rateLimits.count(homepagePasswordLimit, key)) >= homepagePasswordLimit.max) {
    return { refused: "limited", retryAfterSeconds: homepagePasswordLimit.windowSeconds };
  }
  if (passwordMatches(settings?.homepagePassword ?? null, given)) return undefined;
  const hit = await reader.rateLimits.hit(homepagePasswordLimit, key);
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
  if (refusal.refused === "limited") return tooManyAttempts(c, refusal.retryAfterSeconds);
  return c.json({ message: homepageLockedMessage }, 403);
}
