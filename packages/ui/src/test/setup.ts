import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { loadEveryUiLocale } from "../i18n/strings";

// Components speak every locale in tests, as in an app that has loaded its reader's.
await loadEveryUiLocale();

afterEach(() => cleanup());

// Testing Library's async utilities only advance fake timers they recognise as Jest's; this lets
// `vi.useFakeTimers()` work with user-event and waitFor in every test.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
