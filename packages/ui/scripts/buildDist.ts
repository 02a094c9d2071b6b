import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Vitest global setup of the "package" project: builds a fresh dist/ with tsup before the package
 * checks run, so they never judge a stale build. Only runs when that project runs.
 */
export default function buildDist() {
  const packageDir = fileURLToPath(new URL("..", import.meta.url));
  const tsupCli = join(
    dirname(createRequire(import.meta.url).resolve("tsup/package.json")),
    "dist/cli-default.js",
  );
  execFileSync(process.execPath, [tsupCli, "--silent"], { cwd: packageDir, stdio: "inherit" });
}
