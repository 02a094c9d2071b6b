/** Where a visitor goes when an authenticated call answers 401 or 403 outside the public areas. */
export const loginPath = "/auth/login";

/**
 * The public areas, as the first segment of the path: sign-in pages, public event and organiser
 * pages, checkout, widget, door lists and the like. Hi.Events matched these as substrings anywhere
 * in the path, which made "/manage/events/upcoming" (contains "/events/") and
 * "/manage/organizer/1/authors" (contains "auth") count as public. Matching the first segment keeps
 * every public route public and every management route protected.
 * "e" is added: "/e/{eventId}/{slug}" is the short twin of the public "/event/" page.
 */
export const publicAreas = [
  "auth",
  "accept-invitation",
  "register",
  "forgot-password",
  "checkout",
  "event",
  "e",
  "print",
  "order",
  "widget",
  "product",
  "check-in",
  "events",
] as const;

const publicFirstSegments: ReadonlySet<string> = new Set(publicAreas);

export type AuthRedirect =
  | { redirect: false }
  /** `returnTo` is the current location, to be saved and visited again after login. */
  | { redirect: true; to: typeof loginPath; returnTo: string };

/**
 * Whether a 401/403 on this location sends the visitor to the login page. `location` is the path
 * with its query and hash (an absolute URL is accepted too). Everything outside the public areas
 * redirects — in particular all of "/manage/…", "/manage/event/…" included.
 */
export function authRedirectFor(location: string): AuthRedirect {
  const { pathname, search, hash } = parseLocation(location);
  if (isPublicPath(pathname)) return { redirect: false };
  return { redirect: true, to: loginPath, returnTo: `${pathname}${search}${hash}` };
}

function isPublicPath(pathname: string): boolean {
  // The router matches without case, so "/Checkout/1" is the checkout too.
  const segments = pathname.split("/").filter(Boolean).map(decodeSegment);
  const [first, second] = segments;
  if (first === undefined) return false;
  if (first === "account" && second === "payment") return true;
  return publicFirstSegments.has(first);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

const origin = "https://varco.invalid";

function parseLocation(location: string): URL {
  const absolute = /^[a-z][a-z\d+.-]*:/iu.test(location);
  // Prefixing the origin keeps a path like "//x" a path instead of a host name.
  const path = location.startsWith("/") ? location : `/${location}`;
  try {
    return absolute ? new URL(location) : new URL(`${origin}${path}`);
  } catch {
    return new URL(`${origin}/`);
  }
}
