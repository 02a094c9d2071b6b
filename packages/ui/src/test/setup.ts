import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => cleanup());

// Testing Library's async utilities only advance fake timers they recognise as Jest's; this lets
// `vi.useFakeTimers()` work with user-event and waitFor in every test.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
