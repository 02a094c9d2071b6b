import { setupI18n } from "@lingui/core";
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toasts } from "@varco/ui";
import { afterEach } from "vitest";
import { loadServerReasons } from "../forms/reasonWords";

// A file's first screen waits for its lazy route modules to be transformed: on two busy cores that
// takes longer than findBy's default second, so a screen that does appear would be reported missing.
configure({ asyncUtilTimeout: 5_000 });

// The files of a worker share one page and one set of modules (`isolate: false` in vite.config.ts):
// each test leaves them as it found them. The toasts' queue lives in a module, the announcements
// of react-aria's live announcer in a node it keeps in the body, and what a screen remembers in
// the browser's storage.
afterEach(async () => {
  if (typeof document === "undefined") return; // a file that runs in Node, without a page
  cleanup();
  toasts.clean();
  for (const node of document.body.querySelectorAll("[data-live-announcer] [role]")) node.replaceChildren();
  document.body.replaceChildren(...document.body.querySelectorAll("[data-live-announcer]"));
  localStorage.clear();
  sessionStorage.clear();
  // Once everything is unmounted, nothing may still hide what is added to the page: an overlay
  // that hid the rest of the page and was not undone would hide the next screen from assistive
  // technology (and from the next test's checks).
  const probe = document.createElement("div");
  document.body.append(probe);
  await Promise.resolve();
  const hidden = probe.getAttribute("aria-hidden") === "true" || probe.inert;
  probe.remove();
  if (hidden) throw new Error("Something left on the page still hides what is added to it after the test.");
});

// The app loads the server's refusals' words at start (main.tsx), the drawn pages with a form's
// first refusal: screens tested here say them at once, as in the app.
await loadServerReasons(setupI18n({ locale: "en", messages: { en: {} } }));
