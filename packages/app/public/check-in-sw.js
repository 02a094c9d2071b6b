// The door scanner's service worker (scope /check-in/): the scanner's page and its files stay on
// the device, so that it opens again without the network (docs/decisions/0010-door-offline.md).
//
// - A scanner page (a navigation under /check-in/): from the network, kept as its last copy; from
//   that copy when the network fails or is slower than a few seconds.
// - Build files (/assets/…, named by their content, never changed): from the cache once there,
//   else from the network and kept.
// - The page tells which files it runs on (`keep`): the page and those files are fetched and kept
//   too (the first visit loaded them before this worker was there), and build files that no kept
//   page names any more are dropped.
// - Everything else (the API, above all) is not touched: the scanner keeps its data itself.

const cacheName = "varco-door-1";
const pagesKey = "/check-in-sw/pages";
const networkWaitMs = 4000;

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith("varco-door-") && name !== cacheName) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const { type, page, files } = event.data ?? {};
  if (type === "keep" && typeof page === "string" && Array.isArray(files)) event.waitUntil(keep(page, files));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname.startsWith("/check-in/"))
    event.respondWith(page(request, url));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(file(request, url));
});

/** A scanner page: the network's, kept; the kept copy when the network fails or is slow. */
async function page(request, url) {
  const cache = await caches.open(cacheName);
  const key = url.pathname;
  const fresh = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(key, response.clone());
    return response;
  });
  const late = new Promise((resolve) => setTimeout(resolve, networkWaitMs));
  try {
    const first = await Promise.race([fresh, late]);
    if (first) return first;
  } catch {
    // No network: the kept copy below.
  }
  const kept = await cache.match(key);
  return kept ?? fresh;
}

/** A build file: kept once fetched. */
async function file(request, url) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(url.pathname);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(url.pathname, response.clone());
  return response;
}

/**
 * Keeps a page and its files (and drops build files no kept page names any more). The page too:
 * its first visit came before this worker, so no navigation has put it here yet.
 */
async function keep(page, files) {
  const cache = await caches.open(cacheName);
  if (page.startsWith("/check-in/") && !(await cache.match(page))) {
    try {
      const response = await fetch(page, { headers: { accept: "text/html" } });
      if (response.ok) await cache.put(page, response);
    } catch {
      // Offline now: kept the next time.
    }
  }
  const wanted = files.filter((path) => typeof path === "string" && path.startsWith("/"));
  for (const path of wanted) {
    if (await cache.match(path)) continue;
    try {
      const response = await fetch(path);
      if (response.ok) await cache.put(path, response);
    } catch {
      // Offline now: kept the next time.
    }
  }
  const pages = (await (await cache.match(pagesKey))?.json()) ?? {};
  pages[page] = wanted;
  await cache.put(pagesKey, new Response(JSON.stringify(pages)));
  const named = new Set(Object.values(pages).flat());
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith("/assets/") && !named.has(path)) await cache.delete(request);
  }
}
