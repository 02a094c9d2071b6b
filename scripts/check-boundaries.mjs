#!/usr/bin/env node
// Enforces ARCHITECTURE.md's "who may import whom": fails when a package imports something its
// layer may not, or when the server's ground floor (src/db, src/http) imports from above it.
// Test, story and config files may also use the test tooling.
//
//   node scripts/check-boundaries.mjs [root]
//
// `root` is the repository to check (its packages/<name>/src folders), by default this one; the
// server's boundaries.test.ts points it at small trees of its own.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL("..", import.meta.url));

const testTooling = [
  /^vitest/,
  /^@testing-library\//,
  /^storybook/,
  /^@storybook\//,
  /^@vitest\//,
  /^playwright/,
  /^node:/,
  /^tsdown$/,
  /^vite$/,
  /^fast-check$/,
  /^smtp-server$/,
  // A local S3 stand-in for the images' bucket (modules/images/bucket.test.ts).
  /^s3rver$/,
  // The invoice tests ask the font file a PDF embeds whether it has each character drawn (modules/invoices).
  /^fontkit$/,
  // The official Standard Webhooks library, as a receiver verifying deliveries (modules/webhooks).
  /^standardwebhooks$/,
  /^@axe-core\//,
  /^axe-core$/,
  /^@vitejs\//,
  /^@vanilla-extract\/(vite|rollup)-plugin$/,
  /^@rolldown\//,
  /^@lingui\/(cli|vite-plugin|conf)$/,
  /^fake-indexeddb(\/|$)/,
];

/** Allowed bare imports per package (relative imports inside a package are always fine). */
const rules = {
  ui: [
    /^react(-dom)?(\/|$)/,
    /^react-aria(-components)?$/,
    /^@internationalized\//,
    /^@vanilla-extract\//,
    /^lucide-react$/,
    /^@fontsource\//,
    /^@tiptap\//,
  ],
  domain: [
    /^zod$/,
    /^swr(\/|$)/,
    /^@sindresorhus\/slugify$/,
    // Ed25519 for ticket codes where the platform's WebCrypto has none, loaded only there.
    /^@noble\/ed25519$/,
  ],
  app: [
    /^@varco\/(ui|domain)(\/|$)/,
    /^react(-dom)?(\/|$)/,
    /^react-router(-dom)?$/,
    /^@lingui\//,
    /^swr(\/|$)/,
    // Dates: wall-clock times in a time zone, the library ui's date fields already use.
    /^@internationalized\/date$/,
    // Card payments: Stripe's own loader and Payment Element, imported on the payment step only.
    /^@stripe\/(stripe-js|react-stripe-js)(\/|$)/,
    // The QR code of a door link, drawn on the check-in lists screen only (the server's library).
    /^qrcode$/,
    // The door's scanner: its copy of the list in IndexedDB, and a QR decoder for browsers without
    // BarcodeDetector (loaded only there); its own static styles on the design system's tokens.
    /^idb$/,
    /^jsqr$/,
    /^@vanilla-extract\/css$/,
  ],
  server: [
    /^@varco\/domain(\/|$)/,
    /^node:/,
    /^zod$/,
    /^hono(\/|$)/,
    /^@hono\//,
    /^drizzle-orm(\/|$)/,
    /^@electric-sql\/pglite(\/|$)/,
    /^pg$/,
    /^pino$/,
    /^nodemailer(\/|$)/,
    /^image-size(\/|$)/,
    // Decoding uploads: upright, metadata stripped, AVIF/WebP copies (modules/images/processing.ts).
    /^sharp$/,
    /^sanitize-html$/,
    // Card payments through Stripe's official SDK (modules/payments).
    /^stripe$/,
    // The QR codes of tickets, in their pages and mails (modules/tickets/qrCode.ts).
    /^qrcode$/,
    // CSV of the order and attendee exports and of the reports (modules/exports, modules/reports).
    /^csv-stringify(\/|$)/,
    // The spreadsheets (XLSX) of the exports and reports, written as they stream (modules/exports).
    /^exceljs$/,
    // The one-file backups of the admin CLI (cli/backup.ts).
    /^tar-stream$/,
    // Organisers' own mail templates, drawn in a sandbox (modules/emailTemplates/liquid.ts).
    /^liquidjs$/,
    // Images in an S3-compatible bucket: requests signed with AWS Signature V4 (modules/images/bucket.ts).
    /^aws4fetch$/,
    // Invoice and credit-note PDFs, with Noto Sans fonts read from their packages (modules/invoices).
    /^pdfkit(\/|$)/,
  ],
};

