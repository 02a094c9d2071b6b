#!/usr/bin/env node
// The pages the server draws load catalogs of their own words only (locales/<locale>/pages.po,
// pages-<group>.po and reasons.po, extracted by `lingui extract` from their folders; see
// lingui.config.ts). Its translations are the
// main catalog's: this copies them over by message (id and context), for every locale, so nothing
// is translated twice. Run by `npm run i18n:extract`, and by scripts/i18n-fill.mjs after filling.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import PO from "pofile";

const catalogsDir = fileURLToPath(new URL("../packages/app/src/locales", import.meta.url));
const keyOf = (item) => `${item.msgctxt ?? ""}\u0004${item.msgid}`;

let copied = 0;
for (const entry of readdirSync(catalogsDir, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const main = PO.parse(readFileSync(join(catalogsDir, entry.name, "messages.po"), "utf8"));
  const translations = new Map(main.items.map((item) => [keyOf(item), item.msgstr]));
  const pagesCatalogs = readdirSync(join(catalogsDir, entry.name)).filter(
    (file) => (file.startsWith("pages") || file === "reasons.po") && file.endsWith(".po"),
  );
  for (const file of pagesCatalogs) {
    const path = join(catalogsDir, entry.name, file);
    const pages = PO.parse(readFileSync(path, "utf8"));
    for (const item of pages.items) {
      const translation = translations.get(keyOf(item));
      if (!translation || translation.join("") === item.msgstr.join("")) continue;
      item.msgstr = [...translation];
      copied += 1;
    }
    const text = pages.toString();
    writeFileSync(path, text.endsWith("\n") ? text : `${text}\n`);
  }
}
console.info(`Copied ${copied} translations into the pages' catalogs.`);
