import { once } from "node:events";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { killStartedProcesses, startProcess } from "./test/serverProcess";
import { openTestDatabase, type TestDatabase } from "./test/testDatabase";

/**
 * The status lines of two `GET /api/health` sent on one keep-alive socket, `idleMs` apart; a
 * connection the server closed in between shows as a rejection ("closed by the server").
 */
async function twoRequestsOnOneConnection(url: string, idleMs: number): Promise<string[]> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  await once(socket, "connect");
  const statusLines: string[] = [];
  let received = "";
  let answered: (() => void) | undefined;
  const closed = new Promise<never>((_, reject) =>
    socket.once("close", () =>
      reject(new Error(`closed by the server after ${statusLines.length} answer(s)`)),
    ),
  );
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
    // /api/health's body is small JSON with a Content-Length: one answer ends with its body.
    const match = /^(HTTP\/1\.1 [^\r]+)\r\n[\s\S]*?content-length: (\d+)\r\n[\s\S]*?\r\n\r\n/i.exec(received);
    if (!match?.[1] || !match[2]) return;
    const end = match[0].length + Number(match[2]);
    if (received.length < end) return;
    statusLines.push(match[1]);
    received = received.slice(end);
    answered?.();
  });
  const ask = async () => {
    const answer = new Promise<void>((resolve) => {
      answered = resolve;
    });
    socket.write(`GET /api/health HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
    await Promise.race([answer, closed]);
  };
  try {
    await ask();
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    await ask();
    return statusLines;
  } finally {
    socket.destroy();
  }
}

/**
 * A client that opens a connection from `localAddress` and sends a request's headers a line at a
 * time, never finishing them; resolves with how long after `since` the server closed it.
 */
function trickle(port: number, localAddress: string, since: number): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress });
    let timer: NodeJS.Timeout | undefined;
    socket.once("connect", () => {
      socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
      timer = setInterval(() => socket.write("X-Slowly: yes\r\n"), 300);
    });
    // A write after the server closed it fails: that is the close this waits for.
    socket.on("error", () => undefined);
    socket.once("close", () => {
      clearInterval(timer);
      resolve(Date.now() - since);
    });
  });
}

describe("the server process", () => {
  let database: TestDatabase | undefined;
  let dataDir: string;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "varco-server-test-"));
    // PostgreSQL: this file's own database; PGlite: a data dir the process creates from nothing.
    if (inject("testDatabase").kind === "postgres") {
      database = await openTestDatabase();
      env = { DATABASE_URL: database.url };
    } else {
      env = { DATA_DIR: dataDir };
    }
  });

  afterEach(killStartedProcesses);

  afterAll(async () => {
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  // A child process compiles with tsx and, on PGlite, runs initdb: slow on a busy machine.
  const processTimeout = 180_000;

  it("starts, migrates, answers health, and exits 0 on SIGTERM", { timeout: processTimeout }, async () => {
    const server = startProcess("src/server.ts", env);
    const { url } = (await server.waitForLog("listening")) as { url: string };
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });
    // A client that reuses a connection left idle longer than Node's default 5 s gets an answer.
    expect(await twoRequestsOnOneConnection(url, 6_000)).toEqual(["HTTP/1.1 200 OK", "HTTP/1.1 200 OK"]);

    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.logs.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        "database ready",
        "listening",
        "signal received",
        "stopping: no new connections, waiting for requests in flight",
        "stopped",
      ]),
    );
    if (env.DATA_DIR) expect((await readdir(join(dataDir, "pglite"))).length).toBeGreaterThan(0);
  });

  it("closes clients that trickle their headers or hold too many connections, and answers others meanwhile", {
    timeout: processTimeout,
  }, async () => {
    const server = startProcess("src/server.ts", {
      ...env,
      HEADERS_TIMEOUT_MS: "2000",
      MAX_CONNECTIONS_PER_ADDRESS: "10",
    });
    const { url } = (await server.waitForLog("listening")) as { url: string };
    const port = Number(new URL(url).port);
    const since = Date.now();
    // Thirty slow connections from one address (another loopback address than the normal client's).
    const tricklers = Array.from({ length: 30 }, () => trickle(port, "127.0.0.2", since));
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Meanwhile a client from another address is answered.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const closedAfter = (await Promise.all(tricklers)).sort((a, b) => a - b);
    // Past the address's share: closed as they came, before any header time ran out.
    expect(closedAfter.slice(0, 20).every((ms) => ms < 1_500)).toBe(true);
    // The ten within it: closed once their headers' 2 s ran out (checked every second), not held.
    expect(closedAfter.slice(20).every((ms) => ms >= 1_900 && ms < 10_000)).toBe(true);
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it("lets a request in flight finish after SIGTERM, refuses new ones, then exits 0", {
    timeout: processTimeout,
  }, async () => {
    // On PGlite this reopens the data dir the previous test left: migrations there are a no-op.
    const server = startProcess("src/test/slowServer.ts", env);
    const { url } = (await server.waitForLog("listening")) as { url: string };

    const slow = fetch(`${url}/api/test/slow?ms=1500`);
    await server.waitForLog("slow request started");
    server.child.kill("SIGTERM");
    await server.waitForLog("stopping: no new connections, waiting for requests in flight");

    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });

    expect(await server.exited).toEqual({ code: 0, signal: null });
    const messages = server.logs.map((line) => line.msg);
    const slowLine = server.logs.findIndex(
      (line) => line.msg === "request" && line.path === "/api/test/slow",
    );
    expect(slowLine).toBeGreaterThan(-1);
    expect(slowLine).toBeLessThan(messages.indexOf("stopped"));
  });

  it("refuses to start with a bad configuration, naming the variable", {
    timeout: processTimeout,
  }, async () => {
    const server = startProcess("src/server.ts", { ...env, PORT: "eighty" });
    expect((await server.exited).code).toBe(1);
    expect(server.stderr.join("\n")).toMatch(/Invalid configuration:\s+PORT: /);
  });
});
