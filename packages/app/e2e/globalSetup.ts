import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { demoEmail, demoPassword } from "./demo";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const distDir = join(appDir, "dist");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = await readFile(logFile, "utf8").catch(() => "");
  throw new Error(`The server at ${url} did not become healthy.\n${log}`);
}

/**
 * Starts the real server (API + built app) once for every test, on a free port with its own
 * PGlite directory, and stops it afterwards. Builds the app only when dist/ is missing.
 */
export default async function globalSetup() {
  if (!existsSync(join(distDir, "index.html"))) {
    const build = spawnSync("npm", ["run", "build", "-w", "@varco/app"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error("Building the app failed.");
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), "varco-e2e-"));
  const logFile = join(dataDir, "server.log");
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ["--import", "tsx", "packages/server/src/server.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_DIST_DIR: distDir,
      APP_URL: url,
      DEMO_EMAIL: demoEmail,
      DEMO_PASSWORD: demoPassword,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, server, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.VARCO_E2E_URL = url;
  return stop;
}
