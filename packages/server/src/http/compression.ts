import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import type { AppEnv } from "./appEnv";

/** The content codings we send, best first: brotli is smaller, gzip is what every client has. */
export const contentCodings = ["br", "gzip"] as const;
export type ContentCoding = (typeof contentCodings)[number];

/**
 * The coding to answer with, of those `offered`, for the request's `Accept-Encoding`: the one the
 * client weighs highest (`q`), brotli on a tie; `*` stands for any coding not named; none when the
 * client names none we have (or refuses them with `q=0`), so the bytes go as they are.
 */
export function preferredCoding(
  acceptEncoding: string | undefined,
  offered: readonly ContentCoding[] = contentCodings,
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = parseAccept(acceptEncoding);
  const weightOf = (coding: ContentCoding) =>
    accepted.find((entry) => entry.type.toLowerCase() === coding)?.q ??
    accepted.find((entry) => entry.type === "*")?.q ??
    0;
  let best: { coding: ContentCoding; q: number } | undefined;
  for (const coding of contentCodings) {
    if (!offered.includes(coding)) continue;
    const q = weightOf(coding);
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  return best?.coding;
}

/** Adds `Accept-Encoding` to a response's `Vary`, keeping what is there. */
export function varyOnEncoding(vary: string | null | undefined): string {
  if (!vary) return "Accept-Encoding";
  if (vary === "*" || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return vary;
  return `${vary}, Accept-Encoding`;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `bytes` in `coding`, at the level for answers made on the fly (fast, most of the gain). */
export function compressNow(bytes: Uint8Array, coding: ContentCoding): Promise<Buffer> {
  return coding === "br"
    ? brotli(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipAsync(bytes, { level: 6 });
}

const publicPrefix = "/api/public/";

/** Below this many bytes a JSON answer goes as it is: compressing it would save less than it costs. */
export const compressionThreshold = 1024;

/**
 * The API's JSON answers of at least `compressionThreshold` bytes, compressed for clients that say
 * they accept it (brotli, else gzip). Anything else — images, files, small answers, HEAD, 204 —
 * passes untouched.
 */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The public reads compress their answers themselves, once per cached answer.
    if (c.req.path.startsWith(publicPrefix)) return next();
    await next();
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
    if (
      c.req.method === "HEAD" ||
      !response.body ||
      !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type) ||
      response.headers.has("content-encoding") ||
      /\bno-transform\b/i.test(response.headers.get("cache-control") ?? "")
    )
      return;
    // Hono copies the replaced response's headers onto the new one: they are set on it first.
    const headers = response.headers;
    headers.set("vary", varyOnEncoding(headers.get("vary")));
    const bytes = new Uint8Array(await response.arrayBuffer());
    const coding =
      bytes.length >= compressionThreshold ? preferredCoding(c.req.header("accept-encoding")) : undefined;
    const init = { status: response.status, statusText: response.statusText, headers };
    if (!coding) {
      c.res = new Response(bytes, init);
      return;
    }
    headers.delete("content-length");
    headers.set("content-encoding", coding);
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    c.res = new Response(new Uint8Array(await compressNow(bytes, coding)), init);
  };
}
