import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./appEnv";

/**
 * The client's address for per-IP limits. With `TRUSTED_PROXY_COUNT` = n, the n-th address from
 * the right of X-Forwarded-For (what the outermost trusted proxy saw; entries left of it are the
 * client's to forge); otherwise the socket's peer. Undefined when neither is known (`app.request`).
 */
export function clientIp(c: Context<AppEnv>): string | undefined {
  const proxies = c.var.config.TRUSTED_PROXY_COUNT;
  if (proxies > 0) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter((hop) => hop !== "");
    const address = hops[hops.length - proxies];
    if (address) return address;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
