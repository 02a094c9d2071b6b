/** Where a signed-in user lands when no (usable) return location was saved. */
export const defaultReturnPath = "/manage/events";

const origin = "https://varco.invalid";

// Browsers drop tabs and newlines from URLs and read "\" as "/", so "/\t/evil.com" and "/\evil.com"
// both become "//evil.com": such characters never appear in a path we hand back.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it must find.
const forbiddenCharacters = /[\u0000-\u001f\u007f\\]/u;

/**
 * The saved location to return to after login, or `defaultReturnPath` unless it is certainly a path
 * on this site. Only a path is accepted — never a scheme, a host, or anything a browser or a later
 * decoding step could turn into one ("//evil.com", "/%2F%2Fevil.com", "/%2e%2e//evil.com").
 * Locations inside /auth/ are refused too: returning to the login page would loop.
 */
export function safeReturnPath(saved: string | null | undefined): string {
  if (typeof saved !== "string" || saved.length > 2048) return defaultReturnPath;
  if (/\s/u.test(saved)) return defaultReturnPath;

  // Every decoding of the text must be a safe path too, in case something decodes it before use.
  let layer = saved;
  for (let depth = 0; depth < 5; depth += 1) {
    if (!isSafeLayer(layer)) return defaultReturnPath;
    const decoded = decodeOnce(layer);
    if (decoded === layer) break;
    layer = decoded;
  }
  if (decodeOnce(layer) !== layer) return defaultReturnPath; // encoded deeper than any real link

  const url = new URL(`${origin}${saved}`);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isSafeLayer(path) || isAuthPath(url.pathname)) return defaultReturnPath;
  return path;
}

function isSafeLayer(text: string): boolean {
  if (!text.startsWith("/") || text.startsWith("//")) return false;
  if (forbiddenCharacters.test(text)) return false;
  // Dot segments ("/..//evil.com", "/%2e%2e//evil.com") collapse into "//evil.com" once resolved.
  let url: URL;
  try {
    url = new URL(`${origin}${text}`);
  } catch {
    return false;
  }
  return url.origin === origin && !url.pathname.startsWith("//");
}

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A lone "%" (as in "?discount=50%25" once decoded) is not an escape: nothing more to decode.
    return text;
  }
}

function isAuthPath(pathname: string): boolean {
  return /^\/auth(?:\/|$)/iu.test(pathname);
}
