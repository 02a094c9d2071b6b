import { fileURLToPath } from "node:url";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { supportedLocales } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { readCatalog } from "../test/poCatalog";

/**
 * Placeholders and tags a translation must keep: `{name}`, `<0>`, `</0>`. As a set: a plural
 * message repeats them once per form, and languages have different numbers of forms.
 */
function tokensOf(message: string): string[] {
  return [...new Set(message.match(/\{\w+\}|<\/?\d+>/gu) ?? [])].sort();
}

/**
 * Words that are rightly the same as in English in a given language; everything else identical to
 * the English source counts as not translated.
 */
const sameAsEnglish: Record<string, readonly string[]> = {
  Actions: ["fr"],
  Date: ["fr"],
  "Option {number}": ["de", "fr"],
  Options: ["fr"],
  Question: ["fr"],
  Questions: ["fr"],
  "incl. {included}": ["it", "nl", "es"],
  "Minimum {minimum}": ["fr"],
  product: ["nl"],
  Product: ["nl"],
  Ticket: ["de", "nl"],
  "Ticket {publicId} · {title}": ["de", "nl"],
  "Tickets · {title}": ["de", "nl"],
  Total: ["fr", "es", "pt", "pt-br"],
  Subtotal: ["es", "pt", "pt-br"],
  Email: ["it", "vi"],
  Links: ["de", "nl", "pt-br"],
  Message: ["fr"],
  Messages: ["fr"],
  Name: ["de"],
  Password: ["it"],
  Status: ["de", "nl"],
  Tickets: ["de", "nl"],
  Type: ["fr"],
  Website: ["de", "nl"],
  // The word the trade uses for what sites embed, in these languages too.
  Widget: ["it", "de", "fr", "nl", "pt", "pt-br", "es", "tr", "hu"],
  Mode: ["fr"],
  // An amount after refunds: the same word in these languages.
  Net: ["fr", "tr"],
  // The web's own words, used as they are in these languages.
  URL: ["it", "de", "fr", "nl", "pt", "pt-br", "es"],
  Webhooks: ["de", "fr", "nl", "pt", "pt-br", "es"],
};

const source = readCatalog("en");
const sourceIds = source.map((entry) => entry.id).sort();
const otherLocales = [...supportedLocales.filter((locale) => locale !== "en"), "ru"];

describe("the message catalogs", () => {
  it("have English messages to translate", () => {
    expect(sourceIds.length).toBeGreaterThan(50);
  });

  // Lingui reads and parses every source file of the app: seconds on idle cores, more than the
  // default 15 s when other suites share the two cores.
  it(
    "hold exactly the messages the screens show (else run `npm run i18n:extract`)",
    { timeout: 60_000 },
    async () => {
      const configPath = fileURLToPath(new URL("../../../../lingui.config.ts", import.meta.url));
      const [catalog] = await getCatalogs(getConfig({ configPath }));
      const collected = Object.values((await catalog?.collect()) ?? {});
      const inSource = collected.map((entry) => entry.message ?? "").sort();
      expect(inSource.length).toBeGreaterThan(50);
      expect({
        missingFromCatalogs: inSource.filter((message) => !sourceIds.includes(message)),
        noLongerInSource: sourceIds.filter((message) => !inSource.includes(message)),
      }).toEqual({ missingFromCatalogs: [], noLongerInSource: [] });
    },
  );

  describe.each(otherLocales)("%s", (locale) => {
    const entries = readCatalog(locale);

    it("has every message (0 missing)", () => {
      expect(entries.map((entry) => entry.id).sort()).toEqual(sourceIds);
    });

    it("translates every message (0 untranslated)", () => {
      const untranslated = entries
        .filter(({ id, translation }) => translation.trim() === "" || translation === id)
        .filter(({ id, translation }) => !(translation === id && sameAsEnglish[id]?.includes(locale)))
        // Only placeholders and punctuation ("{label}: {amount}"): no words to translate.
        .filter(({ id }) => /\p{L}/u.test(id.replace(/\{\w+\}/gu, "")))
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

  it("the Italian powered-by line is the product's own wording, in good Italian (\"ed\" before a vowel)", () => {
    const italian = readCatalog("it");
    expect(italian.find((entry) => entry.id === "Organise trips and events with")?.translation).toBe(
      "Organizza viaggi ed eventi con",
    );
  });
});
