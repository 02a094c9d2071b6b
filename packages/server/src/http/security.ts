import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Logger } from "../logger";
import type { AppEnv } from "./appEnv";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery guard (DESIGN.md: "unsafe methods are refused unless the request's
 * Origin is the app's"). For POST, PUT, PATCH and DELETE:
 * - an `Origin` header that is not an allowed origin (the "null" origin included) → 403;
 * - no `Origin` but `Sec-Fetch-Site: cross-site` or `same-site` (a browser that withheld the
 *   origin, e.g. under a strict referrer policy) → 403;
 * - no `Origin` and no such hint → allowed. Browsers send `Origin` on every unsafe request, so this
 *   is a non-browser client (curl, a server, the mobile scanner) that carries its token in a
 *   header and cannot be made to act by another site. Session cookies are also SameSite=Lax, so
 *   even a browser too old to send `Origin` does not attach them to a cross-site POST.
 */
export function originGuard(allowedOrigins: ReadonlySet<string>, logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!unsafeMethods.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const refused =
      origin !== undefined
        ? !allowedOrigins.has(origin)
        : fetchSite === "cross-site" || fetchSite === "same-site";
    if (!refused) return next();
    logger.warn(
      { origin: origin ?? null, secFetchSite: fetchSite ?? null, method: c.req.method, path: c.req.path },
      "refused a cross-origin request (allowed origins come from APP_URL and ALLOWED_ORIGINS)",
    );
    return c.json({ message: "Cross-origin requests are not allowed." }, 403);
  };
}

/**
 * Headers for JSON answers: nothing in them may run, be framed or be sniffed as HTML, and private
 * data is not cached by the browser or a proxy unless a route says otherwise. A route that sets
 * one of these headers itself keeps its own (uploaded files: `modules/images`).
 */
export function apiSecurityHeaders(): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: "DENY",
    referrerPolicy: "no-referrer",
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    overwrite: false,
  });
  return async (c, next) => {
    await headers(c, next);
    if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "no-store");
  };
}
