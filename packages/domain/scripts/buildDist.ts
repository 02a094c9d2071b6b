import { build } from "tsdown";
import packageConfig from "../tsdown.config";

/**
 * Vitest global setup of the "package" project: builds a fresh dist/ (JavaScript and declarations)
 * with the package's own tsdown configuration before the tarball is judged, so the checks never
 * judge a stale build. Only runs when that project runs.
 */
export default async function buildDist() {
  await build({
    ...packageConfig,
    cwd: new URL("..", import.meta.url).pathname,
    logLevel: "warn",
    config: false,
  });
}
