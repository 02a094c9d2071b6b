import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const configDir = fileURLToPath(new URL("../../.storybook", import.meta.url));

/** Flags Debian's Chromium needs on this kind of machine (closed network, root, no GPU). */
export const chromiumArgs = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Every story runs in Chromium with axe, drawn in the default brand's light mode; its colours are
 * then checked under every other brand and mode at run time (.storybook/preview.tsx), one render
 * per story. STORY_MATRIX=default skips those other brands while iterating; STORY_MATRIX=full
 * draws every story afresh in each brand and mode, one project each (slow: eight renders a story).
 */
const storyMatrix = process.env.STORY_MATRIX;
const matrix: { brand: string; mode: "light" | "dark"; everyTheme: boolean }[] =
  storyMatrix === "full"
    ? ["default", "lagoon", "ember", "lemon"].flatMap((brand) =>
        (["light", "dark"] as const).map((mode) => ({ brand, mode, everyTheme: false })),
      )
    : [{ brand: "default", mode: "light", everyTheme: storyMatrix !== "default" }];

const storyProjects: TestProjectInlineConfiguration[] = matrix.map(({ brand, mode, everyTheme }) => ({
  extends: true,
  plugins: [storybookTest({ configDir })],
  define: { __VARCO_STORY_GLOBALS__: JSON.stringify({ brand, mode, everyTheme }) },
  optimizeDeps: {
    include: [
      "@vanilla-extract/recipes/createRuntimeFn",
      "@vanilla-extract/dynamic",
      "react-aria-components",
      "react-aria",
      "lucide-react",
      "@tiptap/react",
      "@tiptap/starter-kit",
      "@internationalized/date",
    ],
  },
  test: {
    name: everyTheme ? "stories" : `stories:${brand}-${mode}`,
    // Eight Chromium projects share two cores in CI: allow slow first renders.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs } }),
      instances: [{ browser: "chromium" }],
    },
  },
}));

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // react-aria keyboard tests are slow on a loaded two-core machine.
          testTimeout: 20_000,
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test/setup.ts"],
          // The files of a worker share its modules: each file would otherwise load react-aria and
          // compile the style files afresh. The setup file resets what tests leave behind.
          isolate: false,
          pool: "forks",
        },
      },
      ...storyProjects,
      {
        // The package as published: a fresh tsdown build (global setup), publint, attw, and an app
        // built against dist/ and opened in Chromium.
        test: {
          name: "package",
          environment: "node",
          include: ["scripts/**/*.test.ts", "consumer/**/*.test.ts"],
          globalSetup: ["./scripts/buildDist.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
