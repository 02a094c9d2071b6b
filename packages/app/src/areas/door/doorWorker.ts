/**
 * The scanner's service worker (public/check-in-sw.js): registered for /check-in/, and told which
 * files this page runs on, so that the page opens again without the network.
 */
export function keepDoorOffline(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/check-in-sw.js", { scope: "/check-in/" }).catch((error: unknown) => {
    console.error("The scanner could not be made to work offline.", error);
  });
  keepDoorFiles();
}

/**
 * Names this page's files to the worker: those loaded so far (the first visit loaded them before
 * the worker was there; a decoder or a catalog may have come later).
 */
export function keepDoorFiles(): void {
  if (!("serviceWorker" in navigator)) return;
  const files = new Set<string>();
  const ours = (address: string) => {
    const url = new URL(address, location.href);
    if (url.origin === location.origin && url.pathname.startsWith("/assets/")) files.add(url.pathname);
  };
  for (const entry of performance.getEntriesByType("resource")) ours(entry.name);
  for (const element of document.querySelectorAll<HTMLLinkElement>("link[href]")) ours(element.href);
  for (const element of document.querySelectorAll<HTMLScriptElement>("script[src]")) ours(element.src);
  const page = location.pathname;
  void navigator.serviceWorker.ready.then(({ active }) => {
    active?.postMessage({ type: "keep", page, files: [...files] });
  });
}
