#!/usr/bin/env node
// `npm test -w @varco/ui`: unit and package checks first, then every story in Chromium with axe
// (drawn once, its colours checked under every brand and mode: see vitest.config.ts). With
// STORY_MATRIX=full, one project per brand × mode, one after another: running eight browser
// projects at once starves a two-core machine (browser sessions time out).
import { spawnSync } from "node:child_process";

const matrix =
  process.env.STORY_MATRIX === "full"
    ? ["default", "lagoon", "ember", "lemon"].flatMap((brand) => [
        `stories:${brand}-light`,
        `stories:${brand}-dark`,
      ])
    : ["stories"];

const runs = [["unit", "package"], ...matrix.map((name) => [name])];
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
console.info(`\nAll ${runs.length} runs passed (story projects: ${matrix.join(", ")}).`);
