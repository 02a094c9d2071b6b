#!/usr/bin/env node
// `npm run size -w @varco/app`: the JS and CSS bytes (raw, gzip, brotli) a first visit to each
// screen downloads, read from the Vite manifest of the last build (`npm run build` first).
// A screen's bytes are the entry's chunks plus the screen's own, each shared chunk counted once.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));

/** The chunk and every chunk it imports statically (what the browser must fetch before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const sizeCache = new Map();
function sizesOf(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizeCache.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(file);
}

function total(keys) {
  const files = { js: new Set(), css: new Set() };
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith(".js")) files.js.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
  }
  const sum = (set) =>
    [...set]
      .map(sizesOf)
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
        raw: 0,
        gzip: 0,
        brotli: 0,
      });
  return { js: sum(files.js), css: sum(files.css) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const entry = closure("index.html");
const rows = [["(entry: index.html)", total(entry)]];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.src?.startsWith("src/areas/") || !chunk.isDynamicEntry) continue;
  rows.push([key.replace("src/areas/", ""), total(new Set([...entry, ...closure(key)]))]);
}
// Per area: what all of its screens add to the entry (a layout and its screens load together).
const areas = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  const area = chunk.isDynamicEntry ? /^src\/areas\/([^/]+)\//.exec(key)?.[1] : undefined;
  if (!area) continue;
  const keys = areas.get(area) ?? new Set();
  for (const reached of closure(key)) if (!entry.has(reached)) keys.add(reached);
  areas.set(area, keys);
}

// The locale catalogs: one is fetched per visit.
const catalogs = Object.entries(manifest).filter(([key]) => key.endsWith("messages.po"));
const catalog = catalogs.length > 0 ? sizesOf(catalogs[0][1].file) : null;

console.info("First visit to each screen (entry + screen, shared chunks once):\n");
console.info(
  `${"screen".padEnd(44)}${"JS raw".padStart(10)}${"gzip".padStart(10)}${"brotli".padStart(10)}${"CSS gzip".padStart(10)}`,
);
for (const [name, { js, css }] of rows) {
  console.info(`${name.padEnd(44)} ${kb(js.raw)} ${kb(js.gzip)} ${kb(js.brotli)} ${kb(css.gzip)}`);
}
console.info("\nWhat each area adds to the entry (all its screens):\n");
for (const [area, keys] of areas) {
  const { js, css } = total(keys);
  console.info(`${area.padEnd(44)} ${kb(js.raw)} ${kb(js.gzip)} ${kb(js.brotli)} ${kb(css.gzip)}`);
}
if (catalog)
  console.info(
    `\nplus one locale catalog: ${kb(catalog.raw)} raw, ${kb(catalog.gzip)} gzip, ${kb(catalog.brotli)} brotli`,
  );
