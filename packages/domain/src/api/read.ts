import type { Query } from "./query";

/**
 * One read of the API, described once: its path (segments already encoded), its query, and
 * anything else the answer depends on. The client sends it (always as GET) and the hooks key
 * their cache on it, so a read's path is written in one place only.
 */
export interface ApiRead<Answer> {
  readonly path: string;
  readonly query?: Query | undefined;
  /** Sent as request headers: not part of the URL, so `vary` must name what they depend on. */
  readonly headers?: Record<string, string> | undefined;
  /** What the answer depends on besides the path and query (a page's password): keys the cache. */
  readonly vary?: Record<string, unknown> | undefined;
  /** `data`: the answer comes as `{ data }` and the read resolves to what is inside. */
  readonly envelope: "data" | "none";
  /** Never set: carries the type the read resolves to. */
  readonly answer?: Answer;
}

type ReadParts = Pick<ApiRead<unknown>, "query" | "headers" | "vary">;

/** A read whose answer comes wrapped as `{ data }`; it resolves to what is inside. */
export function dataRead<Answer>(path: string, parts: ReadParts = {}): ApiRead<Answer> {
  return { path, ...parts, envelope: "data" };
}

/** A read whose answer is used as it comes (a page with `meta` and `links`, report rows, a verdict). */
export function bareRead<Answer>(path: string, parts: ReadParts = {}): ApiRead<Answer> {
  return { path, ...parts, envelope: "none" };
}
