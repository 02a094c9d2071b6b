import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/appEnv";
import type { RateLimit } from "../../http/rateLimit";
import { limitPerClient } from "../auth/clientLimit";

/**
 * Codes tried by one client address: an access code unlocks hidden products, so guessing codes
 * one after the other must be slow. Generous for a buyer (who types one or two codes, or reloads
 * a page with one), far too few for a list of guesses.
 */
export const promoCodeGuessLimit: RateLimit = { bucket: "promo-code:ip", max: 60, windowSeconds: 600 };

/**
 * Route middleware: a request that names a promo code (the `:code` path parameter, or the
 * `promo_code` query) counts against `promoCodeGuessLimit` before any work; past it, 429 with
 * Retry-After. A request without a code is not counted.
 */
export function limitPromoCodeGuesses(): MiddlewareHandler<AppEnv> {
  const limited = limitPerClient(promoCodeGuessLimit);
  return async (c, next) => {
    const code = c.req.param("code") ?? c.req.query("promo_code");
    if (!code) return next();
    return limited(c, next);
  };
}
