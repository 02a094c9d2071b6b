#!/usr/bin/env node
// `npm start`: Varco on one port (default 3000, or PORT): the API under /api and the built app
// everywhere else. Builds what is missing or stale first (the design system, then the app), then
// runs the server, which migrates the database and, on an empty one, seeds a demo account whose
// credentials it prints once.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const at = (...parts) => join(root, ...parts);

/** The newest modification time under `paths` (files or folders), 0 when none exists. */
function newest(paths) {
  let time = 0;
  const visit = (path) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name !== "node_modules" && !name.startsWith(".")) visit(join(path, name));
      }
    } else time = Math.max(time, stats.mtimeMs);
  };
  for (const path of paths) visit(path);
  return time;
}

/** Why `output` needs building from `sources`, or undefined when it is up to date. */
function staleness(output, sources) {
  if (!existsSync(output)) return "not built yet";
  return newest(sources) > statSync(output).mtimeMs ? "older than its sources" : undefined;
}

// Under `npm start`, npm_execpath is npm's own script: run it with this Node, whatever is on PATH.
const npm = /npm-cli\.js$/.test(process.env.npm_execpath ?? "")
  ? { command: process.execPath, prefix: [process.env.npm_execpath] }
  : { command: process.platform === "win32" ? "npm.cmd" : "npm", prefix: [] };

function build(workspace, reason) {
  console.info(`\n> Building ${workspace} (${reason}): npm run build -w ${workspace}\n`);
  const { status, error } = spawnSync(npm.command, [...npm.prefix, "run", "build", "-w", workspace], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (status !== 0) {
    console.error(
      `\nBuilding ${workspace} failed${error ? `: ${error.message}` : ` (exit code ${status})`}.`,
    );
    process.exit(status || 1);
  }
}

// 1. The app, unless APP_DIST_DIR points at a build of one's own. It compiles the design system
// from its sources (packages/app/vite.config.ts), so those count among its own.
const env = { ...process.env };
const appDist = at("packages/app/dist");
if (env.APP_DIST_DIR) {
  console.info(`Serving the app from APP_DIST_DIR=${env.APP_DIST_DIR} as it is (not rebuilt).`);
} else {
  const appManifest = JSON.parse(readFileSync(at("packages/app/package.json"), "utf8"));
  if (appManifest.scripts?.build) {
    const appSources = readdirSync(at("packages/app"))
      .filter((name) => !["node_modules", "dist", "tsc-out"].includes(name) && !name.startsWith("."))
      .map((name) => at("packages/app", name));
    const appStale = staleness(join(appDist, "index.html"), [
      ...appSources,
      at("packages/ui/src"),
      at("packages/domain/src"),
      at("lingui.config.ts"),
    ]);
    if (appStale) build("@varco/app", appStale);
    env.APP_DIST_DIR = appDist;
  } else {
    console.warn(
      "\nWarning: packages/app has no build script yet, so there is no app to serve: starting the API alone.\n",
    );
  }
}

// 2. The server, from the repository's root so DATA_DIR (./data) is the root's.
const tsx = pathToFileURL(createRequire(at("packages/server/package.json")).resolve("tsx")).href;
const server = spawn(process.execPath, ["--import", tsx, at("packages/server/src/server.ts")], {
  cwd: root,
  env,
  stdio: ["ignore", "pipe", "inherit"],
  // Its own process group: a Ctrl-C in the terminal reaches this script (and npm, which passes it
  // on again), not the server directly; the server gets it once, from here, and stops gracefully.
  detached: process.platform !== "win32",
});

const port = env.PORT || "3000";
let servingApp = false;
createInterface({ input: server.stdout }).on("line", (line) => {
  process.stdout.write(`${line}\n`);
  if (!line.startsWith("{")) return;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return;
  }
  if (entry.msg === "serving the app") servingApp = true;
  if (entry.msg !== "listening") return;
  const url = env.APP_URL || `http://localhost:${entry.port ?? port}`;
  const what = servingApp ? "the app, with the API under /api" : "the API alone, under /api: no app built";
  console.info(`\nVarco is running on ${url} (${what}). Ctrl-C stops it.\n`);
});

// One signal stops the server gracefully; npm re-sends the terminal's Ctrl-C, so a repeat within a
// second is the same request. A later one is the user insisting: the server then exits at once.
let lastForwarded = 0;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (Date.now() - lastForwarded < 1000 || server.exitCode !== null) return;
    lastForwarded = Date.now();
    server.kill(signal);
  });
}
process.on("exit", () => {
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
});

server.on("error", (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
  // Leave without waiting for npm's or the terminal's late signals.
  process.exit();
});
