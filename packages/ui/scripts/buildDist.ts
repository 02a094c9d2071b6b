import { build } from "tsdown";

/**
 * Vitest global setup of the "package" project: builds a fresh dist/ before the package checks run,
 * so they never judge a stale build. tsdown reads the package's own tsdown.config.ts, as
 * `npm run build` does. Only runs when that project runs.
 */
export default async function buildDist() {
  await build({ cwd: new URL("..", import.meta.url).pathname, logLevel: "warn" });
}
