import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("..", import.meta.url));

/** A port of 127.0.0.1 nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** Waits (90 s at most) until `url` answers 2xx; fails at once when the process exits. */
export async function waitUntilUp(child: ChildProcess, url: string): Promise<void> {
  for (let attempt = 0; attempt < 900; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${url} did not answer`);
}

/**
 * The real server (`src/server.ts`, as `npm start` runs it) in a child process on a free port,
 * logging warnings only, with `env` on top of this process's environment; resolves once it answers.
 */
export async function startBenchServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: origin,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilUp(child, `${origin}/api/health`);
  return { child, origin };
}
