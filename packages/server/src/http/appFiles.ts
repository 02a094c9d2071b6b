import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type RuntimeConfig, runtimeConfigElementId } from "@varco/domain";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import { serverRoot } from "../serverRoot";
import type { AppEnv } from "./appEnv";
import {
  type ContentCoding,
  compressNow,
  contentCodings,
  preferredCoding,
  varyOnEncoding,
} from "./compression";
import { escapeHtml, scriptSafeJson } from "./html";
import type { PageRenderer } from "./pageRenderer";
import { apiPrefix } from "./route";

/**
 * The built app (`packages/app/dist`) on the API's port: its files as they are, and `index.html`
 * for every other page a browser asks for (the app routes on the client), with the runtime
 * configuration written in.
 *
 * Only files found under the directory at start are ever served: a request names a key of that
 * list, never a path on disk, so `..`, `%2e%2e`, absolute paths and symbolic links lead nowhere.
 */

/** `packages/app/dist`, wherever the repository is. */
export const defaultAppDistDir = join(serverRoot, "..", "app", "dist");

/** A copy of a file compressed at build time (`x.js.br`, `x.js.gz` beside `x.js`). */
interface CompressedCopy {
  path: string;
  etag: string;
}

interface StaticFile {
  path: string;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** The build's compressed copies of the file, by coding; the file itself when none fits. */
  compressed: Partial<Record<ContentCoding, CompressedCopy>>;
}

export interface AppFiles {
  distDir: string;
  /** The deployment's name, after a page's own title in its head. */
  appName: string;
  /** `index.html` with the runtime configuration, title and favicon written in; built once. */
  indexHtml: string;
  /** The same page compressed once, at start, in every coding we send. */
  compressedIndexHtml: Record<ContentCoding, Uint8Array>;
  /** Every file under the directory, by URL path (`/assets/index-3f9a.js`). */
  files: ReadonlyMap<string, StaticFile>;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".wasm": "application/wasm",
  ".pdf": "application/pdf",
};

/** Vite names everything it emits under `assets/` by content hash: a new build, a new name. */
const immutable = "public, max-age=31536000, immutable";
/** Everything else (index.html, files from the app's public/ folder): ask again each time. */
const revalidate = "no-cache";

/** The security headers of every page and file served here (the API has its own). */
const commonHeaders = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
} as const;

/**
 * Reads `distDir` once: `index.html` (rendered with `runtimeConfig`) and the list of its files.
 * Undefined, with a warning, when there is no `index.html`: the server then answers the API only.
 */
