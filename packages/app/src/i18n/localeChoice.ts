import { offeredLocaleOf, resolveLocale, type SupportedLocale, supportedLocales } from "@varco/domain";

/** Where the locale a visitor picked in the switcher is kept on this device. */
export const localeStorageKey = "varco.locale";

/**
 * The cookie that carries the same choice to the server, so the pages it draws speak it too. A
 * preference, not a credential: written here by the app and by the server when a page's address
 * picks a language (`pages/pageLocale.ts`), so it cannot be httpOnly; SameSite=Lax, for a year.
 */
export const localeCookieName = "varco_locale";
export const localeCookieSeconds = 365 * 24 * 60 * 60;

export interface LocaleSources {
  /** The signed-in user's saved locale (`users/me`), when someone is signed in. */
  userLocale?: string | null | undefined;
  /** The locale picked earlier on this device. */
  storedLocale?: string | null | undefined;
  /** The browser's languages (`navigator.languages`), most wanted first. */
  browserLanguages?: readonly string[] | undefined;
  /** The deployment's default (runtime configuration). */
  defaultLocale: SupportedLocale;
}

/**
 * Which locale the interface speaks: the signed-in user's saved locale, else the one chosen
 * earlier on this device, else the first of the browser's languages we offer (by language: "de-AT"
 * → "de"), else the deployment's default — as the server picks for the pages it draws
 * (`pages/pageLocale.ts`). A saved value we do not offer falls back by language, else to English
 * (the domain's `resolveLocale`).
 */
export function chooseLocale({
  userLocale,
  storedLocale,
  browserLanguages = [],
  defaultLocale,
}: LocaleSources): SupportedLocale {
  const given = [userLocale, storedLocale].find((value) => typeof value === "string" && value.trim() !== "");
  if (given) return resolveLocale(given);
  return offeredLocaleOf(browserLanguages) ?? defaultLocale;
}

/**
 * The first of the browser's languages (`navigator.languages`) that we offer, matched as
 * `resolveLocale` matches ("de-AT" → "de"), or null when we offer none of them: what the switcher
 * suggests when the page speaks another.
 */
export const browserSuggestion = (languages: readonly string[]): SupportedLocale | null =>
  offeredLocaleOf(languages);

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (supportedLocales as readonly string[]).includes(value);
}

/** The BCP 47 spelling browsers, Intl and react-aria expect ("zh-cn" → "zh-CN"). */
export function bcp47Of(locale: string): string {
  const [language, ...rest] = locale.split("-");
  return [language, ...rest.map((part) => (part.length === 2 ? part.toUpperCase() : part))].join("-");
}

/** Storage can be unavailable (private modes, blocked cookies): the choice is then only for this visit. */
export function readStoredLocale(
  storage: Pick<Storage, "getItem"> | undefined = safeLocalStorage(),
): string | null {
  try {
    return storage?.getItem(localeStorageKey) ?? null;
  } catch {
    return null;
  }
}

export function storeLocale(
  locale: SupportedLocale,
  storage: Pick<Storage, "setItem"> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(localeStorageKey, locale);
  } catch {
    // Not kept: the switch still applies to this visit.
  }
  if (typeof document !== "undefined") {
    const secure = document.location?.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: one preference cookie, written where the choice is made
    document.cookie = `${localeCookieName}=${encodeURIComponent(locale)}; Path=/; Max-Age=${localeCookieSeconds}; SameSite=Lax${secure}`;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
