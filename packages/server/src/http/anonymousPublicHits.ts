import { homepagePasswordHeader } from "@varco/domain";
import { Context, Hono, type MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { getPath } from "hono/utils/url";
import type { ServerConfig } from "../config";
import type { Database, DatabaseConnection } from "../db/connect";
import type { Logger } from "../logger";
import type { AppEnv } from "./appEnv";
import { clientIp } from "./clientIp";
import { encodedAnswer, type PublicAnswerCache, publicAnswerKeys, publicAnswersFor } from "./publicAnswers";
import { apiPrefix, publicRequestUrl } from "./route";
import { sessionCookieName } from "./sessionCookie";

/**
 * The fast path for anonymous hits of the public reads (`publicAnswers.ts`): a GET or HEAD of an
 * event's page, an organizer's page or a public event list, from a client that carries no session
 * (no `Authorization`, no session cookie), no homepage password and, for a page, no query (a
 * promo code), is answered from the cache before the app routes the request (it wraps the app's
 * `fetch`) — no middleware chain, no route input parsing, no session lookup, no headers added one
 * by one to a response already made, no promise: the answer goes out at once. The answer
 * is the one the full stack sends for the same request: the same bytes and coding
 * (`encodedAnswer`), the headers the API's middleware adds around a public answer (`around`:
 * CORS and the security headers, asked of those middleware once per origin), the request id and
 * the request's log line. A page view still counts, as on the full path. Anything else — a miss,
 * a member, a password, a promo code, an id written otherwise (`007`) — goes on to the full
 * stack, which answers it as it always did; `anonymousPublicHits.test.ts` compares the two.
 */

export interface AnonymousPublicHitsOptions {
  config: ServerConfig;
  database: DatabaseConnection;
  logger: Logger;
  /** The request id the request log gives: the client's `X-Request-Id` if well formed, else a new one. */
  requestIdOf: (given: string | undefined) => string;
  /**
   * The API's middleware that add headers around a public answer, outermost first, as `app.ts`
   * mounts them below `/api` (CORS, security headers). Each must add the same headers to any
   * answer for a given `Origin`.
   */
  around: readonly MiddlewareHandler<AppEnv>[];
  /** The origins CORS answers (`allowedOriginsOf`): each gets its own headers, any other origin the same. */
  allowedOrigins: ReadonlySet<string>;
  /**
   * The page-view counter of a database, asked for once as the fast path starts. The events module
   * gives it (`eventPageViewsOf`): http/ knows nothing of events, only that a read which counts
   * views carries what to count in its answer's `extra`.
   */
  pageViewsOf: (db: Database) => PageViewCounter;
}

/** What the request says about the client reading a page; never stored as such. */
export interface PageVisit {
  address: string | undefined;
  userAgent: string | undefined;
}

/** Counts one anonymous view of the page whose kept answer carries `viewed` (its `extra`). */
export type PageViewCounter = (viewed: unknown, visit: PageVisit, at: Date) => void;

type HeaderSet = Record<string, string>;

/** A read the fast path knows: the key its route keeps answers under, and whether it counts views. */
interface KnownRead {
  key: string;
  countsViews: boolean;
}

const idSegment = "([1-9][0-9]{0,14})";
const eventPath = new RegExp(`^${apiPrefix}/public/events/${idSegment}$`);
const organizerPath = new RegExp(`^${apiPrefix}/public/organizers/${idSegment}$`);
const organizerEventsPath = new RegExp(`^${apiPrefix}/public/organizers/${idSegment}/events$`);
const eventsPath = `${apiPrefix}/public/events`;
const publicPrefix = `${apiPrefix}/public/`;

/** The read a request asks for, when it is one whose answer an anonymous client may get from memory. */
function knownReadOf(path: string, url: string, listUrl: () => URL): KnownRead | undefined {
  const hasQuery = url.includes("?");
  let match = eventPath.exec(path);
  // A page's query (a promo code) makes the read the visitor's own.
  if (match)
    return hasQuery ? undefined : { key: publicAnswerKeys.event(match[1] as string), countsViews: true };
  match = organizerPath.exec(path);
  if (match)
    return hasQuery ? undefined : { key: publicAnswerKeys.organizer(match[1] as string), countsViews: false };
  // A list's query is part of its key: a hit is an address the route has answered before.
  if (path === eventsPath) return { key: publicAnswerKeys.events(listUrl()), countsViews: false };
  if (organizerEventsPath.test(path))
    return { key: publicAnswerKeys.organizerEvents(listUrl()), countsViews: false };
  return undefined;
}

/** The headers the `around` middleware add for one origin, and them merged with each kind of content. */
interface HeadersAround {
  around: HeaderSet;
  /** By the answer's content headers (`EncodedAnswer.headers`, a few shared objects). */
  withContent: WeakMap<object, HeaderSet>;
}

/** What the `around` middleware add to a public answer for each origin, asked of them once. */
async function headersAround(
  around: readonly MiddlewareHandler<AppEnv>[],
  allowedOrigins: ReadonlySet<string>,
): Promise<{ byOrigin: Map<string, HeadersAround>; otherwise: HeadersAround }> {
  const probe = new Hono<AppEnv>();
  for (const middleware of around) probe.use(middleware);
  // As `encodedAnswer` answers, without a body: the content headers are the answer's own.
  probe.get("/", (c) => c.body(null, 200, { ...encodedAnswer(emptyAnswer, undefined).headers }));
  const headersFor = async (origin?: string): Promise<HeadersAround> => {
    const response = await probe.request("/", { headers: origin === undefined ? {} : { origin } });
    return { around: Object.fromEntries(response.headers), withContent: new WeakMap() };
  };
  const byOrigin = new Map<string, HeadersAround>();
  for (const origin of allowedOrigins) byOrigin.set(origin, await headersFor(origin));
  return { byOrigin, otherwise: await headersFor() };
}

/** An answer's headers: its content headers, then what the middleware around add (`Vary` included). */
function headersOf(content: Readonly<HeaderSet>, origin: HeadersAround): HeaderSet {
  let headers = origin.withContent.get(content);
  if (!headers) {
    headers = { ...content, ...origin.around };
    origin.withContent.set(content, headers);
  }
  return headers;
}

const emptyAnswer = {
  answer: { status: 404 as const, body: new Uint8Array(), extra: undefined },
  expiresAt: 0,
  compressed: {},
};

function isAnonymous(c: Context<AppEnv>): boolean {
  return (
    c.req.header("authorization") === undefined &&
    c.req.header(homepagePasswordHeader) === undefined &&
    getCookie(c, sessionCookieName) === undefined
  );
}

/** How the app answers a request: `Hono.fetch`, as `serve()` and `app.request()` call it. */
export type FetchHandler = Hono<AppEnv>["fetch"];

/**
 * `stack` (the app's own `fetch`) with anonymous hits answered first. Outside Hono's routing and
 * middleware chain, so a hit is answered at once (no promise): the routes' handlers and middleware
 * never see it. Only the first requests after start wait for the headers to be known.
 */
export function answeringAnonymousPublicHits(
  stack: FetchHandler,
  { config, database, logger, requestIdOf, around, allowedOrigins, pageViewsOf }: AnonymousPublicHitsOptions,
): FetchHandler {
  const cache: PublicAnswerCache = publicAnswersFor(database, config.PUBLIC_CACHE_SECONDS);
  if (!cache.enabled) return stack;
  const countView = pageViewsOf(database.db);
  let headers: Awaited<ReturnType<typeof headersAround>> | undefined;
  let failed = false;
  const ready = headersAround(around, allowedOrigins).then(
    (found) => {
      headers = found;
    },
    (error: unknown) => {
      failed = true;
      logger.error({ err: error }, "the public reads' fast path is off");
    },
  );

  /** The answer from memory, or undefined for the stack to answer. */
  const hit = (request: Request, env: unknown): Response | undefined => {
    const method = request.method;
    if ((method !== "GET" && method !== "HEAD") || !headers) return undefined;
    const path = getPath(request);
    if (!path.startsWith(publicPrefix)) return undefined;
    const started = performance.now();
    // The context the helpers below read, as Hono would make it; `config` as the request log sets it.
    const c = new Context<AppEnv>(request, { env, path });
    c.set("config", config);
    if (!isAnonymous(c)) return undefined;
    const read = knownReadOf(path, request.url, () => publicRequestUrl(c));
    const kept = read && cache.entry(read.key);
    if (!read || !kept) return undefined;

    if (read.countsViews && kept.answer.extra !== undefined) {
      countView(
        kept.answer.extra,
        { address: clientIp(c), userAgent: c.req.header("user-agent") },
        new Date(),
      );
    }
    const answer = encodedAnswer(kept, c.req.header("accept-encoding"));
    const origin = c.req.header("origin");
    const aroundIt = (origin !== undefined && headers.byOrigin.get(origin)) || headers.otherwise;
    const requestId = requestIdOf(c.req.header("x-request-id"));
    // HEAD: the same status and headers, no body (as Hono answers HEAD with its GET route).
    const body = method === "HEAD" ? null : answer.body;
    const response = new Response(body as Uint8Array<ArrayBuffer> | null, {
      status: answer.status,
      headers: { ...headersOf(answer.headers, aroundIt), "x-request-id": requestId },
    });
    if (logger.isLevelEnabled("info")) {
      logger.info(
        {
          requestId,
          method,
          path,
          status: answer.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        "request",
      );
    }
    return response;
  };

  /** A failure here (none is known) leaves the request to the stack, which answers or reports it. */
  const hitOrNothing = (request: Request, env: unknown): Response | undefined => {
    try {
      return hit(request, env);
    } catch (error) {
      logger.error({ err: error }, "the public reads' fast path failed: the request goes through the app");
      return undefined;
    }
  };

  return (request, env, executionCtx) => {
    if (!headers && !failed)
      return ready.then(() => hitOrNothing(request, env) ?? stack(request, env, executionCtx));
    return hitOrNothing(request, env) ?? stack(request, env, executionCtx);
  };
}