export function loadAppFiles(
  distDir: string,
  runtimeConfig: RuntimeConfig,
  logger: Logger,
): AppFiles | undefined {
  const root = resolve(distDir);
  let template: string;
  try {
    template = readFileSync(join(root, "index.html"), "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
    logger.warn(
      { distDir: root },
      "no index.html in the app's directory (APP_DIST_DIR): serving the API only; build the app with `npm run build -w @varco/app`",
    );
    return undefined;
  }
  const { html, placeholderFound } = renderIndexHtml(template, runtimeConfig);
  if (!placeholderFound) {
    logger.warn(
      { distDir: root, elementId: runtimeConfigElementId },
      "index.html has no runtime configuration element: added one at the end of <head>",
    );
  }
  const files = listFiles(root);
  logger.info({ distDir: root, files: files.size }, "serving the app");
  return {
    distDir: root,
    appName: runtimeConfig.appName,
    indexHtml: html,
    compressedIndexHtml: compressedCopies(html),
    files,
  };
}

function compressedCopies(text: string): Record<ContentCoding, Uint8Array> {
  const bytes = Buffer.from(text);
  return {
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/** What the build writes beside a file for us (`.br`, `.gz`) or for no one (`.map`): never a URL. */
const notServed = /\.(?:map|br|gz)$/i;
const extensionOf: Record<ContentCoding, string> = { br: ".br", gzip: ".gz" };

function listFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const etagOf = (path: string, suffix = "") => {
    const { size, mtimeMs } = statSync(path);
    return `W/"${size.toString(16)}-${Math.trunc(mtimeMs).toString(16)}${suffix}"`;
  };
  const visit = (directory: string) => {
    const entries = readdirSync(directory, { withFileTypes: true });
    const regularFiles = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
    for (const entry of entries) {
      // Dotfiles are nobody's business; symbolic links could point anywhere; source maps stay
      // with the build (error reports can use them), compressed copies go out under their file's name.
      if (entry.name.startsWith(".") || notServed.test(entry.name)) continue;
      const path = join(directory, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile()) {
        const urlPath = `/${relative(root, path).split(sep).join("/")}`;
        const compressed: StaticFile["compressed"] = {};
        for (const coding of contentCodings) {
          const name = `${entry.name}${extensionOf[coding]}`;
          if (regularFiles.has(name))
            compressed[coding] = {
              path: join(directory, name),
              etag: etagOf(join(directory, name), `-${coding}`),
            };
        }
        files.set(urlPath, {
          path,
          contentType: contentTypes[extname(entry.name).toLowerCase()] ?? "application/octet-stream",
          cacheControl: urlPath.startsWith("/assets/") ? immutable : revalidate,
          etag: etagOf(path),
          compressed,
        });
      }
    }
  };
  visit(root);
  return files;
}

function insertIntoHead(html: string, snippet: string): string {
  const end = html.search(/<\/head\s*>/i);
  return end === -1 ? `${snippet}${html}` : `${html.slice(0, end)}${snippet}${html.slice(end)}`;
}

const configElement = new RegExp(
  `(<script\\b[^>]*\\bid=["']?${runtimeConfigElementId}["']?[^>]*>)[\\s\\S]*?(</script\\s*>)`,
  "i",
);
const titleElement = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const iconLinks = /<link\b[^>]*\brel=["']?(?:shortcut\s+)?icon["']?[^>]*>\s*/gi;

/**
 * `index.html` as the app expects it: the runtime configuration as JSON inside
 * `<script id="varco-runtime-config" type="application/json">`, the app's name as `<title>`, and
 * the configured favicon instead of the build's. Replacements go through functions, so a `$` in a
 * value is text, not a pattern.
 */
export function renderIndexHtml(
  template: string,
  runtimeConfig: RuntimeConfig,
): { html: string; placeholderFound: boolean } {
  const json = scriptSafeJson(runtimeConfig);
  let html = template;
  const placeholderFound = configElement.test(html);
  html = placeholderFound
    ? html.replace(configElement, (_match, open: string, close: string) => `${open}${json}${close}`)
    : insertIntoHead(
        html,
        `<script id="${runtimeConfigElementId}" type="application/json">${json}</script>\n`,
      );

  const title = `<title>${escapeHtml(runtimeConfig.appName)}</title>`;
  html = titleElement.test(html)
    ? html.replace(titleElement, () => title)
    : insertIntoHead(html, `${title}\n`);

  if (runtimeConfig.faviconUrl) {
    html = insertIntoHead(
      html.replace(iconLinks, () => ""),
      `<link rel="icon" href="${escapeHtml(runtimeConfig.faviconUrl)}">\n`,
    );
  }
  return { html, placeholderFound };
}

/** The request's path, percent-decoded; undefined when it does not decode. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return undefined;
  }
}

const isApiPath = (path: string) => path === apiPrefix || path.startsWith(`${apiPrefix}/`);
/** `/widget/{eventId}` is the ticket widget other sites embed in their pages; nothing else may be framed. */
const isEmbeddable = (path: string) => path === "/widget" || path.startsWith("/widget/");

/** How pages the app draws on the server are drawn (see `drawnPage`). */
export interface PageDrawing {
  /** The app's server side, loaded on first use (undefined when the build has none). */
  renderer: () => Promise<PageRenderer | undefined>;
  /** Answers an API request in-process, as if it came over the network with this request's context. */
  dispatch: (request: Request, c: Context<AppEnv>) => Promise<Response>;
  runtimeConfig: RuntimeConfig;
  appUrl: string;
}

/**
 * For `app.get("*", …)` after the API's routes (Hono answers HEAD from it too): a file of the
 * build, else a page the app draws on the server (`drawing`), else `index.html` for a page
 * (`Accept: text/html`) outside `/api` and `/assets/`, else `next()` (the app's JSON 404).
 */
export function appFilesHandler(appFiles: AppFiles, drawing?: PageDrawing): MiddlewareHandler<AppEnv> {
  const indexEtag = `"${createHash("sha256").update(appFiles.indexHtml).digest("base64url").slice(0, 27)}"`;

  const page = (c: Context<AppEnv>, path: string, fallback: boolean, status: 200 | 404 = 200) => {
    const headers: Record<string, string> = {
      ...commonHeaders,
      "content-type": "text/html; charset=utf-8",
      "cache-control": revalidate,
      etag: indexEtag,
    };
    if (!isEmbeddable(path)) headers["content-security-policy"] = "frame-ancestors 'self'";
    // The same URL answers HTML or a 404 depending on Accept.
    headers.vary = varyOnEncoding(fallback ? "Accept" : undefined);
    const coding = preferredCoding(c.req.header("accept-encoding"));
    const etag = coding ? `"${indexEtag.slice(1, -1)}-${coding}"` : indexEtag;
    headers.etag = etag;
    if (status === 200 && c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    if (!coding) return c.body(appFiles.indexHtml, status, headers);
    headers["content-encoding"] = coding;
    return c.body(new Uint8Array(appFiles.compressedIndexHtml[coding]), status, headers);
  };

  return async (c, next) => {
    const path = decodedPath(c.req.url);
    if (path === undefined || isApiPath(path)) return next();
    if (path === "/" || path === "/index.html") return page(c, path, false);

    const file = appFiles.files.get(path);
    if (file) {
      const offered = contentCodings.filter((coding) => file.compressed[coding]);
      const coding = preferredCoding(c.req.header("accept-encoding"), offered);
      const copy = coding ? file.compressed[coding] : undefined;
      const headers: Record<string, string> = {
        ...commonHeaders,
        "content-type": file.contentType,
        "cache-control": file.cacheControl,
        etag: copy?.etag ?? file.etag,
      };
      if (offered.length > 0) headers.vary = "Accept-Encoding";
      if (coding && copy) headers["content-encoding"] = coding;
      if (c.req.header("if-none-match") === headers.etag) return c.body(null, 304, headers);
      // Gone since the start (a rebuild underneath): a plain 404 below.
      const body = await readFile(copy?.path ?? file.path).catch(() => undefined);
      if (body) return c.body(new Uint8Array(body), 200, headers);
    }

    // A missing script or style must not get HTML back; a page the client routes does.
    if (!isPagePath(path) || !acceptsHtml(c.req.header("accept"))) return next();
    const renderer = drawing ? await drawing.renderer() : undefined;
    const drawn = drawing && renderer ? await drawnPage(c, path, drawing, renderer) : undefined;
    if (drawn) return drawn;
    // An address the app shows as not found (inside a signed-in area) says so in its status too.
    return page(c, path, true, renderer?.addressStatus(path) ?? 200);
  };
}

/**
 * A page the app draws on the server (`http/pageRenderer.ts`), with its status; undefined for an
 * address it does not draw. Its data comes from the API answered in-process, with the visitor's
 * cookies: what the page shows is what the API would show them.
 */
async function drawnPage(c: Context<AppEnv>, path: string, drawing: PageDrawing, renderer: PageRenderer) {
  const url = new URL(c.req.url);
  const cookie = c.req.header("cookie");
  const result = await renderer.render(`${url.pathname}${url.search}`, {
    fetch: (input, init) => {
      const request = new Request(new URL(String(input), url.origin), init);
      if (cookie) request.headers.set("cookie", cookie);
      return drawing.dispatch(request, c);
    },
    runtimeConfig: drawing.runtimeConfig,
    appUrl: drawing.appUrl,
    cookie,
    acceptLanguage: c.req.header("accept-language"),
    referrer: c.req.header("referer"),
  });
  if (!result) return undefined;
  const headers: Record<string, string> = {
    ...commonHeaders,
    ...result.headers,
    // Drawn for this visitor (a member's preview, their language): no shared cache keeps it, and
    // the browser's own keeps it by the language it was drawn in.
    "cache-control": "private, no-cache",
    vary: varyOnEncoding("Accept, Cookie, Accept-Language"),
  };
  if (!isEmbeddable(path)) headers["content-security-policy"] = "frame-ancestors 'self'";
  if (result.status === 301 && result.location?.startsWith("/") && !result.location.startsWith("//")) {
    return c.body(null, 301, { ...headers, location: result.location });
  }
  const status = result.status === 301 ? 503 : result.status;
  const html = renderer.document(result);
  headers["content-type"] = "text/html; charset=utf-8";
  const coding = preferredCoding(c.req.header("accept-encoding"));
  if (!coding) return c.body(html, status, headers);
  headers["content-encoding"] = coding;
  return c.body(new Uint8Array(await compressNow(Buffer.from(html), coding)), status, headers);
}

/**
 * For `app.post("*", …)`: a form posted to a page's own address, which only happens before (or
 * without) the page's script (the forms send to the API from the browser). The values are
 * dropped and the browser is sent back to the page (303, by GET), which says that its forms need
 * JavaScript; never the JSON 404 a person would see as code.
 */
export function pageFormFallback(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = decodedPath(c.req.url);
    if (path === undefined || isApiPath(path) || !isPagePath(path) || !acceptsHtml(c.req.header("accept")))
      return next();
    const url = new URL(c.req.url);
    return c.redirect(`${url.pathname}${url.search}`, 303);
  };
}

/** An address the app routes: not under /assets, and no file name (`/robots.txt` is a file). */
function isPagePath(path: string): boolean {
  if (path === "/assets" || path.startsWith("/assets/")) return false;
  return !(path.split("/").pop() ?? "").includes(".");
}

/**
 * Whether the client takes HTML: a browser says `text/html`; link previews, crawlers and curl send
 * `*` + `/*` or nothing, and get the page too. Only a client that names other types alone (an API
 * client's `application/json`) does not.
 */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return /\btext\/html\b|\btext\/\*|\*\/\*/i.test(accept);
}