/** React may only be used by domain inside src/swr. */
const domainReact = /^react(-dom)?(\/|$)/;

/**
 * Inside the server, db/ and http/ are the ground floor: neither imports a module (src/modules/)
 * nor what assembles the modules (app.ts, routes.ts, server.ts), and db/ does not import http/.
 * jobs/ (the job runner) stands on db/ alone: the modules hand it their handlers.
 * modules/sales/ (the order's core: stock, live reservations, the order's wire shape, refunds)
 * stands on them, below every other module: it imports no other module. Their tests may: they
 * build whole apps. By folder under src/: what it may not import.
 */
const serverSrc = join(root, "packages", "server", "src");
const assembly = ["modules", "app", "routes", "server"];
const groundFloor = {
  db: [...assembly, "http"],
  http: assembly,
  jobs: [...assembly, "http"],
  "modules/sales": assembly,
};

/** The guarded layer a server file is in (`db`, `http`, `jobs`, `modules/sales`), or undefined. */
function layerOf(file) {
  const [top, module] = relative(serverSrc, file).split(sep);
  const layer = top === "modules" ? `modules/${module}` : top;
  return Object.hasOwn(groundFloor, layer) ? layer : undefined;
}

/** Why a relative import of a server file breaks the ground floor, or undefined when it does not. */
function groundFloorProblem(file, specifier) {
  const layer = layerOf(file);
  if (!layer) return undefined;
  const target = relative(serverSrc, resolve(dirname(file), specifier)).split(sep);
  // A folder (`../modules/auth/y`) or a file directly under src/ (`../app`, `../app.ts`).
  const top = target.length === 1 ? (target[0] ?? "").replace(/\.[cm]?[jt]sx?$/, "") : target[0];
  if (!groundFloor[layer].includes(top)) return undefined;
  // A module imports its own files.
  if (top === "modules" && layer === `modules/${target[1]}`) return undefined;
  const what = top === "modules" || top === "http" ? `${top}/` : `${top}.ts`;
  return `${layer}/ may not import ${what} ("${specifier}")`;
}

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "node_modules" && name !== "dist") yield* sourceFiles(path);
    } else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith(".d.ts")) yield path;
  }
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']/gm;
const isTooling = (file) => /\.(test|stories)\.tsx?$|\/test\/|vitest\.config|playwright/.test(file);

const problems = [];
for (const [pkg, allowed] of Object.entries(rules)) {
  const src = join(root, "packages", pkg, "src");
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier) continue;
      const rel = relative(root, file);
      if (specifier.startsWith(".")) {
        const problem = pkg === "server" && !isTooling(rel) ? groundFloorProblem(file, specifier) : undefined;
        if (problem) problems.push(`${rel}: ${problem}`);
        continue;
      }
      if (pkg === "domain" && domainReact.test(specifier)) {
        if (!rel.includes("/src/swr/") && !isTooling(rel))
          problems.push(`${rel}: React outside src/swr (${specifier})`);
        continue;
      }
      if (allowed.some((rule) => rule.test(specifier))) continue;
      if (isTooling(rel) && testTooling.some((rule) => rule.test(specifier))) continue;
      problems.push(`${rel}: ${pkg} may not import "${specifier}"`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Package boundaries broken (see ARCHITECTURE.md):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.info("Package boundaries hold.");
