import type { Messages } from "@lingui/core";
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

  const pagesCatalogs = [
    "pages",
    "pages-auth",
    "pages-tickets",
    "pages-checkout",
    "pages-server",
    "reasons",
  ] as const;
  const key = (entry: { id: string; context?: string }) => `${entry.context ?? ""}\u0004${entry.id}`;

  it.each([...supportedLocales, "ru"])(
    "loads the %s catalogs of the server-drawn pages, whose words are the main catalog's, translated alike",
    async (locale) => {
      const messages = await importPagesCatalog(locale);
      expect(Object.keys(messages).length).toBeGreaterThan(10);
      const main = new Map(readCatalog(locale).map((entry) => [key(entry), entry.translation]));
      for (const file of pagesCatalogs) {
        const differing = readCatalog(locale, file).filter(
          (entry) => main.get(key(entry)) !== entry.translation,
        );
        // Run `npm run i18n:extract` (it copies the translations over) when this fails.
        expect({ file, differing }).toEqual({ file, differing: [] });
      }
    },
  );

  // Loads the catalogs' module afresh and compiles four Italian catalogs: more than the default
  // 15 s when other suites share the two cores.
  it("gives a page only its group's words: the public event page has neither the sign-in pages' nor the server's refusals' words", {
    timeout: 60_000,
  }, async () => {
    // A fresh module: no form of this "page" asked for the refusals' words yet.
    vi.resetModules();
    const fresh = await import("./catalogs");
    // A catalog has a message when it has its Italian words (compiled, the ids are hashes).
    const italian = (id: string) =>
      readCatalog("it", "messages").find((entry) => entry.id === id)?.translation ?? id;
    const has = (messages: Messages, id: string) =>
      Object.values(messages).some((words) => [words].flat().join("") === italian(id));
    const welcome = "Welcome back. Sign in to manage your events.";
    const emailTaken = "An account with this email already exists.";
    const addToCalendar = "Add to Google Calendar";
    const eventPage = await fresh.importPagesCatalog("it");
    const signIn = await fresh.importPagesCatalog("it", "auth");
    const ticket = await fresh.importPagesCatalog("it", "tickets");
    expect(italian(welcome)).not.toBe(welcome);
    expect([has(eventPage, welcome), has(eventPage, emailTaken), has(eventPage, addToCalendar)]).toEqual([
      false,
      false,
      false,
    ]);
    expect([has(signIn, welcome), has(signIn, addToCalendar)]).toEqual([true, false]);
    expect([has(ticket, addToCalendar), has(ticket, welcome)]).toEqual([true, false]);
    // Once a form asked for them, the refusals' words come with every catalog of the pages.
    const { importReasonsCatalog } = await import("./reasonsCatalog");
    expect(has(await importReasonsCatalog("it"), emailTaken)).toBe(true);
    expect(has(await fresh.importPagesCatalog("it"), emailTaken)).toBe(true);
  });

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
