import { supportedLocales } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { readCatalog } from "../../test/poCatalog";

/**
 * The scanner's words live in their own catalog (pages-door), translated there and nowhere else:
 * every language has every message, in its own words, with the English placeholders and tags.
 */
const tokensOf = (message: string) => [...new Set(message.match(/\{\w+\}|<\/?\d+>|#/gu) ?? [])].sort();

const english = readCatalog("en", "pages-door");

describe("the door's catalog", () => {
  it("holds the scanner's messages", () => {
    expect(english.length).toBeGreaterThan(40);
  });

  describe.each([...supportedLocales.filter((locale) => locale !== "en"), "ru"])("%s", (locale) => {
    const entries = readCatalog(locale, "pages-door");

    it("has every message, each translated, placeholders and tags kept", () => {
      expect(entries.map((entry) => entry.id).sort()).toEqual(english.map((entry) => entry.id).sort());
      expect(
        entries.filter(({ id, translation }) => translation.trim() === "" || translation === id),
      ).toEqual([]);
      expect(
        entries
          .filter(({ id, translation }) => tokensOf(id).join() !== tokensOf(translation).join())
          .map(({ id, translation }) => `${id} → ${translation}`),
      ).toEqual([]);
    });
  });
});
