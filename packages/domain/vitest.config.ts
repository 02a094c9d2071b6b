import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: "node", environment: "node", include: ["src/**/*.test.ts"], exclude: ["src/swr/**"] },
      },
      // Hooks render with @testing-library/react, so they need a DOM.
      {
        extends: true,
        test: { name: "jsdom", environment: "jsdom", include: ["src/swr/**/*.test.{ts,tsx}"] },
      },
      // The package as published: a fresh build (global setup), then the tarball's file list,
      // publint, attw and a Node program importing the unpacked tarball.
      {
        test: {
          name: "package",
          environment: "node",
          include: ["scripts/**/*.test.ts"],
          globalSetup: ["./scripts/buildDist.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
