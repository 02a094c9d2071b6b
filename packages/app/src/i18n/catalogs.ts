import type { Messages } from "@lingui/core";
import { fallbackLocale, type SupportedLocale } from "@varco/domain";
import { loadUiStrings } from "@varco/ui";

/**
 * A locale's messages, loaded on demand: each catalog is its own chunk, so a visitor downloads
 * only the language they read.
 */
export async function importCatalog(locale: string): Promise<Messages> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  return messages;
}

/**
 * A locale's words of the pages the server draws only (public and sign-in pages): a catalog of its
 * own, a third of the size, with the same translations (scripts/i18n-pages.mjs copies them).
 */
export async function importPagesCatalog(locale: string): Promise<Messages> {
  const { messages } = (await import(`../locales/${locale}/pages.po`)) as { messages: Messages };
  return messages;
}

export interface LoadedCatalog {
  locale: SupportedLocale;
  messages: Messages;
}

/**
 * The catalog for `locale`, or English when it fails to load (a failure is only
 * logged, never shown). When even English fails the messages are empty: the page still renders, with ids.
 * The design system's own words (close buttons, pagination…) in that locale load alongside.
 */
export async function loadCatalog(
  locale: SupportedLocale,
  load: (locale: string) => Promise<Messages> = importCatalog,
): Promise<LoadedCatalog> {
  const [catalog] = await Promise.all([
    loadAppCatalog(locale, load),
    loadUiStrings(locale).catch((error: unknown) => {
      console.error(`Could not load the design system's "${locale}" strings.`, error);
    }),
  ]);
  return catalog;
}

async function loadAppCatalog(
  locale: SupportedLocale,
  load: (locale: string) => Promise<Messages>,
): Promise<LoadedCatalog> {
  try {
    return { locale, messages: await load(locale) };
  } catch (error) {
    console.error(`Could not load the "${locale}" translations.`, error);
  }
  if (locale !== fallbackLocale) {
    try {
      return { locale: fallbackLocale, messages: await load(fallbackLocale) };
    } catch (error) {
      console.error(`Could not load the "${fallbackLocale}" translations either.`, error);
    }
  }
  return { locale: fallbackLocale, messages: {} };
}
