#!/usr/bin/env node
// `npm run varco -- <command>`: the admin CLI. Where tsx is installed (a development checkout) it
// runs the CLI's TypeScript sources, so it is never an older build than the code; where it is not (a
// production install, `npm ci --omit=dev`, the container image) it runs the CLI that
// `npm run build` compiled (packages/server/dist/varco.js), which needs no TypeScript runner.
// VARCO_CLI=built runs the compiled one in a development checkout too.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

const at = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const built = at("packages/server/dist/varco.js");

function hasTsx() {
  try {
    createRequire(at("package.json")).resolve("tsx");
    return true;
  } catch {
    return false;
  }
}

const args = process.argv.slice(2);
if (process.env.VARCO_CLI !== "built" && hasTsx()) {
  const ran = spawnSync(
    process.execPath,
    ["--import", "tsx", at("packages/server/src/cli/main.ts"), ...args],
    {
      stdio: "inherit",
    },
  );
  process.exitCode = ran.status ?? 1;
} else if (existsSync(built)) {
  // The built CLI sets process.exitCode itself.
  await import(pathToFileURL(built).href);
} else {
  console.error("The admin CLI is not built (packages/server/dist/varco.js): run `npm run build` first.");
  process.exitCode = 1;
}
