#!/usr/bin/env node
// `npm run lighthouse -w @varco/app`: Lighthouse's mobile preset (simulated slow 4G and a 4× slower
// CPU) on the pages a first visitor opens — the public event page, the public organiser page, the
// login, and the checkout's details step of a cart reserved for the run — against the real server (a fresh embedded database with the demo organiser and
// event) serving the last build (`npm run build -w @varco/app` first; built here when missing),
// in Debian's Chromium. Prints, per page: score, FCP, LCP, TBT, CLS, the requests and bytes of the
// whole load, and the requests that finished before the LCP. A measurement, not a test: the
// figures move with the machine's load; compare runs made side by side.
//
//   RUNS=3 npm run lighthouse -w @varco/app     (each page RUNS times, the median run is shown)
//   PAGES=organiser DETAIL=1 npm run lighthouse -w @varco/app
//     (only the pages whose name holds a word of PAGES; DETAIL also prints the LCP element and each
//     request of the median run: when it ended, its size, its address)
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { freePort } from "../../../scripts/freePort.mjs";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const distDir = join(appDir, "dist");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const runs = Math.max(1, Number(process.env.RUNS ?? 1));

async function waitFor(url, what) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start (${url})`);
}

if (!existsSync(join(distDir, "index.html"))) {
  const build = spawnSync("npm", ["run", "build", "-w", "@varco/app"], { cwd: repoRoot, stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const dataDir = await mkdtemp(join(tmpdir(), "varco-lighthouse-"));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["--import", "tsx", "packages/server/src/server.ts"], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_URL: origin,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const debuggingPort = await freePort();
const profileDir = await mkdtemp(join(tmpdir(), "varco-lighthouse-chromium-"));
const browser = spawn(
  chromium,
  [
    `--remote-debugging-port=${debuggingPort}`,
    `--user-data-dir=${profileDir}`,
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "about:blank",
  ],
  { stdio: "ignore" },
);

try {
  await waitFor(`${origin}/api/health`, "The server");
  await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`, "Chromium");
  const events = await (await fetch(`${origin}/api/public/events`)).json();
  const event = events.data?.[0];
  if (!event) throw new Error("The demo event is missing: the seed publishes one live event.");
  const organizer = await (await fetch(`${origin}/api/public/organizers/${event.organizer_id}`)).json();
  // A cart of the demo event's first ticket, reserved as a buyer's browser would: the details step
  // is then opened with that checkout session's cookie.
  const detail = await (await fetch(`${origin}/api/public/events/${event.id}`)).json();
  const product = detail.data?.product_categories?.flatMap((category) => category.products ?? [])[0];
  const reserved = await fetch(`${origin}/api/public/events/${event.id}/order`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      products: [
        { product_id: product?.id, quantities: [{ price_id: product?.prices?.[0]?.id, quantity: 1 }] },
      ],
    }),
  });
  if (reserved.status !== 201) throw new Error(`Reserving the demo ticket answered ${reserved.status}`);
  const order = (await reserved.json()).data;
  const checkoutCookie = (reserved.headers.get("set-cookie") ?? "").split(";")[0];
  const pages = [
    ["public event page", `/event/${event.id}/${event.slug}`],
    ["public organiser page", `/events/${event.organizer_id}/${organizer.data?.slug ?? "organiser"}`],
    ["login", "/auth/login"],
    ["checkout details", `/checkout/${event.id}/${order.short_id}/details`, { Cookie: checkoutCookie }],
    // The ticket widget as another site's frame opens it (measured on its own, as a page).
    ["widget", `/widget/${event.id}?iframeId=varco-widget-0&Locale=it`],
  ];

  const rows = [];
  let version = "";
  const wanted = (process.env.PAGES ?? "").split(",").filter(Boolean);
  for (const [name, path, extraHeaders] of pages) {
    if (wanted.length > 0 && !wanted.some((word) => name.includes(word))) continue;
    const results = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${origin}${path}`, {
        port: debuggingPort,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        ...(extraHeaders ? { extraHeaders } : {}),
      });
      results.push(lhr);
    }
    results.sort(
      (a, b) =>
        a.audits["largest-contentful-paint"].numericValue - b.audits["largest-contentful-paint"].numericValue,
    );
    const lhr = results[Math.floor(results.length / 2)];
    version = lhr.lighthouseVersion;
    const requests = lhr.audits["network-requests"].details?.items ?? [];
    const observedLcp =
      lhr.audits.metrics.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
    const start = Math.min(...requests.map((item) => item.networkRequestTime ?? item.startTime ?? 0));
    const beforeLcp = requests.filter(
      (item) => (item.networkEndTime ?? item.endTime ?? 0) - start <= observedLcp,
    );
    const transferred = requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    if (process.env.DETAIL) {
      const element = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
      console.info(`\n${name}: LCP element ${element?.snippet ?? "?"}`);
      for (const item of requests) {
        const end = Math.round((item.networkEndTime ?? item.endTime ?? 0) - start);
        const size = ((item.transferSize ?? 0) / 1024).toFixed(1).padStart(7);
        console.info(`  ${String(end).padStart(6)} ms ${size} KiB  ${item.url.replace(origin, "")}`);
      }
    }
    rows.push({
      page: name,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      FCP: `${(lhr.audits["first-contentful-paint"].numericValue / 1000).toFixed(2)} s`,
      LCP: `${(lhr.audits["largest-contentful-paint"].numericValue / 1000).toFixed(2)} s`,
      TBT: `${Math.round(lhr.audits["total-blocking-time"].numericValue)} ms`,
      CLS: lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3),
      requests: requests.length,
      "before LCP": beforeLcp.length,
      transferred: `${(transferred / 1024).toFixed(1)} KiB`,
    });
  }
  console.info(`Lighthouse ${version} mobile preset, ${runs} run(s) per page (median by LCP), ${chromium}:`);
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join("  ");
  console.info([line(columns), ...rows.map((row) => line(columns.map((column) => row[column])))].join("\n"));
} finally {
  browser.kill("SIGKILL");
  server.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  await rm(dataDir, { recursive: true, force: true });
  await rm(profileDir, { recursive: true, force: true });
}
