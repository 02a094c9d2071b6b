import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { runtimeConfigElementId, runtimeConfigSchema } from "@varco/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseConnection } from "../db/connect";
import { createLogger } from "../logger";
import { runtimeConfigOf } from "../runtimeConfig";
import { testAppUrl, useTestApp } from "../test/testApp";
import { renderIndexHtml } from "./appFiles";
import { scriptSafeJson } from "./html";

/** A built app as Vite leaves it, plus things that must never be served. */
const root = mkdtempSync(join(tmpdir(), "varco-app-files-"));
const dist = join(root, "dist");
const secret = "TOP-SECRET-OUTSIDE-THE-BUILD";
const indexTemplate = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Vite placeholder</title>
    <script id="varco-runtime-config" type="application/json">{}</script>
    <script type="module" crossorigin src="/assets/index-B4x_9kQz.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const script = "console.log('app');";
mkdirSync(join(dist, "assets"), { recursive: true });
writeFileSync(join(dist, "index.html"), indexTemplate);
writeFileSync(join(dist, "assets", "index-B4x_9kQz.js"), script);
writeFileSync(join(dist, "assets", "index-B4x_9kQz.js.br"), brotliCompressSync(script));
writeFileSync(join(dist, "assets", "index-B4x_9kQz.js.gz"), gzipSync(script));
writeFileSync(join(dist, "assets", "index-B4x_9kQz.js.map"), '{"version":3,"sources":["src/secret.ts"]}');
writeFileSync(join(dist, "assets", "index-Cq81_ZzA.css"), "body{margin:0}");
writeFileSync(join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
writeFileSync(join(dist, ".env"), secret);
writeFileSync(join(root, "outside.txt"), secret);
symlinkSync(join(root, "outside.txt"), join(dist, "linked.txt"));

// A name that tries every way out of the JSON, the <script> and the <title>.
const appName = "Teatro </script><script>alert(1)</script> <!-- & \u2028 $& $1";
const env = {
  APP_DIST_DIR: dist,
  APP_NAME: appName,
  APP_FAVICON_URL: "/brand/icon.svg",
  APP_PRIMARY_COLOR: "#0E7C86",
  APP_LICENSED: "true",
};

const html = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

/** The JSON inside the runtime configuration element of a page. */
function injectedConfig(page: string): unknown {
  const match = page.match(
    new RegExp(`<script id="${runtimeConfigElementId}" type="application/json">([\\s\\S]*?)</script>`),
  );
  if (!match?.[1]) throw new Error("no runtime configuration element");
  return JSON.parse(match[1]);
}

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the built app on the API's port", () => {
  const api = useTestApp({ env });

  it("answers / with index.html carrying the runtime configuration", async () => {
    const response = await api.request("/", { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const page = await response.text();
    const expected = runtimeConfigOf(api.config);
    expect(expected).toMatchObject({ appName, primaryColor: "#0E7C86", licensed: true });
    expect(injectedConfig(page)).toEqual(expected);
    expect(runtimeConfigSchema.parse(injectedConfig(page))).toEqual(expected);
    // The rest of the page is the build's.
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-B4x_9kQz.js"></script>');
  });

  it("keeps the configuration inside its script element whatever the values hold", async () => {
    const page = await (await api.request("/", { headers: html })).text();
    expect(page).not.toContain("</script><script>alert(1)");
    expect(page).not.toContain("<!-- &");
    // One runtime element, one module script: nothing else opened a <script>.
    expect(page.match(/<script\b/g)).toHaveLength(2);
    const element = page.slice(page.indexOf(`<script id="${runtimeConfigElementId}"`));
    const json = element.slice(element.indexOf(">") + 1, element.indexOf("</script>"));
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(page).toContain(
      "<title>Teatro &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; \u2028 $&amp; $1</title>",
    );
  });

  it("sets the title to the app's name and replaces the favicon by the configured one", async () => {
    const page = await (await api.request("/", { headers: html })).text();
    expect(page).not.toContain("Vite placeholder");
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).not.toContain('href="/favicon.svg"');
    expect(page).toContain('<link rel="icon" href="/brand/icon.svg">');
  });

  it("answers a page the app routes with the same index.html (SPA fallback)", async () => {
    const home = await (await api.request("/", { headers: html })).text();
    for (const path of ["/manage/events", "/event/12/preview", "/auth/login?next=%2Fmanage", "/index.html"]) {
      const response = await api.request(path, { headers: html });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toBe(home);
    }
    expect((await api.request("/manage/events", { headers: html })).headers.get("vary")).toBe(
      "Accept, Accept-Encoding",
    );
  });

  it("sends the page security headers, and lets only the widget be framed by other sites", async () => {
    const page = await api.request("/manage/events", { headers: html });
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(page.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
    expect(page.headers.get("x-frame-options")).toBeNull();

    const widget = await api.request("/widget/12", { headers: html });
    expect(widget.status).toBe(200);
    expect(widget.headers.get("content-security-policy")).toBeNull();
    expect(widget.headers.get("x-frame-options")).toBeNull();
    expect(widget.headers.get("x-content-type-options")).toBe("nosniff");
    // The organiser's widget settings screen is not the widget.
    const settings = await api.request("/manage/event/12/widget", { headers: html });
    expect(settings.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
  });

  it("serves the build's files with their type, hashed assets cached for good", async () => {
    const js = await api.request("/assets/index-B4x_9kQz.js", { headers: { accept: "*/*" } });
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(js.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await js.text()).toBe(script);

    const css = await api.request("/assets/index-Cq81_ZzA.css");
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(await css.text()).toBe("body{margin:0}");

    const icon = await api.request("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
    expect(icon.headers.get("cache-control")).toBe("no-cache");
  });

  it("sends the build's brotli or gzip copy of a file to a client that takes it", async () => {
    const fetchWith = (acceptEncoding?: string) =>
      api.request("/assets/index-B4x_9kQz.js", {
        headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
      });
    const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

    const chrome = await fetchWith("gzip, deflate, br, zstd");
    expect(chrome.headers.get("content-encoding")).toBe("br");
    expect(chrome.headers.get("vary")).toBe("Accept-Encoding");
    expect(chrome.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(brotliDecompressSync(await body(chrome)).toString()).toBe(script);

    const gzipOnly = await fetchWith("br;q=0, gzip");
    expect(gzipOnly.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await body(gzipOnly)).toString()).toBe(script);

    for (const plain of [await fetchWith(), await fetchWith("identity"), await fetchWith("deflate")]) {
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toBe(script);
    }
    // Each representation has its own validator, so a cache never mixes them.
    expect(new Set([chrome, gzipOnly, await fetchWith()].map((r) => r.headers.get("etag"))).size).toBe(3);
    // The CSS has no compressed copy: it goes as it is, whatever the client takes.
    const css = await api.request("/assets/index-Cq81_ZzA.css", { headers: { "accept-encoding": "br" } });
    expect(css.headers.get("content-encoding")).toBeNull();
  });

  it("compresses index.html once and sends it to a client that takes it", async () => {
    const plain = await (await api.request("/manage", { headers: html })).text();
    const br = await api.request("/manage", { headers: { ...html, "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept, Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await api.request("/", { headers: { ...html, "accept-encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
  });

  it("never serves source maps or the compressed copies by their own names", async () => {
    for (const path of [
      "/assets/index-B4x_9kQz.js.map",
      "/assets/index-B4x_9kQz.js.br",
      "/assets/index-B4x_9kQz.js.gz",
    ]) {
      const response = await api.request(path, { headers: { accept: "*/*" } });
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("secret.ts");
    }
  });

  it("compresses the API's larger JSON answers on the fly, and leaves small ones alone", async () => {
    const big = await api.request("/api/openapi.json", { headers: { "accept-encoding": "gzip, br" } });
    expect(big.status).toBe(200);
    expect(big.headers.get("content-encoding")).toBe("br");
    expect(big.headers.get("vary")).toMatch(/Accept-Encoding/);
    const compressed = Buffer.from(await big.arrayBuffer());
    const document = JSON.parse(brotliDecompressSync(compressed).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    const plain = await api.request("/api/openapi.json");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(compressed.length).toBeLessThan((await plain.text()).length / 3);

    const small = await api.request("/api/health", { headers: { "accept-encoding": "gzip, br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toMatchObject({ status: expect.any(String) });
  });

  it("answers HEAD like GET without a body", async () => {
    const head = await api.request("/assets/index-B4x_9kQz.js", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await head.text()).toBe("");
    const page = await api.request("/manage", { method: "HEAD", headers: html });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toBe("");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    for (const path of ["/", "/assets/index-B4x_9kQz.js"]) {
      const first = await api.request(path, { headers: html });
      const etag = first.headers.get("etag");
      expect(etag).toBeTruthy();
      const again = await api.request(path, { headers: { ...html, "if-none-match": etag as string } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe("");
    }
  });

  it("answers a page to link previews, crawlers and curl, whatever Accept they send", async () => {
    const home = await (await api.request("/", { headers: html })).text();
    for (const accept of ["*/*", "", "text/*", "application/xhtml+xml, */*;q=0.8"]) {
      const response = await api.request("/auth/register", { headers: accept ? { accept } : {} });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toBe(home);
    }
  });

  it("answers a missing asset, a non-page request and a folder with the JSON 404, not HTML", async () => {
    for (const [path, accept] of [
      ["/assets/index-gone1234.js", "*/*"],
      ["/assets/index-gone1234.js", html.accept],
      ["/assets/", html.accept],
      ["/assets", "*/*"],
      ["/manage/events", "application/json"],
      ["/robots.txt", "*/*"],
      ["/sitemap.xml", ""],
      ["/favicon.ico", html.accept],
    ] as const) {
      const response = await api.request(path, { headers: accept ? { accept } : {} });
      expect(response.status, `${path} (${accept})`).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: "Not found" });
    }
  });

  it("keeps the API's unknown paths JSON 404s, even for a browser", async () => {
    for (const path of ["/api", "/api/", "/api/nothing-here", "/api/events/12/nope"]) {
      const response = await api.request(path, { headers: html });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: "Not found" });
    }
    expect((await api.request("/api/health", { headers: html })).status).toBe(200);
  });

  it("answers other methods outside the API with the JSON 404 (a browser's POST: pageRenderer.test.ts)", async () => {
    const response = await api.request("/", { method: "DELETE", headers: { ...html, origin: testAppUrl } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it.each([
    "/%2e%2e/outside.txt",
    "/%2E%2E/outside.txt",
    "/assets/%2e%2e/%2e%2e/outside.txt",
    "/..%2foutside.txt",
    "/..%5coutside.txt",
    "/%2e%2e%2foutside.txt",
    `/${encodeURIComponent(join(root, "outside.txt"))}`,
    `/${join(root, "outside.txt")}`,
    "/etc/passwd",
    "/%00/outside.txt",
    "/%E0%A4%A",
    "/.env",
    "/linked.txt",
  ])("serves nothing outside the build's own files for %s", async (path) => {
    // A file's name answers the JSON 404; an address without one may be a page (the app's HTML).
    const plain = await api.request(path, { headers: { accept: "*/*" } });
    expect(plain.headers.get("content-type")).toMatch(
      plain.status === 404 ? /^application\/json/ : /^text\/html/,
    );
    expect([200, 404]).toContain(plain.status);
    expect(await plain.text()).not.toContain(secret);
    // A browser gets the app's page, never the file.
    const page = await api.request(path, { headers: html });
    expect(await page.text()).not.toContain(secret);
  });

  describe("over a real socket, where the path reaches the server as sent", () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
      await new Promise<void>((resolve) => server.once("listening", () => resolve()));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const rawGet = (path: string, accept = "*/*") =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest({ host: "127.0.0.1", port, path, headers: { accept } }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on("error", reject);
        request.end();
      });

    it.each([
      "/../outside.txt",
      "/assets/../../outside.txt",
      "/./../outside.txt",
      "/..\\outside.txt",
      "//etc/passwd",
      "/%2e%2e/outside.txt",
    ])("serves nothing outside the build for the raw path %s", async (path) => {
      const plain = await rawGet(path);
      expect(plain.body).not.toContain(secret);
      expect(plain.body).not.toContain("root:");
      const page = await rawGet(path, html.accept);
      expect(page.body).not.toContain(secret);
    });

    it("serves the real files over the socket", async () => {
      expect(await rawGet("/assets/index-B4x_9kQz.js")).toEqual({ status: 200, body: script });
      const page = await rawGet("/manage/events", html.accept);
      expect(page.status).toBe(200);
      expect(injectedConfig(page.body)).toEqual(runtimeConfigOf(api.config));
    });
  });

  it("read index.html once at start: a change on disk shows after a restart only", async () => {
    const before = await (await api.request("/", { headers: html })).text();
    writeFileSync(join(dist, "index.html"), indexTemplate.replace("<body>", "<body data-rebuilt>"));
    try {
      expect(await (await api.request("/", { headers: html })).text()).toBe(before);
    } finally {
      writeFileSync(join(dist, "index.html"), indexTemplate);
    }
  });
});

describe("index.html rendering", () => {
  const config = runtimeConfigOf(loadConfig({ APP_NAME: "A $& B $' C", APP_URL: "https://x.example" }));

  it("writes a configuration JSON.parse reads back, whatever characters it holds", () => {
    const value = { text: "</script><!--<script>\u2028\u2029&'\"", nested: { list: ["<", ">"] } };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it("takes $ in values literally", () => {
    const { html: page } = renderIndexHtml(indexTemplate, config);
    expect(page).toContain("<title>A $&amp; B $&#39; C</title>");
    expect(injectedConfig(page)).toMatchObject({ appName: "A $& B $' C" });
  });

  it("adds the configuration element and title when the build lacks them", () => {
    const { html: page, placeholderFound } = renderIndexHtml(
      "<!doctype html><html><head><meta charset=utf-8></head><body></body></html>",
      config,
    );
    expect(placeholderFound).toBe(false);
    expect(injectedConfig(page)).toEqual(config);
    expect(page).toMatch(/<title>A \$&amp; B \$&#39; C<\/title>\n<\/head>/);
  });

  it("leaves the build's favicon alone when none is configured", () => {
    const { html: page } = renderIndexHtml(indexTemplate, config);
    expect(page).toContain('href="/favicon.svg"');
  });
});

describe("without a built app", () => {
  const empty = mkdtempSync(join(tmpdir(), "varco-app-files-empty-"));
  afterAll(() => rmSync(empty, { recursive: true, force: true }));
  const api = useTestApp({ env: { APP_DIST_DIR: empty } });

  it("serves the API only and says why in the log", async () => {
    const page = await api.request("/", { headers: html });
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ message: "Not found" });
    expect((await api.request("/api/health")).status).toBe(200);
    expect(api.logs.find((line) => line.msg.startsWith("no index.html"))).toMatchObject({ level: 40 });
  });
});

describe("GET /api/health", () => {
  const api = useTestApp({ env });

  it("reports the database reachable", async () => {
    const response = await api.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 when the database does not answer", async () => {
    const unreachable: DatabaseConnection = {
      ...api.database.connection,
      ping: () => Promise.reject(new Error("connection refused")),
    };
    const config = loadConfig({ APP_URL: testAppUrl, LOG_LEVEL: "silent", ...env });
    const app = createApp({ config, database: unreachable, logger: createLogger(config) });
    const response = await app.request(`${testAppUrl}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "unreachable" });
  });
});
