import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const packageRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  logs: { msg?: string; [field: string]: unknown }[];
  stderr: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first log line that matches, rejects if the process exits first. */
  waitForLog(message: string, timeoutMs?: number): Promise<Record<string, unknown>>;
}

const started: ChildProcess[] = [];

/** Kills (SIGKILL) every process `startProcess` started that is still running: for `afterEach`. */
export function killStartedProcesses(): void {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/**
 * `node --import tsx <entry>` (a path under packages/server), exactly as `npm start` runs
 * src/server.ts, with only the environment given (and PATH, HOME, HOST 127.0.0.1, PORT 0).
 */
export function startProcess(entry: string, env: Record<string, string | undefined>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: packageRoot,
    // Only what the test gives: no DATABASE_URL or PORT leaking in from the shell running vitest.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  const logs: ServerProcess["logs"] = [];
  const stderr: string[] = [];
  const waiters: { message: string; resolve: (line: Record<string, unknown>) => void }[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (text) => {
    let line: ServerProcess["logs"][number];
    try {
      line = JSON.parse(text);
    } catch {
      line = { msg: text };
    }
    logs.push(line);
    for (const waiter of waiters.filter((candidate) => candidate.message === line.msg)) waiter.resolve(line);
  });
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on("line", (text) => stderr.push(text));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const waitForLog = (message: string, timeoutMs = 150_000) => {
    const seen = logs.find((line) => line.msg === message);
    if (seen) return Promise.resolve(seen);
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "${message}" log within ${timeoutMs} ms: ${stderr.join("\n")}`)),
        timeoutMs,
      );
      waiters.push({
        message,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
      void exited.then(({ code }) =>
        reject(new Error(`exited (${code}) before "${message}": ${stderr.join("\n")}`)),
      );
    });
  };
  return { child, logs, stderr, exited, waitForLog };
}
