import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A file's first screen waits for its lazy route modules to be transformed: on two busy cores that
// takes longer than findBy's default second, so a screen that does appear would be reported missing.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
