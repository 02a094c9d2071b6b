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
 * The groups of pages the server draws with words of their own (locales/<locale>/pages-<group>.po),
 * on top of the words every drawn page shares (pages.po): a first visit downloads only its group's.
 */
export type PagesGroup = "auth" | "tickets" | "checkout" | "door";

const pagesGroupCatalogs: Record<PagesGroup, (locale: string) => Promise<{ messages: Messages }>> = {
  auth: (locale) => import(`../locales/${locale}/pages-auth.po`),
  tickets: (locale) => import(`../locales/${locale}/pages-tickets.po`),
  checkout: (locale) => import(`../locales/${locale}/pages-checkout.po`),
  door: (locale) => import(`../locales/${locale}/pages-door.po`),
};

/**
 * How the server's refusals' words load, once a form asked for them (i18n/reasonsCatalog.ts): a
 * later locale switch loads them too. Kept out of this module, which every drawn page loads first.
 */
let reasonsCatalog: ((locale: string) => Promise<Messages>) | undefined;

/** Called by the refusals' catalog's loader when a form first asks for it. */
export function keepReasonsCatalog(load: (locale: string) => Promise<Messages>): void {
  reasonsCatalog = load;
}

/**
 * A locale's words of the pages the server draws only (public, sign-in and ticket pages): the
 * words they all share, plus those of the page's group when it has one, with the same
 * translations as the app's catalog (scripts/i18n-pages.mjs copies them); and the server's
 * refusals' words once a form of the page needed them.
 */
export async function importPagesCatalog(locale: string, group?: PagesGroup): Promise<Messages> {
  const [shared, own, reasons] = await Promise.all([
    import(`../locales/${locale}/pages.po`) as Promise<{ messages: Messages }>,
    group ? pagesGroupCatalogs[group](locale) : undefined,
    reasonsCatalog?.(locale),
  ]);
  return { ...shared.messages, ...own?.messages, ...reasons };
}

/**
 * What the server needs on top of a drawn page's catalogs: the words of the head it writes (the
 * page's title and description), which no browser downloads.
 */
export async function importServerPagesCatalog(locale: string, group?: PagesGroup): Promise<Messages> {
  const [page, server] = await Promise.all([
    importPagesCatalog(locale, group),
    import(`../locales/${locale}/pages-server.po`) as Promise<{ messages: Messages }>,
  ]);
  return { ...page, ...server.messages };
}

/** The loader of a group of drawn pages' catalogs, as `loadCatalog` and `LocaleProvider` take it. */
export const pagesCatalogOf =
  (group: PagesGroup | undefined) =>
  (locale: string): Promise<Messages> =>
    importPagesCatalog(locale, group);

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
  // Named by every caller: a default would bring the app's catalogs' map to the drawn pages too.
  load: (locale: string) => Promise<Messages>,
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
