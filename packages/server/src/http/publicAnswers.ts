import { randomUUID } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { DatabaseConnection } from "../db/connect";
import type { AppEnv } from "./appEnv";
import { type ContentCoding, preferredCoding, varyOnEncoding } from "./compression";

/**
 * The answers of the public reads (an event's page, an organizer's page and its events) as anyone
 * anonymous gets them, kept in memory for a few seconds: a visitor's read then costs no query and
 * no serialisation, and its compressed bytes are made once per answer, not once per request.
 *
 * Fresh after a change: every successful write (any unsafe method below /api, a member's or a
 * buyer's: a sale changes what is left) empties the cache, whatever it changed — coarse, but no
 * write can be missed. Several instances sharing one PostgreSQL each keep their own cache, and
 * each write tells the others to empty theirs too (NOTIFY on `publicAnswersChannel`), within a
 * moment. Time-dependent fields (an event that has just ended, a reservation that has just
 * expired) may be `PUBLIC_CACHE_SECONDS` (5 s by default) late. Only anonymous reads are cached: a member's preview, a
 * promo code or a homepage password always reads the database. An anonymous hit is answered before
 * the rest of the middleware runs (`anonymousPublicHits.ts`), with the same bytes and headers.
 */

/** One answer as it was sent: status, JSON bytes, and what else a hit needs. */
export interface PublicAnswer<Extra = undefined> {
  status: 200 | 404;
  body: Uint8Array;
  extra: Extra;
}

export interface KeptAnswer {
  answer: PublicAnswer<unknown>;
  expiresAt: number;
  compressed: Partial<Record<ContentCoding, Uint8Array>>;
}

