import { build } from "tsdown";
import packageConfig from "../tsdown.config";

/**
 * Vitest global setup of the "package" project: builds a fresh dist/ with the package's own tsdown
 * configuration before the package checks run, so they never judge a stale build. Only runs when
 * that project runs.
 */
export default async function buildDist() {
  await build({
    ...packageConfig,
    cwd: new URL("..", import.meta.url).pathname,
    logLevel: "warn",
    config: false,
  });
}
