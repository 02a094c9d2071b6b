import { defineConfig } from "@playwright/test";

// Debian's Chromium (/usr/bin/chromium): the tests do not download a browser of their own.
export const chromiumArgs = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * End-to-end tests against the real server (PGlite in a temporary directory) serving the built
 * app: `npm run build -w @varco/app` first (the package's `test` script does). The global setup
 * starts the server on a free port; tests reach it through the `baseURL` fixture (e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/globalSetup.ts",
  // Two cores, one server: tests run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // In CI a test that fails is run once more, and one that then passes is listed as flaky in the
  // output (a slower machine's timing, not a broken feature); one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // Two minutes a test: on two cores busy with other suites a short test took 14–34 s (a few
  // seconds alone). Journeys through several screens set their own, longer budget.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    locale: "it-IT",
    trace: "retain-on-failure",
    actionTimeout: 15_000,
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
