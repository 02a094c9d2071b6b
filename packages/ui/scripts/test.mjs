#!/usr/bin/env node
// `npm test -w @varco/ui`: unit and package checks first, then every story in Chromium with axe,
// one brand × mode project at a time. Running the eight browser projects at once starves a
// two-core machine (browser sessions time out); one after another is reliable and as fast.
import { spawnSync } from "node:child_process";

const matrix =
  process.env.STORY_MATRIX === "default"
    ? ["default-light"]
    : ["default", "lagoon", "ember", "lemon"].flatMap((brand) => [`${brand}-light`, `${brand}-dark`]);

const runs = [["unit", "package"], ...matrix.map((name) => [`stories:${name}`])];
const failed = [];
for (const projects of runs) {
  const args = ["vitest", "run", ...projects.flatMap((project) => ["--project", project])];
  console.info(`\n== ${args.join(" ")}`);
  const result = spawnSync("npx", args, { stdio: "inherit" });
  if (result.status !== 0) failed.push(projects.join(", "));
}

if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join("; ")}`);
  process.exit(1);
}
console.info(`\nAll ${runs.length} runs passed (${matrix.length} brand × mode story projects).`);
