import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Logger } from "../logger";
import type { AppEnv } from "./appEnv";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Paths another site's server calls by design, each proving itself otherwise: Stripe's webhook
 * carries a signature of its body made with a shared secret (modules/payments). Nothing else.
 */
const originCheckExemptPaths = new Set(["/api/public/webhooks/stripe"]);

/** The body of the guard's 403: `code` lets the app say in words what went wrong. */
export const crossOriginRefusal = {
  message: "Cross-origin requests are not allowed.",
  code: "cross_origin",
} as const;

/**
 * Cross-site request forgery guard: a request that changes something is refused unless it comes
 * from a page of the app's own origins. The app's origins are the request's own (see `ownOriginOf`: a server
 * opened at http://127.0.0.1:3000, a LAN address or any hostname is its own page's origin, whatever
 * APP_URL says) and the configured ones (APP_URL, ALLOWED_ORIGINS). For POST, PUT, PATCH and DELETE:
 * - an `Origin` header that is none of these (the "null" origin included) → 403;
 * - no `Origin` but `Sec-Fetch-Site: cross-site` or `same-site` (a browser that withheld the
 *   origin, e.g. under a strict referrer policy) → 403;
 * - no `Origin` and no such hint → allowed. Browsers send `Origin` on every unsafe request, so this
 *   is a non-browser client (curl, a server, the mobile scanner) that carries its token in a
 *   header and cannot be made to act by another site. Session cookies are also SameSite=Lax, so
 *   even a browser too old to send `Origin` does not attach them to a cross-site POST.
 */
export function originGuard(allowedOrigins: ReadonlySet<string>, logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!unsafeMethods.has(c.req.method) || originCheckExemptPaths.has(c.req.path)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const refused =
      origin !== undefined
        ? !allowedOrigins.has(origin) && origin !== ownOriginOf(c)
        : fetchSite === "cross-site" || fetchSite === "same-site";
    if (!refused) return next();
    // No path here: it may hold a mailed token; the request's own log line (same requestId) has
    // it with secrets redacted.
    (c.var.logger ?? logger).warn(
      {
        origin: origin ?? null,
        ownOrigin: ownOriginOf(c) ?? null,
        secFetchSite: fetchSite ?? null,
        method: c.req.method,
      },
      "refused a cross-origin request (allowed: the request's own origin, APP_URL and ALLOWED_ORIGINS)",
    );
    return c.json(crossOriginRefusal, 403);
  };
}

/**
 * The origin the browser sent this request to: the scheme and Host of its URL, or behind
 * `TRUSTED_PROXY_COUNT` proxies the X-Forwarded-Host and -Proto the outermost one added. Without
 * trusted proxies those headers are ignored: anyone can send them. A page cannot forge Host, and
 * setting X-Forwarded-* from another site's page needs a CORS preflight that only allowed origins pass.
 */
export function ownOriginOf(c: Context<AppEnv>): string | undefined {
  const url = new URL(c.req.url);
  let { protocol, host } = url;
  const proxies = c.var.config.TRUSTED_PROXY_COUNT;
  if (proxies > 0) {
    const forwardedHost = forwardedEntry(c.req.header("x-forwarded-host"), proxies);
    const forwardedProto = forwardedEntry(c.req.header("x-forwarded-proto"), proxies)?.toLowerCase();
    if (forwardedHost) host = forwardedHost;
    if (forwardedProto === "http" || forwardedProto === "https") protocol = `${forwardedProto}:`;
  }
  try {
    // Normalised as browsers write Origin: lower-case host, no default port.
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Each proxy appends to a forwarded list, as to X-Forwarded-For (`clientIp.ts`): the n-th entry
 * from the right is what the outermost trusted proxy saw; entries left of it are the client's to
 * forge. A shorter list (inner proxies that pass the header on unchanged) gives its first entry.
 */
function forwardedEntry(header: string | undefined, proxies: number): string | undefined {
  const entries = (header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return entries[entries.length - proxies] ?? entries[0];
}

const corsMethods = "GET, HEAD, POST, PUT, PATCH, DELETE";
/** Headers a client on another origin may read: the token of a sign-in (the contract's CORS). */
const corsExposedHeaders = "X-Auth-Token, X-Request-Id, Content-Disposition";

/**
 * CORS for the API: a page on an allowed origin (APP_URL, ALLOWED_ORIGINS: a separately hosted
 * client) may call it with credentials and read the auth token; its preflight is answered here.
 * Any other origin gets no CORS headers, so the browser keeps its answers from the page.
 */
export function crossOriginResourceSharing(allowedOrigins: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header("origin");
    const allowed = origin !== undefined && allowedOrigins.has(origin);
    if (allowed && c.req.method === "OPTIONS" && c.req.header("access-control-request-method")) {
      const requestedHeaders = c.req.header("access-control-request-headers");
      return c.body(null, 204, {
        "access-control-allow-origin": origin,
        "access-control-allow-credentials": "true",
        "access-control-allow-methods": corsMethods,
        ...(requestedHeaders ? { "access-control-allow-headers": requestedHeaders } : {}),
        "access-control-max-age": "600",
        vary: "Origin, Access-Control-Request-Method, Access-Control-Request-Headers",
      });
    }
    await next();
    // Every API answer depends on Origin now: a shared cache must not hand one origin's to another.
    c.res.headers.append("vary", "Origin");
    if (!allowed) return;
    c.res.headers.set("access-control-allow-origin", origin);
    c.res.headers.set("access-control-allow-credentials", "true");
    c.res.headers.set("access-control-expose-headers", corsExposedHeaders);
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
