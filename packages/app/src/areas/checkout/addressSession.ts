import { widgetSessionParameter } from "../public/widgetPaths";

const orderCall = /\/public\/events\/[^/]+\/order\/[^/]+/u;

/**
 * A card payment the widget opened in a tab of its own names its checkout session in the address
 * (docs/decisions/0016-widget-session-in-address.md). The server keeps it as this tab's cookie
 * only when the browser holds no session of ours yet: a link never replaces a live one (decision
 * 0017). So every call of this tab about an order names the address's session too, whatever
 * cookie the browser has. A tab whose address names none calls as it is.
 */
export function withAddressSession(send: typeof fetch, search: string): typeof fetch {
  const session = new URLSearchParams(search).get(widgetSessionParameter);
  if (!session) return send;
  return (input, init) => {
    if (typeof input !== "string" && !(input instanceof URL)) return send(input, init);
    const url = new URL(String(input), globalThis.location?.href);
    if (!orderCall.test(url.pathname) || url.searchParams.has(widgetSessionParameter))
      return send(input, init);
    url.searchParams.set(widgetSessionParameter, session);
    return send(url.href, init);
  };
}
