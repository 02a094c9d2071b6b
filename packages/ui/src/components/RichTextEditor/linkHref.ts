/** The only link schemes the editor writes or keeps: web pages and e-mail addresses. */
export const linkProtocols = ["http", "https", "mailto"] as const;
export type LinkProtocol = (typeof linkProtocols)[number];

// Browsers skip whitespace and control characters inside a scheme ("java\tscript:"), so we do too.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const SKIPPED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const BARE_EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

function schemeOf(href: string): string | undefined {
  return SCHEME.exec(href.replace(SKIPPED_BY_BROWSERS, ""))?.[1]?.toLowerCase();
}

/**
 * True when an href may be kept: only absolute http, https and mailto addresses. Everything else
 * (javascript:, data:, relative paths) is refused, wherever it comes from: the link form, pasted
 * HTML or the initial value.
 */
export function isAllowedLinkHref(href: string | null | undefined): boolean {
  if (!href) return false;
  const scheme = schemeOf(href);
  if (scheme === undefined || !(linkProtocols as readonly string[]).includes(scheme)) return false;
  if (scheme === "mailto") return href.trim().length > "mailto:".length;
  try {
    return new URL(href.trim()).hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Turns what a person typed into the link form into an href, or `null` when it is refused.
 * "example.com" becomes "https://example.com" and "name@example.com" a mailto: link.
 */
export function toLinkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === "") return null;
  const scheme = schemeOf(text);
  // "example.com:8080/x" looks like a scheme to the pattern; a dot means it is a host.
  const hasScheme = scheme !== undefined && !scheme.includes(".");
  const href = hasScheme ? text : BARE_EMAIL.test(text) ? `mailto:${text}` : `https://${text}`;
  return isAllowedLinkHref(href) ? href : null;
}
