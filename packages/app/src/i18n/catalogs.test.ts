// @vitest-environment node
import { supportedLocales } from "@varco/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCatalog } from "../test/poCatalog";
import { importCatalog, importPagesCatalog, loadCatalog } from "./catalogs";

describe("loadCatalog", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([...supportedLocales, "ru"])("loads the compiled %s catalog", async (locale) => {
    const messages = await importCatalog(locale);
    expect(Object.keys(messages).length).toBeGreaterThan(10);
  });

  it.each([...supportedLocales, "ru"])(
    "loads the %s catalog of the server-drawn pages, whose words are the main catalog's, translated alike",
    async (locale) => {
      const messages = await importPagesCatalog(locale);
      expect(Object.keys(messages).length).toBeGreaterThan(10);
      const key = (entry: { id: string; context?: string }) => `${entry.context ?? ""}\u0004${entry.id}`;
      const main = new Map(readCatalog(locale).map((entry) => [key(entry), entry.translation]));
      const differing = readCatalog(locale, "pages").filter(
        (entry) => main.get(key(entry)) !== entry.translation,
      );
      // Run `npm run i18n:extract` (it copies the translations over) when this fails.
      expect(differing).toEqual([]);
    },
  );

  it("answers the catalog of the locale asked for", async () => {
    const load = vi.fn(async (locale: string) => ({ greeting: `hello from ${locale}` }));
    await expect(loadCatalog("de", load)).resolves.toEqual({
      locale: "de",
      messages: { greeting: "hello from de" },
    });
  });

  it("logs a failure and falls back to English", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn(async (locale: string) => {
      if (locale === "de") throw new Error("offline");
      return { greeting: "hello" };
    });
    await expect(loadCatalog("de", load)).resolves.toEqual({ locale: "en", messages: { greeting: "hello" } });
    expect(error).toHaveBeenCalledOnce();
  });

  it("still resolves, with no messages, when English fails too", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn(async () => {
      throw new Error("offline");
    });
    await expect(loadCatalog("it", load)).resolves.toEqual({ locale: "en", messages: {} });
    expect(error).toHaveBeenCalledTimes(2);
  });
});
