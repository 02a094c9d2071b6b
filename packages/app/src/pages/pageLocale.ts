import { acceptedLanguagesOf, offeredLocaleOf, resolveLocale, type SupportedLocale } from "@varco/domain";
import { isSupportedLocale, localeCookieName, localeCookieSeconds } from "../i18n/localeChoice";
import { languageParameter } from "../shell/LanguageLinks";

export interface PageLocale {
  locale: SupportedLocale;
  /** Picked in this very request (`?lang=`): the answer keeps it in the cookie. */
  picked: boolean;
}

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.split("=");
    if (key?.trim() === name) {
      try {
        return decodeURIComponent(value.join("=").trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The language of a page drawn on the server: the one the address asks for (`?lang=de`, what the
 * language links send), else the visitor's earlier choice (the cookie), else the best match of the
 * browser's languages (`Accept-Language`, by language: "de-AT" → "de"), else the deployment's — as
 * the app picks where it runs (`i18n/localeChoice.ts`).
 */
export function pageLocale(
  url: URL,
  cookieHeader: string | undefined,
  deploymentLocale: SupportedLocale,
  acceptLanguage?: string,
): PageLocale {
  const asked = url.searchParams.get(languageParameter)?.toLowerCase();
  if (asked && isSupportedLocale(asked)) return { locale: asked, picked: true };
  const kept = cookieValue(cookieHeader, localeCookieName);
  if (kept?.trim()) return { locale: resolveLocale(kept), picked: false };
  const browser = offeredLocaleOf(acceptedLanguagesOf(acceptLanguage));
  return { locale: browser ?? deploymentLocale, picked: false };
}

/** The Set-Cookie value that keeps `locale` for this visitor (Secure where the site is https). */
export function localeCookie(locale: SupportedLocale, secure: boolean): string {
  return `${localeCookieName}=${encodeURIComponent(locale)}; Path=/; Max-Age=${localeCookieSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
