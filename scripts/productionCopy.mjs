// A copy of the repository as production installs it, after `npm run build`: the tracked files and
// the build's outputs copied into a temporary folder, then `npm ci --omit=dev` there, so no dev
// dependency (tsx, vite, vitest, rolldown) is present. What a container image holds, outside one.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
const builds = ["packages/app/dist", "packages/server/dist", "packages/ui/dist", "packages/domain/dist"];

/** Exits with a message when one of `required` (paths under the repository) has not been built. */
export function requireBuilds(required) {
  for (const build of required)
    if (!existsSync(join(root, build))) {
      console.error(`No ${build}: run \`npm run build\` first.`);
      process.exit(1);
    }
}

/** Makes the copy and installs production's dependencies in it; resolves with its folder. */
export function productionCopy(step = console.info) {
  const copy = mkdtempSync(join(tmpdir(), "varco-prod-"));
  step(`copying the repository and its build into ${copy}`);
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of tracked) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  for (const build of builds)
    if (existsSync(join(root, build))) cpSync(join(root, build), join(copy, build), { recursive: true });

  step("npm ci --omit=dev");
  execFileSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: copy,
    stdio: "inherit",
  });
  for (const devOnly of ["tsx", "vite", "vitest", "rolldown"])
    if (existsSync(join(copy, "node_modules", devOnly)))
      throw new Error(`${devOnly}, a dev dependency, was installed: the check would prove nothing`);
  return copy;
}
