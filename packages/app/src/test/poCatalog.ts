import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// Reads the .po catalogs for tests (Node only; the app loads catalogs through the Lingui plugin).

/** One message: its English id, the context that tells same-worded messages apart, its words. */
export type CatalogEntry = { id: string; context?: string; translation: string };

const catalogsDir = fileURLToPath(new URL("../locales", import.meta.url));

/** The live entries of a locale's catalog (obsolete `#~` ones are shown to no one). */
export function readCatalog(
  locale: string,
  file:
    | "messages"
    | "pages"
    | "pages-auth"
    | "pages-tickets"
    | "pages-checkout"
    | "pages-door"
    | "pages-server"
    | "reasons" = "messages",
): CatalogEntry[] {
  const text = readFileSync(join(catalogsDir, locale, `${file}.po`), "utf8");
  const entries: CatalogEntry[] = [];
  for (const block of text.split(/\n\s*\n/u)) {
    const lines = block.split("\n").filter((line) => !line.startsWith("#"));
    const id = readField(lines, "msgid");
    const translation = readField(lines, "msgstr");
    const context = readField(lines, "msgctxt");
    if (id !== undefined && id !== "" && translation !== undefined)
      entries.push(context === undefined ? { id, translation } : { id, context, translation });
  }
  return entries;
}

/** A field and its continuation lines (`msgid ""` then `"part"` lines, for long messages). */
function readField(lines: string[], name: string): string | undefined {
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  const start = lines.findIndex((line) => line.startsWith(`${name} `));
  if (start === -1) return undefined;
  let value = unquote(lines[start]!.slice(name.length + 1));
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('"')) break;
    value += unquote(line);
  }
  return value;
}

/**
 * The words a locale shows for an English message, placeholders filled: `wordsOf("it")("Save")`
 * (a message with a context: `wordsOf("it")("Archived", {}, "events view")`). An unknown message is
 * an error, so a test cannot look for words the app never shows.
 */
export function wordsOf(
  locale: string,
  file: Parameters<typeof readCatalog>[1] = "messages",
): (message: string, values?: Record<string, string>, context?: string) => string {
  const key = (id: string, context = "") => `${context}\u0004${id}`;
  const translations = new Map(
    readCatalog(locale, file).map((entry) => [key(entry.id, entry.context), entry.translation]),
  );
  return (message, values = {}, context) => {
    const translation = translations.get(key(message, context));
    if (translation === undefined)
      throw new Error(`No message "${message}" in the ${locale} ${file} catalog.`);
    return (translation || message).replace(/\{(\w+)\}/gu, (whole, name: string) => values[name] ?? whole);
  };
}
