import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/appEnv";
import { clientIp } from "../../http/clientIp";
import { answerRetryAfter, type RateLimit, RateLimited } from "../../http/rateLimit";

/**
 * Route middleware: every request counts against `limit` for its client address, before any
 * work (a password hash, a mail) is done; past it, 429 with Retry-After. A request whose address
 * is unknown (in-process) is not counted. Limits hit further in answer with Retry-After too.
 */
export function limitPerClient(limit: RateLimit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ip = clientIp(c);
    if (ip !== undefined) {
      const hit = await c.var.rateLimits.hit(limit, ip);
      if (!hit.allowed) {
        c.header("Retry-After", String(hit.retryAfterSeconds));
        throw new RateLimited(hit.retryAfterSeconds);
      }
    }
    await answerRetryAfter(c, next);
  };
}
