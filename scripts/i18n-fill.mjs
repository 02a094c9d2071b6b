#!/usr/bin/env node
// Fills translations into the app's catalogs from JSON files of the form
//   { "English source text": { "it": "…", "de": "…", … }, … }
// (one file per area or per change, written by whoever wrote the strings). Run after
// `npm run i18n:extract`, which adds the new msgids with empty translations:
//   node scripts/i18n-fill.mjs translations/*.json
// Only empty msgstr are filled unless --overwrite is given; unknown msgids are reported.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import PO from "pofile";

const root = fileURLToPath(new URL("..", import.meta.url));
const catalogsDir = join(root, "packages/app/src/locales");
const args = process.argv.slice(2);
const overwrite = args.includes("--overwrite");
const files = args.filter((arg) => !arg.startsWith("--"));
if (files.length === 0) {
  console.error("usage: node scripts/i18n-fill.mjs [--overwrite] <translations.json>...");
  process.exit(2);
}

/** source text → locale → translation, merged from every file given. */
const table = new Map();
for (const file of files) {
  for (const [source, byLocale] of Object.entries(JSON.parse(readFileSync(file, "utf8")))) {
    table.set(source, { ...table.get(source), ...byLocale });
  }
}

const locales = readdirSync(catalogsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
let filled = 0;
const unknown = new Set(table.keys());
for (const locale of locales) {
  if (locale === "en") continue;
  const path = join(catalogsDir, locale, "messages.po");
  const po = PO.parse(readFileSync(path, "utf8"));
  for (const item of po.items) {
    const entry = table.get(item.msgid);
    if (!entry) continue;
    unknown.delete(item.msgid);
    const translation = entry[locale];
    if (translation === undefined) continue;
    if (!overwrite && item.msgstr.some((text) => text !== "")) continue;
    item.msgstr = [translation];
    filled += 1;
  }
  writeFileSync(path, po.toString() + (po.toString().endsWith("\n") ? "" : "\n"));
}
console.info(`Filled ${filled} translations.`);
// The pages' own catalogs take the same translations.
await import("./i18n-pages.mjs");
if (unknown.size > 0) {
  console.warn(`Not in the catalogs (run npm run i18n:extract first?):\n  ${[...unknown].join("\n  ")}`);
}
