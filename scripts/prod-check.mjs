#!/usr/bin/env node
// `node scripts/prod-check.mjs`, after `npm run build`: Varco runs from its build with no dev
// dependency installed. The repository's files and the build's outputs are copied into a
// temporary folder, `npm ci --omit=dev` installs what production needs there, `npm run start:prod`
// starts it on a fresh data directory, and the health check and the demo event's public page must
// answer 200. What a container image does, outside a container (none runs on CI's machines).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./freePort.mjs";
import { productionCopy, requireBuilds } from "./productionCopy.mjs";

requireBuilds(["packages/app/dist", "packages/server/dist"]);

let copy;
const dataDir = mkdtempSync(join(tmpdir(), "varco-prod-data-"));
let server;
const started = Date.now();
const step = (what) => console.info(`== ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

async function get(url) {
  const answer = await fetch(url, { redirect: "manual" });
  return { status: answer.status, text: await answer.text() };
}

try {
  copy = productionCopy(step);

  // The admin CLI from the build: no tsx in a production install.
  step("npm run varco -- --help");
  execFileSync("npm", ["run", "--silent", "varco", "--", "--help"], { cwd: copy, stdio: "ignore" });

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  step(`npm run start:prod on ${origin}`);
  server = spawn("npm", ["run", "start:prod"], {
    cwd: copy,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: origin,
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let said = "";
  server.stdout.on("data", (chunk) => {
    said += chunk;
  });
  server.stderr.on("data", (chunk) => {
    said += chunk;
  });
  const deadline = Date.now() + 120_000;
  let health = { status: 0 };
  while (Date.now() < deadline) {
    health = await get(`${origin}/api/health`).catch(() => ({ status: 0 }));
    if (health.status === 200) break;
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (health.status !== 200) throw new Error(`/api/health answered ${health.status}:\n${said.slice(-3000)}`);
  console.info("/api/health 200");

  const events = JSON.parse((await get(`${origin}/api/public/events`)).text);
  const event = events.data?.[0];
  if (!event) throw new Error("the demo event is not listed");
  const page = await get(`${origin}/event/${event.id}/${event.slug}`);
  if (page.status !== 200 || !page.text.includes("<h1"))
    throw new Error(`the event page answered ${page.status}`);
  console.info(`/event/${event.id}/${event.slug} 200, drawn by the server`);
  const app = await get(`${origin}/auth/login`);
  if (app.status !== 200) throw new Error(`the sign-in page answered ${app.status}`);
  console.info("/auth/login 200");
  step("production start checked");
} catch (error) {
  console.error(`Production check failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
