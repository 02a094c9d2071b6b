import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import react from "@vitejs/plugin-react";
import { type Browser, chromium } from "playwright";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs } from "../vitest.config";

const consumerDir = fileURLToPath(new URL(".", import.meta.url));
const require = createRequire(import.meta.url);

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".svg": "image/svg+xml",
};

/** Serves a built app from `dir` on a free port, recording every path asked for. */
async function serveStatic(dir: string) {
  const requested: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    requested.push(path);
    const file = resolve(dir, `.${path === "/" ? "/index.html" : path}`);
    try {
      if (!file.startsWith(dir + sep)) throw new Error("outside the build");
      const body = await readFile(file);
      response.writeHead(200, { "content-type": contentTypes[extname(file)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, requested, close: () => server.close() };
}

describe("an app consuming the built package", () => {
  let outDir = "";
  let site: Awaited<ReturnType<typeof serveStatic>> | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), "varco-ui-consumer-"));
    // Only the React plugin: a consumer needs no vanilla-extract tooling for the built CSS.
    await build({
      root: consumerDir,
      configFile: false,
      logLevel: "warn",
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    });
    site = await serveStatic(outDir);
    browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
  });

  afterAll(async () => {
    await browser?.close();
    site?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it("type-checks against the published declarations", async () => {
    const tsc = join(require.resolve("typescript/package.json"), "../bin/tsc");
    const result = await promisify(execFile)(process.execPath, [
      tsc,
      "-p",
      join(consumerDir, "tsconfig.json"),
    ]).then(
      () => "",
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result).toBe("");
  });

  it("ships, for a page that imports only Button, no other component's code", async () => {
    // Each component's class names (vanilla-extract's, unique to its source file) as markers: the
    // style sheet heads each source file's rules with its name.
    const sheet = await readFile(new URL("../dist/index.css", import.meta.url), "utf8");
    const markers = new Map<string, Set<string>>();
    for (const [, source, rules] of sheet.matchAll(
      /^\/\* (src\/components\/[^ ]+) \*\/\n([\s\S]*?)(?=^\/\* |(?![\s\S]))/gm,
    )) {
      const component = source!.split("/")[2]!;
      const classes = markers.get(component) ?? new Set<string>();
      // vanilla-extract's short identifiers only (a global selector such as .react-aria-Button is not one).
      for (const [, name] of rules!.matchAll(/(?<![\w.])\.(_[a-z0-9]{5,}|[a-z][a-z0-9]{5,})(?![\w-])/g)) {
        classes.add(name!);
      }
      markers.set(component, classes);
    }
    expect(markers.size).toBeGreaterThan(40);

    const assets = join(outDir, "assets");
    const scripts = (await readdir(assets)).filter((file) => file.endsWith(".js"));
    const code = (await Promise.all(scripts.map((file) => readFile(join(assets, file), "utf8")))).join("\n");
    const shipped = [...markers]
      .filter(([, classes]) =>
        [...classes].some((name) => new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(code)),
      )
      .map(([component]) => component)
      .sort();
    // The Button shows a Spinner while it is pending: the one other component it draws.
    expect(shipped).toEqual(["Button", "Spinner"]);
  });

  it("renders the Button in the brand colour and the self-hosted font", async () => {
    if (!browser || !site) throw new Error("setup failed");
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    await page.goto(site.url);
    const button = page.getByRole("button", { name: "Buy" });
    await button.waitFor();
    await page.evaluate(() => document.fonts.ready);
    const seen = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      const loadedFamilies = [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((f) => f.family);
      return { background: style.backgroundColor, fontFamily: style.fontFamily, loadedFamilies };
    });

    expect(seen.background).toBe("rgb(14, 124, 134)");
    expect(seen.fontFamily.replace(/^["']/, "")).toMatch(/^Varela Round/);
    // The font file really came from the build (copied there from dist/), not a system font.
    expect(seen.loadedFamilies.map((family) => family.replace(/["']/g, ""))).toContain("Varela Round");
    expect(site.requested.some((path) => /varela-round-latin-400-normal-.*\.woff2$/.test(path))).toBe(true);
    expect(errors).toEqual([]);
  });
});
