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
    ],
  },
});
