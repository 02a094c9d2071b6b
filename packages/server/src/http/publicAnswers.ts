import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./appEnv";
import { type ContentCoding, preferredCoding, varyOnEncoding } from "./compression";

/**
 * The answers of the public reads (an event's page, an organizer's page and its events) as anyone
 * anonymous gets them, kept in memory for a few seconds: a visitor's read then costs no query and
 * no serialisation, and its compressed bytes are made once per answer, not once per request.
 *
 * Fresh after a change, on one instance: every successful write of a signed-in member (any unsafe
 * method below /api) empties the cache, whatever it changed — coarse, but no write can be missed.
 * Several instances sharing one database each keep their own cache: another instance's answer
 * may be up to `PUBLIC_CACHE_SECONDS` (5 s by default) old. Time-dependent fields (an event that
 * has just ended) are as late as that too. Only anonymous reads are cached: a member's preview, a
 * promo code or a homepage password always reads the database.
 */

/** One answer as it was sent: status, JSON bytes, and what else a hit needs. */
export interface PublicAnswer<Extra = undefined> {
  status: 200 | 404;
  body: Uint8Array;
  extra: Extra;
}

interface Entry {
  answer: PublicAnswer<unknown>;
  expiresAt: number;
  compressed: Partial<Record<ContentCoding, Uint8Array>>;
}

export class PublicAnswerCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  /** By key, oldest first (a Map keeps insertion order): the first is evicted when full. */
  readonly #entries = new Map<string, Entry>();

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

  entry(key: string, now = Date.now()): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry;
    this.#entries.delete(key);
    return undefined;
  }

  keep(key: string, answer: PublicAnswer<unknown>, now = Date.now()): Entry {
    const entry: Entry = { answer, expiresAt: now + this.#ttlMs, compressed: {} };
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

const caches = new WeakMap<object, PublicAnswerCache>();

/** The cache of this server's database (one per app, as the page-view counter). */
export function publicAnswersOf(c: Context<AppEnv>): PublicAnswerCache {
  const owner = c.var.database;
  let cache = caches.get(owner);
  if (!cache) {
    cache = new PublicAnswerCache(c.var.config.PUBLIC_CACHE_SECONDS * 1000);
    caches.set(owner, cache);
  }
  return cache;
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Empties the public answers after every successful write of a signed-in member. */
export function forgetPublicAnswersOnWrite(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!safeMethods.has(c.req.method) && c.var.auth !== undefined && c.res.status < 400) {
      publicAnswersOf(c).clear();
    }
  };
}

function compressedBytes(entry: Entry, coding: ContentCoding): Uint8Array {
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

/** The answer as a response: compressed (once per entry) when the client takes it and it is worth it. */
function responseOf(c: Context<AppEnv>, entry: Entry): Response {
  const { status, body } = entry.answer;
  const headers: Record<string, string> = { vary: varyOnEncoding(undefined) };
  if (body.length === 0) return c.body(null, status, headers);
  headers["content-type"] = "application/json";
  const coding = body.length >= 1024 ? preferredCoding(c.req.header("accept-encoding")) : undefined;
  if (!coding) return c.body(new Uint8Array(body), status, headers);
  headers["content-encoding"] = coding;
  return c.body(new Uint8Array(compressedBytes(entry, coding)), status, headers);
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
