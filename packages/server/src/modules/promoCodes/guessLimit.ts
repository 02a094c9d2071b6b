import { reasonWords } from "@varco/domain";
import type { Context } from "hono";
import type { AppEnv } from "../../http/appEnv";
import { clientIp } from "../../http/clientIp";
import { type CountedHits, hitEach, type RateLimit, type RateLimits } from "../../http/rateLimit";

/**
 * Unknown codes tried by one client address: an access code unlocks hidden products and a discount,
 * so guessing codes one after the other must be slow. Generous for a buyer (who mistypes a code
 * once or twice), far too few for a list of guesses.
 */
export const promoCodeGuessLimit: RateLimit = { bucket: "promo-code:ip", max: 60, windowSeconds: 600 };

/**
 * Unknown codes tried at one event, whoever tries them: a list of guesses spread over many
 * addresses slows down too. Right codes are not counted, so a busy sale with a code shared by
 * thousands of buyers never meets it; only typos and guesses do.
 */
export const promoCodeEventGuessLimit: RateLimit = {
  bucket: "promo-code:event",
  max: 300,
  windowSeconds: 600,
};

/** Who is guessing: where the request's limits are counted and its client address (unknown in-process). */
export interface PromoCodeGuesser {
  rateLimits: RateLimits;
  clientIp: string | undefined;
}

/** The guesser of a request. */
export function promoCodeGuesserOf(c: Context<AppEnv>): PromoCodeGuesser {
  return { rateLimits: c.var.rateLimits, clientIp: clientIp(c) };
}

const refusal = { code: "promo_code_guesses", message: reasonWords.promo_code_guesses };

/**
 * Looks a code up as a guess, on every path that takes one (the check, the public event's
 * `promo_code`, the order's `promo_code`): the guess is counted against the client's and the
 * event's budgets BEFORE the lookup, so once either is spent every code answers 429, the right one
 * too, and no path tells a right code from a wrong one more cheaply than another. A code that
 * exists (usable or not) gives its count back afterwards: a buyer's right code costs nothing, a
 * wrong one costs one, whatever the path. Counting first is also what keeps concurrent guesses
 * honest: each hit is written before it is counted (`hitRateLimit`), so a burst sent at once cannot
 * all pass a budget that was one short. The lookup itself is the same query whatever the answer;
 * the only extra work for a right code, giving the count back, comes after an answer that already
 * differs (200 vs unknown), so it tells nothing more.
 */
export async function lookUpGuess<Found>(
  guesser: PromoCodeGuesser,
  eventId: number,
  lookup: () => Promise<Found | null>,
): Promise<Found | null> {
  const guess = await spendGuess(guesser, eventId);
  const found = await lookup();
  if (found !== null) await guess.giveBack();
  return found;
}

/**
 * The first half of `lookUpGuess`, for a lookup made later (the order's, under the event's stock
 * lock, which the counting should not hold up): counts the guess, or throws 429. `giveBack` once
 * the code turned out to exist.
 */
export function spendGuess(guesser: PromoCodeGuesser, eventId: number): Promise<CountedHits> {
  const { rateLimits, clientIp: ip } = guesser;
  return hitEach(
    rateLimits,
    [
      ...(ip === undefined ? [] : [[promoCodeGuessLimit, ip] as const]),
      [promoCodeEventGuessLimit, String(eventId)] as const,
    ],
    refusal,
  );
}
