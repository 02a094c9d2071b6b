/** Where the error page's button leads, and what it says there. */
export type WayHome =
  | { kind: "events"; href: string }
  | { kind: "organizer"; href: string }
  | { kind: "event"; href: string }
  | { kind: "back"; href: string }
  | { kind: "home"; href: string }
  /** A buyer with nowhere public to go: the page offers no button rather than the organisers' login. */
  | { kind: "none"; href: null };

/** The first segments of the pages buyers see (sign-in pages are public too, but not theirs). */
const buyerAreas: ReadonlySet<string> = new Set([
  "event",
  "e",
  "events",
  "checkout",
  "order",
  "widget",
  "product",
  "check-in",
  "print",
]);

function segmentsOf(pathname: string): string[] {
  return pathname.split("/").filter(Boolean);
}

/** Whether a path is one of the pages buyers see. */
export function isBuyerPath(pathname: string): boolean {
  const [first] = segmentsOf(pathname);
  return first !== undefined && buyerAreas.has(first.toLowerCase());
}

/** A page the referring address names, when it is a web page other than the one that failed. */
function previousPage(referrer: string, pathname: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.origin !== origin) return url.href;
  // Our own pages: only a buyer's page, and not the one that failed.
  if (url.pathname === pathname || !isBuyerPath(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * The way out of an error page. Someone signed in goes to their events. A buyer (on a public
 * page, or coming from one) never lands on the organisers' login: they go to the organiser's or
 * the event's page the address names (when it names one deeper than that page), else back to the
 * page they came from, else nowhere (no button). Anyone else goes to `/`, which opens the events
 * of whoever is signed in or the login.
 */
export function wayHomeOf({
  signedIn,
  pathname,
  referrer,
  origin,
}: {
  signedIn: boolean;
  pathname: string;
  referrer: string;
  origin: string;
}): WayHome {
  if (signedIn) return { kind: "events", href: "/manage/events" };
  const [area, id, slug, ...more] = segmentsOf(pathname);
  if (area !== undefined && id !== undefined && slug !== undefined && more.length > 0 && /^\d+$/u.test(id)) {
    const page = `/${area.toLowerCase()}/${id}/${slug}`;
    if (area.toLowerCase() === "events" && !(more.length === 1 && more[0] === "past-events"))
      return { kind: "organizer", href: page };
    if ((area.toLowerCase() === "event" || area.toLowerCase() === "e") && slug !== "preview")
      return { kind: "event", href: page };
  }
  const back = previousPage(referrer, pathname, origin);
  if (isBuyerPath(pathname)) return back ? { kind: "back", href: back } : { kind: "none", href: null };
  // Elsewhere, only a buyer's page of ours is a better way out than the home address.
  if (back?.startsWith("/")) return { kind: "back", href: back };
  return { kind: "home", href: "/" };
}
