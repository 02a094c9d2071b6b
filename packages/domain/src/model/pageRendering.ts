import type { RuntimeConfig } from "./runtimeConfig";

/**
 * The one function between the server and the pages the app draws on it: the app builds
 * `render(url, context)` into a file the server imports at run time, never its sources. Both sides
 * are typed by these two interfaces.
 */

/** What the server gives `render` for one request. */
export interface PageRenderContext {
  /** The API for this request: answered in-process, with the visitor's cookies. */
  fetch: typeof fetch;
  /** The runtime configuration the server also writes into the page. */
  runtimeConfig: RuntimeConfig;
  /** The deployment's public address (canonical links, absolute image addresses). */
  appUrl: string;
  /** The request's Cookie header (the visitor's language choice). */
  cookie?: string | undefined;
  /** The request's Accept-Language header (the browser's languages, when the visitor chose none). */
  acceptLanguage?: string | undefined;
  /** The request's Referer header (the error page's "back" button). */
  referrer?: string | undefined;
}

/** What `render` answers: the page, or null for an address it does not draw. */
export interface PageRenderResult {
  status: 200 | 301 | 404 | 503;
  /** Elements for the head: title, description, canonical, previews, JSON-LD, the page's state. */
  head: string;
  /** The markup inside `#root`. */
  html: string;
  /** The page's language, for `<html lang>`. */
  lang: string;
  /** Where a 301 leads (a path on this site). */
  location?: string;
  /** Headers the answer must carry (the language cookie when the address picked one). */
  headers: Record<string, string>;
  /** Source modules of the pages' client build the page needs at once (its chunk, its catalog): to preload. */
  modules: string[];
}

export type PageRender = (url: string, context: PageRenderContext) => Promise<PageRenderResult | null>;

/**
 * The HTTP status of an address the app shows in the browser (index.html): 404 for one it has no
 * screen for, else 200. Built beside `render`.
 */
export type AddressStatus = (pathname: string) => 200 | 404;