export class PublicAnswerCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  /** By key, oldest first (a Map keeps insertion order): the first is evicted when full. */
  readonly #entries = new Map<string, KeptAnswer>();

  constructor(ttlMs: number, maxEntries = 5_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.#ttlMs > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  entry(key: string, now = Date.now()): KeptAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry;
    this.#entries.delete(key);
    return undefined;
  }

  keep(key: string, answer: PublicAnswer<unknown>, now = Date.now()): KeptAnswer {
    const entry: KeptAnswer = { answer, expiresAt: now + this.#ttlMs, compressed: {} };
    if (!this.enabled) return entry;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return entry;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * The keys answers are kept under, one builder per read, so the routes and the fast path for
 * anonymous hits (`anonymousPublicHits.ts`) look up the same entry.
 */
export const publicAnswerKeys = {
  event: (eventId: number | string) => `event:${eventId}`,
  organizer: (organizerId: number | string) => `organizer:${organizerId}`,
  /** `url`: the request's address as the public sees it (`publicRequestUrl`). */
  events: (url: URL) => `events:${url.href}`,
  organizerEvents: (url: URL) => `organizer-events:${url.href}`,
};

const caches = new WeakMap<DatabaseConnection, PublicAnswerCache>();

/** Where instances sharing a database tell each other that the public answers changed. */
export const publicAnswersChannel = "varco_public_answers";
/** Each cache's name in its own notifications (one per connection, so one per instance). */
const namesOfCaches = new WeakMap<PublicAnswerCache, string>();

/**
 * The cache of this database (one per app, as the page-view counter), emptied too when another
 * instance on the same database says it wrote.
 */
export function publicAnswersFor(database: DatabaseConnection, cacheSeconds: number): PublicAnswerCache {
  let cache = caches.get(database);
  if (!cache) {
    const created = new PublicAnswerCache(cacheSeconds * 1000);
    const name = randomUUID();
    caches.set(database, created);
    namesOfCaches.set(created, name);
    if (created.enabled)
      database
        .listen?.(publicAnswersChannel, (from) => {
          // Its own notification: emptied already.
          if (from !== name) created.clear();
        })
        .catch(() => undefined);
    cache = created;
  }
  return cache;
}

/** The cache of this server's database (one per app, as the page-view counter). */
export function publicAnswersOf(c: Context<AppEnv>): PublicAnswerCache {
  return publicAnswersFor(c.var.database, c.var.config.PUBLIC_CACHE_SECONDS);
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Empties the public answers after every successful write, here at once and on the other
 * instances through the database (a failed notification is logged: theirs then expire in time).
 */
export function forgetPublicAnswersOnWrite(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (safeMethods.has(c.req.method) || c.res.status >= 400) return;
    const cache = publicAnswersOf(c);
    if (!cache.enabled) return;
    cache.clear();
    await c.var.database
      .notify?.(publicAnswersChannel, namesOfCaches.get(cache) ?? "")
      .catch((error: unknown) => {
        c.var.logger.warn({ err: error }, "could not tell other instances the public answers changed");
      });
  };
}

function compressedBytes(entry: KeptAnswer, coding: ContentCoding): Uint8Array {
  let bytes = entry.compressed[coding];
  if (!bytes) {
    const body = entry.answer.body;
    bytes =
      coding === "br"
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(body, { level: 9 });
    entry.compressed[coding] = bytes;
  }
  return bytes;
}

/** What goes out for an answer: its status, its bytes in the chosen coding and their headers. */
export interface EncodedAnswer {
  status: 200 | 404;
  body: Uint8Array | null;
  /** One of a few shared objects (`contentHeaders`), never changed: a reader may key on it. */
  headers: Readonly<Record<string, string>>;
}

/** The content headers of the answers, by what the body is: none, JSON, JSON compressed. */
const contentHeaders = {
  none: { vary: varyOnEncoding(undefined) },
  json: { vary: varyOnEncoding(undefined), "content-type": "application/json" },
  br: { vary: varyOnEncoding(undefined), "content-type": "application/json", "content-encoding": "br" },
  gzip: { vary: varyOnEncoding(undefined), "content-type": "application/json", "content-encoding": "gzip" },
} as const satisfies Record<"none" | "json" | ContentCoding, Readonly<Record<string, string>>>;

/**
 * The answer for a client sending `acceptEncoding`: compressed (once per entry) when the client
 * takes it and it is worth it. The routes and the fast path both send this.
 */
export function encodedAnswer(entry: KeptAnswer, acceptEncoding: string | undefined): EncodedAnswer {
  const { status, body } = entry.answer;
  if (body.length === 0) return { status, body: null, headers: contentHeaders.none };
  const coding = body.length >= 1024 ? preferredCoding(acceptEncoding) : undefined;
  if (!coding) return { status, body, headers: contentHeaders.json };
  return { status, body: compressedBytes(entry, coding), headers: contentHeaders[coding] };
}

function responseOf(c: Context<AppEnv>, entry: KeptAnswer): Response {
  const { status, body, headers } = encodedAnswer(entry, c.req.header("accept-encoding"));
  return body ? c.body(new Uint8Array(body), status, headers) : c.body(null, status, headers);
}

/** What a public read produced: JSON for 200, nothing for 404. */
export type PublicResult<Extra> =
  | { status: 200; json: unknown; extra: Extra }
  | { status: 404; extra: Extra };

/**
 * A public read through the cache: `read` runs on a miss (or for a reader that is not anonymous,
 * when `cacheable` is false), `onAnswer` on every answer, hit or miss (to count a page view). A
 * `Response` from `read` (a refusal: password needed, too many tries) goes out as it is, uncached.
 */
export async function publicAnswer<Extra>(
  c: Context<AppEnv>,
  {
    key,
    cacheable,
    read,
    onAnswer,
  }: {
    key: string;
    cacheable: boolean;
    read: () => Promise<PublicResult<Extra> | Response>;
    onAnswer?: (extra: Extra) => void;
  },
): Promise<Response> {
  const cache = publicAnswersOf(c);
  const useCache = cacheable && cache.enabled;
  const hit = useCache ? cache.entry(key) : undefined;
  if (hit) {
    onAnswer?.(hit.answer.extra as Extra);
    return responseOf(c, hit);
  }
  const result = await read();
  if (result instanceof Response) return result;
  onAnswer?.(result.extra);
  const body =
    result.status === 404 ? new Uint8Array() : new TextEncoder().encode(JSON.stringify(result.json));
  const answer: PublicAnswer<Extra> = { status: result.status, body, extra: result.extra };
  const entry = useCache ? cache.keep(key, answer) : { answer, expiresAt: 0, compressed: {} };
  return responseOf(c, entry);
}
