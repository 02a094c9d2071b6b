import { defineConfig } from "tsup";

/**
 * Two entries: `@varco/domain` (model, rules, client; no React) and `@varco/domain/swr` (hooks).
 * Code they share goes to chunks; `src/dist.test.ts` checks the main entry never reaches React or SWR.
 */
export default defineConfig({
  entry: { index: "src/index.ts", swr: "src/swr/index.ts" },
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "neutral",
  splitting: true,
  external: ["react", "react/jsx-runtime", "swr", "zod"],
});
