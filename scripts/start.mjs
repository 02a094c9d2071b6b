#!/usr/bin/env node
// `npm start`: runs Varco on one port (default 3000, or PORT).
// Until the API server and the app shell land (issues 4 and 5), what runs is the design system's
// Storybook, so a fresh clone still shows something real after `npm ci && npm start`.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = process.env.PORT ?? "3000";

console.info(`Varco design system (Storybook) on http://localhost:${port}`);
console.info("The app and the API arrive with the server and app-shell issues; see README.md.");

const child = spawn(
  process.execPath,
  [
    "node_modules/storybook/dist/bin/dispatcher.js",
    "dev",
    "--ci",
    "--no-open",
    "-p",
    port,
    "--config-dir",
    ".storybook",
  ],
  { cwd: root, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
