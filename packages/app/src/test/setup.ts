import { setupI18n } from "@lingui/core";
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadServerReasons } from "../forms/reasonWords";

// A file's first screen waits for its lazy route modules to be transformed: on two busy cores that
// takes longer than findBy's default second, so a screen that does appear would be reported missing.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// The app loads the server's refusals' words at start (main.tsx), the drawn pages with a form's
// first refusal: screens tested here say them at once, as in the app.
await loadServerReasons(setupI18n({ locale: "en", messages: { en: {} } }));
