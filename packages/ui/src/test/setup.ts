import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { toasts } from "../components/Toasts/toastStore";
import { loadEveryUiLocale } from "../i18n/strings";

// Components speak every locale in tests, as in an app that has loaded its reader's.
await loadEveryUiLocale();

// The files of a worker share one page and one set of modules (`isolate: false` in
// vitest.config.ts): each test leaves them as it found them. The app-wide toasts live in a module,
// react-aria's live announcer keeps its messages in a node of the body, and a test may leave fake
// timers or stubbed globals behind.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toasts.clean();
  for (const node of document.body.querySelectorAll("[data-live-announcer] [role]")) node.replaceChildren();
  document.body.replaceChildren(...document.body.querySelectorAll("[data-live-announcer]"));
  localStorage.clear();
  sessionStorage.clear();
  // Once everything is unmounted, nothing may still hide what is added to the page: an overlay
  // that hid the rest of the page and was not undone would hide the next component from assistive
  // technology (and from the next test's checks).
  const probe = document.createElement("div");
  document.body.append(probe);
  await Promise.resolve();
  const hidden = probe.getAttribute("aria-hidden") === "true" || probe.inert;
  probe.remove();
  if (hidden) throw new Error("Something left on the page still hides what is added to it after the test.");
});

// Testing Library's async utilities only advance fake timers they recognise as Jest's; this lets
// `vi.useFakeTimers()` work with user-event and waitFor in every test.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
