/**
 * Links rendered by the design system are plain anchors (react-aria's RouterProvider is not part
 * of @varco/ui's public face), so a click on one would reload the whole app. This turns an
 * ordinary left click on a same-origin link into a router navigation; new-tab clicks, downloads,
 * external links, /api and links whose handler already took the click are left to the browser.
 */
export function clientNavigationTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download") || anchor.getAttribute("rel")?.includes("external")) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Listens on the document; returns the function that stops listening. */
export function interceptLinkClicks(doc: Document, navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const to = clientNavigationTarget(event, doc.location.origin);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
