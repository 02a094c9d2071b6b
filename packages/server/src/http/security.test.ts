import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { apiRoutes } from "../routes";
import { type RunningServer, startServer } from "../server";
import { testAppUrl, useTestApp } from "../test/testApp";
import { openTestDatabase } from "../test/testDatabase";
import { defineRoute } from "./route";

const echoRoutes = (["post", "put", "patch", "delete"] as const).map((method) =>
  defineRoute({
    method,
    path: "/test/echo",
    summary: `Answers any ${method}`,
    responses: { 200: z.object({ ok: z.literal(true) }) },
    handler: (_input, c) => c.json({ ok: true as const }, 200),
  }),
);

/**
 * A request that changes something is refused unless its Origin is one of the app's. A request with
 * no Origin at all comes from a non-browser API client (browsers always send it on unsafe
 * methods), which carries its token in a header and cannot be made to act by another site.
 */
describe("the cross-origin guard", () => {
  const api = useTestApp({
    routes: [...apiRoutes, ...echoRoutes],
    env: { ALLOWED_ORIGINS: "http://localhost:5173" },
  });

  const send = (method: string, headers: Record<string, string>) =>
    api.request("/api/test/echo", { method, headers });

  it.each([
    ["POST", { origin: "https://evil.example" }],
    ["PUT", { origin: "https://evil.example" }],
    ["PATCH", { origin: "https://tickets.varco.test.evil.example" }],
    ["DELETE", { origin: "http://tickets.varco.test" }],
    ["POST", { origin: "null" }],
    ["POST", { origin: "https://evil.example", authorization: "Bearer token" }],
    ["POST", { "sec-fetch-site": "cross-site" }],
    ["POST", { "sec-fetch-site": "same-site" }],
  ])("refuses %s with %o", async (method, headers) => {
    const response = await send(method, headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: "Cross-origin requests are not allowed.",
      code: "cross_origin",
    });
  });

  it.each([
    ["POST", { origin: testAppUrl }],
    ["DELETE", { origin: testAppUrl, "sec-fetch-site": "same-origin" }],
    ["PATCH", { origin: "http://localhost:5173" }],
    ["POST", {}],
    ["PUT", { authorization: "Bearer token" }],
    ["POST", { "sec-fetch-site": "none" }],
  ])("lets %s with %o through", async (method, headers) => {
    expect((await send(method, headers)).status).toBe(200);
  });

  it("never blocks reads, whatever their origin", async () => {
    const response = await api.request("/api/health", { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });

  it("logs what it refused and why", async () => {
    await send("POST", { origin: "https://logged.example" });
    expect(api.logs.find((log) => log.origin === "https://logged.example")).toMatchObject({
      level: 40,
      method: "POST",
    });
  });
});

/**
 * A page's own origin is not cross-origin, whatever APP_URL says: the server reached at
 * http://127.0.0.1:3000, a LAN address or any hostname is the app's origin for that page.
 */
describe("same-origin requests by the request's own address", () => {
  const api = useTestApp({ routes: [...apiRoutes, ...echoRoutes] });
  const post = (url: string, headers: Record<string, string>) =>
    api.app.request(url, { method: "POST", headers });

  it.each([
    ["http://127.0.0.1:3000/api/test/echo", "http://127.0.0.1:3000"],
    ["http://192.168.1.20:3000/api/test/echo", "http://192.168.1.20:3000"],
    ["http://tickets.lan/api/test/echo", "http://tickets.lan"],
    ["http://[::1]:3000/api/test/echo", "http://[::1]:3000"],
  ])("lets a POST to %s from %s through", async (url, origin) => {
    expect((await post(url, { origin })).status).toBe(200);
  });

  it.each([
    ["http://127.0.0.1:3000/api/test/echo", "http://127.0.0.1:3001"],
    ["http://127.0.0.1:3000/api/test/echo", "https://127.0.0.1:3000"],
    ["http://tickets.lan/api/test/echo", "http://evil.lan"],
  ])("refuses a POST to %s from %s", async (url, origin) => {
    expect((await post(url, { origin })).status).toBe(403);
  });

  it("ignores X-Forwarded-Host and -Proto without a trusted proxy", async () => {
    const response = await post("http://10.0.0.5:3000/api/test/echo", {
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(response.status).toBe(403);
  });
});

describe("same-origin requests behind a trusted proxy", () => {
  const api = useTestApp({ routes: [...apiRoutes, ...echoRoutes], env: { TRUSTED_PROXY_COUNT: "1" } });
  const post = (headers: Record<string, string>) =>
    api.app.request("http://10.0.0.5:3000/api/test/echo", { method: "POST", headers });

  it("takes the origin the proxy was reached at from X-Forwarded-Host and -Proto", async () => {
    const forwarded = { "x-forwarded-host": "tickets.example.com", "x-forwarded-proto": "https" };
    expect((await post({ ...forwarded, origin: "https://tickets.example.com" })).status).toBe(200);
    expect((await post({ ...forwarded, origin: "http://tickets.example.com" })).status).toBe(403);
    expect((await post({ ...forwarded, origin: "http://10.0.0.5:3000" })).status).toBe(403);
  });

  it("reads the entry the trusted proxy added, not one the client sent before it", async () => {
    const headers = {
      "x-forwarded-host": "evil.example, tickets.example.com",
      "x-forwarded-proto": "https, https",
    };
    expect((await post({ ...headers, origin: "https://tickets.example.com" })).status).toBe(200);
    expect((await post({ ...headers, origin: "https://evil.example" })).status).toBe(403);
  });
});

/** Origins in ALLOWED_ORIGINS may call the API from the browser with credentials (a separately hosted client). */
describe("CORS", () => {
  const allowed = "http://localhost:5173";
  const api = useTestApp({ env: { ALLOWED_ORIGINS: allowed } });
  const preflight = (origin: string) =>
    api.request("/api/auth/login", {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, x-request-id",
      },
    });

  it("answers an allowed origin's preflight", async () => {
    const response = await preflight(allowed);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(allowed);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
    expect(response.headers.get("vary")).toContain("Origin");
  });

  it("gives an allowed origin's requests their CORS headers, the auth token exposed", async () => {
    const response = await api.request("/api/health", { headers: { origin: allowed } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(allowed);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("access-control-expose-headers")).toContain("X-Auth-Token");
    expect(response.headers.get("vary")).toContain("Origin");
  });

  it.each(["https://evil.example", "null"])("gives %s no CORS headers", async (origin) => {
    for (const response of [
      await preflight(origin),
      await api.request("/api/health", { headers: { origin } }),
    ]) {
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });
});

/** The real server (`startServer`), called by curl-like fetches and by Chromium. */
describe("origins through the real server", () => {
  const password = "correct horse battery";
  const login = JSON.stringify({ email: "demo@varco.local", password });
  const cleanups: (() => Promise<unknown>)[] = [];
  let server: RunningServer;
  /** Pages of two other origins: one in ALLOWED_ORIGINS, one not. */
  let allowedPage: string;
  let foreignPage: string;
  let browser: Browser;

  async function pageServer(): Promise<string> {
    const page = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>client</title>");
    });
    page.listen(0, "127.0.0.1");
    await new Promise((resolve) => page.once("listening", resolve));
    cleanups.push(() => new Promise((resolve) => (page as Server).close(resolve)));
    return `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    allowedPage = await pageServer();
    foreignPage = await pageServer();
    let databaseEnv: Record<string, string>;
    if (inject("testDatabase").kind === "postgres") {
      const database = await openTestDatabase();
      cleanups.push(() => database.dispose());
      databaseEnv = { DATABASE_URL: database.url as string };
    } else {
      const dataDir = await mkdtemp(join(tmpdir(), "varco-origin-test-"));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      databaseEnv = { DATA_DIR: dataDir };
    }
    server = await startServer({
      env: {
        ...databaseEnv,
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "silent",
        APP_DIST_DIR: "/nonexistent",
        DEMO_PASSWORD: password,
        ALLOWED_ORIGINS: allowedPage,
      },
      print: () => {},
    });
    // Stopped before the database is dropped: cleanups run last-in, first-out.
    cleanups.push(() => server.stop());
    browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--headless", "--disable-gpu"],
    });
    cleanups.push(() => browser.close());
  }, 120_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("lets a sign-in from the server's own address through, though APP_URL names localhost", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: login,
    });
    expect(response.status).toBe(200);
  });

  /** What a page at `pageUrl` gets from a credentialed fetch of the sign-in (status, or "failed"). */
  async function signInFrom(pageUrl: string) {
    const page = await browser.newPage();
    try {
      await page.goto(pageUrl);
      return await page.evaluate(
        async ({ url, body }) => {
          try {
            const response = await fetch(url, {
              method: "POST",
              credentials: "include",
              headers: { "content-type": "application/json" },
              body,
            });
            return { status: response.status, token: response.headers.get("x-auth-token") !== null };
          } catch {
            return "failed";
          }
        },
        { url: `${server.url}/api/auth/login`, body: login },
      );
    } finally {
      await page.close();
    }
  }

  it("signs in from Chromium on the server's own page", { timeout: 60_000 }, async () => {
    // Not an /api page: their Content-Security-Policy lets no script fetch anything.
    expect(await signInFrom(`${server.url}/`)).toEqual({ status: 200, token: true });
  });

  it("signs in from Chromium on an ALLOWED_ORIGINS page, with credentials", { timeout: 60_000 }, async () => {
    expect(await signInFrom(allowedPage)).toEqual({ status: 200, token: true });
  });

  it("blocks Chromium on any other page", { timeout: 60_000 }, async () => {
    expect(await signInFrom(foreignPage)).toBe("failed");
  });
});
