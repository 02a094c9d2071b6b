#!/usr/bin/env node
// Runs one suite again and again on a busy machine, to find the tests whose outcome depends on
// timing before CI does. `npm run test:repeat -- <suite> [--times N] [--load K] [--beside "cmd"]`
//
//   suite      app (the app's jsdom suite), ui (the design system's jsdom suite), stories (every
//              story in Chromium), e2e (Playwright against the built app and a real server; the app
//              is built once first unless --no-build), server (the API's suite, PGlite and
//              PostgreSQL), domain
//   --times N  how many runs (default 5)
//   --load K   K processes that keep a core busy the whole time (default 2: both cores of a
//              two-core machine, as when CI shares it with another job)
//   --beside   a command run over and over beside the suite instead of, or as well as, the load
//              (another suite: `--load 0 --beside "npm test -w @varco/ui"`)
//   --only     a file filter handed to the test runner (a path fragment)
//
// Each run's failures are read from the runner's JSON report; the end lists every test that
// failed at least once, with how many runs it failed in. Exits 1 when any run failed.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    times: { type: "string", default: "5" },
    load: { type: "string", default: "2" },
    beside: { type: "string" },
    only: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});

const suites = {
  app: { cwd: "packages/app", kind: "vitest", args: [] },
  ui: { cwd: "packages/ui", kind: "vitest", args: ["--project", "unit"] },
  stories: { cwd: "packages/ui", kind: "vitest", args: ["--project", "stories"] },
  domain: { cwd: "packages/domain", kind: "vitest", args: [] },
  server: { cwd: "packages/server", kind: "vitest", args: [] },
  e2e: { cwd: "packages/app", kind: "playwright", args: [] },
};

const name = positionals[0];
const suite = suites[name];
const times = Number(values.times);
const load = Number(values.load);
if (!suite || !Number.isInteger(times) || times < 1 || !Number.isInteger(load) || load < 0) {
  console.error(
    `Usage: npm run test:repeat -- <${Object.keys(suites).join("|")}> [--times N] [--load K] [--beside "cmd"]`,
  );
  process.exit(2);
}

const root = new URL("..", import.meta.url).pathname;
const cwd = join(root, suite.cwd);
const work = mkdtempSync(join(tmpdir(), "varco-repeat-"));

if (suite.kind === "playwright" && !values["no-build"]) {
  console.info("== building the app once for the e2e runs");
  const built = spawnSync("npm", ["run", "build", "-w", "@varco/app"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(1);
}

// The load: K processes that spin until this script ends.
const hogs = Array.from({ length: load }, () =>
  spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" }),
);
let besideRunning = null;
let stopping = false;
const runBeside = () => {
  if (!values.beside || stopping) return;
  besideRunning = spawn("bash", ["-c", values.beside], { cwd: root, stdio: "ignore", detached: true });
  besideRunning.on("exit", () => runBeside());
};
runBeside();
const stopLoad = () => {
  stopping = true;
  for (const hog of hogs) hog.kill("SIGKILL");
  if (besideRunning?.pid) {
    try {
      process.kill(-besideRunning.pid, "SIGKILL");
    } catch {}
  }
};
process.on("SIGINT", () => {
  stopLoad();
  process.exit(130);
});

/** The names of the tests that failed, and of those that passed only when tried again. */
function outcomeOf(report) {
  const failed = [];
  const flaky = [];
  let total = 0;
  if (suite.kind === "vitest") {
    for (const file of report.testResults ?? []) {
      const where = file.name.replace(`${cwd}/`, "");
      if ((file.assertionResults ?? []).length === 0 && file.status === "failed")
        failed.push(`${where} (the file)`);
      for (const test of file.assertionResults ?? []) {
        total += 1;
        if (test.status === "failed") failed.push(`${where} › ${test.fullName}`);
      }
    }
  } else {
    const walk = (node, trail) => {
      for (const child of node.suites ?? []) walk(child, [...trail, child.title]);
      for (const spec of node.specs ?? []) {
        for (const test of spec.tests ?? []) {
          total += 1;
          const label = [...trail, spec.title].filter(Boolean).join(" › ");
          if (test.status === "unexpected") failed.push(label);
          if (test.status === "flaky") flaky.push(label);
        }
      }
    };
    walk(report, []);
    for (const error of report.errors ?? []) failed.push(`(outside a test) ${error.message?.split("\n")[0]}`);
  }
  return { failed, flaky, total };
}

const tally = new Map();
let failedRuns = 0;
for (let run = 1; run <= times; run += 1) {
  const reportFile = join(work, `run-${run}.json`);
  const started = Date.now();
  const filter = values.only ? [values.only] : [];
  const [command, args, env] =
    suite.kind === "vitest"
      ? [
          "npx",
          [
            "vitest",
            "run",
            ...suite.args,
            "--reporter=dot",
            "--reporter=json",
            `--outputFile.json=${reportFile}`,
            ...filter,
          ],
          {},
        ]
      : [
          "npx",
          ["playwright", "test", "--retries=0", "--reporter=dot,json", ...filter],
          { PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
        ];
  const result = await new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("exit", (code) => resolve(code));
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  let outcome = { failed: [], flaky: [], total: 0 };
  try {
    outcome = outcomeOf(JSON.parse(readFileSync(reportFile, "utf8")));
  } catch {
    outcome.failed.push("(no report: the runner itself failed)");
  }
  if (result !== 0 && outcome.failed.length === 0) outcome.failed.push(`(the runner exited ${result})`);
  if (outcome.failed.length > 0) failedRuns += 1;
  for (const label of [...outcome.failed, ...outcome.flaky.map((label) => `${label} [passed on retry]`)]) {
    tally.set(label, (tally.get(label) ?? 0) + 1);
  }
  console.info(
    `\n== ${name} run ${run}/${times}: ${outcome.total} tests, ${outcome.failed.length} failed, ${seconds} s` +
      (outcome.failed.length > 0 ? `\n   ${outcome.failed.join("\n   ")}` : ""),
  );
}

stopLoad();
rmSync(work, { recursive: true, force: true });
const under = [load > 0 ? `${load} busy process(es)` : "", values.beside ? `"${values.beside}" beside` : ""]
  .filter(Boolean)
  .join(" and ");
console.info(`\n== ${name}: ${times - failedRuns} of ${times} runs passed${under ? `, under ${under}` : ""}`);
for (const [label, count] of [...tally].sort((a, b) => b[1] - a[1])) console.info(`   ${count}× ${label}`);
process.exit(failedRuns > 0 ? 1 : 0);
