import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { registerOwner } from "../test/accounts";
import { useTestApp } from "../test/testApp";

/**
 * A build with a server side, whose `render` stands in for the app's: it reads the API through
 * the fetch it is given (so the test sees what the server hands it) and draws a line of text.
 * The app's own `render` is tested in packages/app (src/pages/render.test.tsx) and, built, by
 * the e2e tests against this server.
 */
const root = mkdtempSync(join(tmpdir(), "varco-drawn-pages-"));
const dist = join(root, "dist");
mkdirSync(join(dist, "server"), { recursive: true });
mkdirSync(join(dist, ".vite"), { recursive: true });
mkdirSync(join(dist, "assets"), { recursive: true });
writeFileSync(
  join(dist, "index.html"),
  '<!doctype html><html lang="it"><head><title>App</title><script id="varco-runtime-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(dist, "page.html"),
  '<!doctype html><html lang="it"><head><title>Page</title><script id="varco-runtime-config" type="application/json">{}</script><script type="module" src="/assets/page-1.js"></script><!--page-head--></head><body><div id="root"><!--page-html--></div></body></html>',
);
writeFileSync(join(dist, "assets", "page-1.js"), "");
writeFileSync(
  join(dist, ".vite", "pages-manifest.json"),
  JSON.stringify({
    "page.html": { file: "assets/page-1.js", isEntry: true, imports: ["_shared.js"] },
    "_shared.js": { file: "assets/shared-2.js" },
    "src/pages/Seen.tsx": { file: "assets/Seen-3.js", imports: ["_shared.js"], css: ["assets/Seen-4.css"] },
    "font.woff2": { file: "assets/varela-round-latin-400-normal-5.woff2" },
  }),
);
writeFileSync(
  join(dist, "server", "entry-server.js"),
  `export async function render(url, context) {
  if (url.startsWith("/moved")) return { status: 301, head: "", html: "", lang: "it", location: "/seen?kept=1", headers: {}, modules: [] };
  if (url.startsWith("/elsewhere")) return { status: 301, head: "", html: "", lang: "it", location: "https://evil.example/", headers: {}, modules: [] };
  if (!url.startsWith("/seen")) return null;
  const me = await context.fetch("/api/users/me", { headers: { Accept: "application/json" } });
  const line = "me " + me.status + " " + context.runtimeConfig.appName + " " + context.appUrl + " " + (context.referrer ?? "-") + (context.acceptLanguage ? " " + context.acceptLanguage : "");
  return {
    status: url.includes("missing") ? 404 : 200,
    head: "<title>Seen · Varco</title>",
    html: "<p>" + line + "</p>",
    lang: "de",
    headers: url.includes("lang=de") ? { "set-cookie": "varco_locale=de; Path=/" } : {},
    modules: ["src/pages/Seen.tsx"],
  };
}
export function addressStatus(pathname) {
  return pathname.startsWith("/manage/nothing") ? 404 : 200;
}
`,
);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const browser = { accept: "text/html" };

describe("pages the app draws on the server", () => {
  const api = useTestApp({ env: { APP_DIST_DIR: dist, APP_NAME: "Teatro" } });

  it("answers with page.html holding the drawn markup, head, language and preloads", async () => {
    const response = await api.request("/seen", { headers: { ...browser, referer: "https://a.example/" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const page = await response.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain("<title>Seen · Varco</title>");
    expect(page).not.toContain("<title>Page</title>");
    expect(page).toContain(
      '<div id="root"><p>me 401 Teatro https://tickets.varco.test https://a.example/</p></div>',
    );
    // The page's chunk, its stylesheet and the font, but not what the entry loads already.
    expect(page).toContain('<link rel="modulepreload" href="/assets/Seen-3.js">');
    expect(page).toContain('<link rel="stylesheet" href="/assets/Seen-4.css">');
    expect(page).toContain(
      '<link rel="preload" href="/assets/varela-round-latin-400-normal-5.woff2" as="font"',
    );
    expect(page).not.toContain('href="/assets/shared-2.js"');
    // The runtime configuration is written in, as in index.html.
    expect(page).toContain('"appName":"Teatro"');
  });

  it("hands the page the browser's languages, and says the answer varies with them", async () => {
    const response = await api.request("/seen", {
      headers: { ...browser, "accept-language": "en-GB,en;q=0.8" },
    });
    expect(await response.text()).toContain(" en-GB,en;q=0.8</p>");
    expect(response.headers.get("vary")).toMatch(/\bAccept-Language\b/);
    expect(response.headers.get("vary")).toMatch(/\bCookie\b/);
  });

  it("reads the API in-process with the visitor's cookies: a member's page is drawn for them", async () => {
    const { token } = await registerOwner(api);
    const response = await api.request("/seen", { headers: { ...browser, cookie: `token=${token}` } });
    expect(await response.text()).toContain("<p>me 200 ");
  });

  it("answers the status the page says, for any Accept a crawler sends, compressed when taken", async () => {
    const missing = await api.request("/seen/missing", { headers: { accept: "*/*" } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<p>me 401");
    const compressed = await api.request("/seen", { headers: { ...browser, "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(compressed.headers.get("vary")).toMatch(/Accept-Encoding/);
    const bytes = Buffer.from(await compressed.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toContain("<p>me 401");
  });

  it("passes on the page's cookie, and redirects only to this site's own paths", async () => {
    const picked = await api.request("/seen?lang=de", { headers: browser });
    expect(picked.headers.get("set-cookie")).toBe("varco_locale=de; Path=/");
    const moved = await api.request("/moved", { headers: browser, redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/seen?kept=1");
    const away = await api.request("/elsewhere", { headers: browser, redirect: "manual" });
    expect(away.status).toBe(503);
    expect(away.headers.get("location")).toBeNull();
  });

  it("sends a form posted to a page's address (no script ran) back to the page, dropping its values", async () => {
    const posted = await api.request("/seen?x=1", {
      method: "POST",
      headers: {
        ...browser,
        origin: "https://tickets.varco.test",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "email=a%40b.co&password=secret",
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/seen?x=1");
    // The API's own unknown addresses stay JSON 404s.
    const api404 = await api.request("/api/nothing", {
      method: "POST",
      headers: { origin: "https://tickets.varco.test" },
    });
    expect(api404.status).toBe(404);
  });

  it("leaves the addresses the app does not draw to index.html, and files and the API alone", async () => {
    const other = await api.request("/manage/events", { headers: browser });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain("<title>Teatro</title>");
    const health = await api.request("/api/health");
    expect(health.status).toBe(200);
  });

  it("answers index.html with 404 where the app has no screen, and never a 304 for it", async () => {
    const unknown = await api.request("/manage/nothing/here", { headers: browser });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<title>Teatro</title>");
    const etag = (await api.request("/manage/events", { headers: browser })).headers.get("etag") ?? "";
    const again = await api.request("/manage/nothing", { headers: { ...browser, "if-none-match": etag } });
    expect(again.status).toBe(404);
  });
});

describe("a build without a server side", () => {
  const bare = mkdtempSync(join(tmpdir(), "varco-no-ssr-"));
  writeFileSync(
    join(bare, "index.html"),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  afterAll(() => rmSync(bare, { recursive: true, force: true }));
  const api = useTestApp({ env: { APP_DIST_DIR: bare } });

  it("still answers every page with index.html, and says why in the log", async () => {
    for (const path of ["/e/1/anything", "/auth/login"]) {
      const page = await api.request(path, { headers: browser });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"></div>');
    }
    expect(api.logs.some((line) => String(line.msg).includes("no server side"))).toBe(true);
  });
});
