import { defineConfig } from "tsdown";

/**
 * Two entries: `@varco/domain` (model, rules, client; no React) and `@varco/domain/swr` (hooks).
 * Code they share goes to chunks; `src/dist.test.ts` checks the main entry never reaches React or
 * SWR. Dependencies and peer dependencies (zod, slugify, react, swr) stay imports: tsdown leaves
 * every package named in package.json out of the bundle.
 */
export default defineConfig({
  entry: { index: "src/index.ts", swr: "src/swr/index.ts" },
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "neutral",
  // Declarations take most of the build's time; that is expected, not worth a warning.
  checks: { pluginTimings: false },
});
