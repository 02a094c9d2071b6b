import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { supportedLocales } from "@varco/domain";
import { describe, expect, it } from "vitest";

type Entry = { id: string; translation: string };

const catalogsDir = dirname(fileURLToPath(import.meta.url));

/** The live entries of a .po catalog (obsolete `#~` ones are not shown to anyone). */
function readCatalog(locale: string): Entry[] {
  const text = readFileSync(join(catalogsDir, locale, "messages.po"), "utf8");
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  const entries: Entry[] = [];
  for (const block of text.split(/\n\s*\n/u)) {
    const lines = block.split("\n").filter((line) => !line.startsWith("#"));
    const id = readField(lines, "msgid", unquote);
    const translation = readField(lines, "msgstr", unquote);
    if (id !== undefined && id !== "" && translation !== undefined) entries.push({ id, translation });
  }
  return entries;
}

/** A field and its continuation lines (`msgid ""` then `"part"` lines, for long messages). */
function readField(lines: string[], name: string, unquote: (quoted: string) => string): string | undefined {
  const start = lines.findIndex((line) => line.startsWith(`${name} `));
  if (start === -1) return undefined;
  let value = unquote(lines[start]!.slice(name.length + 1));
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('"')) break;
    value += unquote(line);
  }
  return value;
}

/** Placeholders and tags a translation must keep: `{name}`, `<0>`, `</0>`. */
function tokensOf(message: string): string[] {
  return (message.match(/\{\w+\}|<\/?\d+>/gu) ?? []).sort();
}

/**
 * Words that are rightly the same as in English in a given language; everything else identical to
 * the English source counts as not translated.
 */
const sameAsEnglish: Record<string, readonly string[]> = {
  Email: ["it", "vi"],
  Password: ["it"],
};

const source = readCatalog("en");
const sourceIds = source.map((entry) => entry.id).sort();
const otherLocales = [...supportedLocales.filter((locale) => locale !== "en"), "ru"];

describe("the message catalogs", () => {
  it("have English messages to translate", () => {
    expect(sourceIds.length).toBeGreaterThan(50);
  });

  describe.each(otherLocales)("%s", (locale) => {
    const entries = readCatalog(locale);

    it("has every message (0 missing)", () => {
      expect(entries.map((entry) => entry.id).sort()).toEqual(sourceIds);
    });

    it("translates every message (0 untranslated)", () => {
      const untranslated = entries
        .filter(({ id, translation }) => translation.trim() === "" || translation === id)
        .filter(({ id, translation }) => !(translation === id && sameAsEnglish[id]?.includes(locale)))
        .map(({ id }) => id);
      expect(untranslated).toEqual([]);
    });

    it("keeps every placeholder and tag of the English message", () => {
      const broken = entries
        .filter(({ id, translation }) => tokensOf(id).join() !== tokensOf(translation).join())
        .map(({ id, translation }) => `${id} → ${translation}`);
      expect(broken).toEqual([]);
    });
  });

  it("the spec's own words are the Italian powered-by line (SPEC.md §1)", () => {
    const italian = readCatalog("it");
    expect(italian.find((entry) => entry.id === "Organise trips and events with")?.translation).toBe(
      "Organizza viaggi e eventi con",
    );
  });
});
