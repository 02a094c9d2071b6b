import type { I18n } from "@lingui/core";
import type { Reason } from "@varco/domain";

type ReasonText = (reason: Reason, name: string, i18n: I18n) => string;

let reasonText: ReasonText | undefined;
const loadedLocales = new Set<string>();

/**
 * The server's refusals' words (forms/serverReasons.ts, ~130 messages) are a chunk and a catalog of
 * their own: a page's first visit does not carry them. A form loads them when it first has
 * something to refuse (a failed call, or a check of its values that failed), before saying it.
 */
export async function loadServerReasons(i18n: I18n): Promise<void> {
  const locale = i18n.locale;
  if (reasonText && loadedLocales.has(locale)) return;
  // Never rejects: when they cannot load (offline), the form still says what it can.
  const [module, messages] = await Promise.all([
    import("./serverReasons").catch((error: unknown) => {
      console.error("Could not load the server's refusals' words.", error);
      return undefined;
    }),
    // Its loader too: a page whose forms never refuse anything does not carry it.
    import("../i18n/reasonsCatalog")
      .then(({ importReasonsCatalog }) => importReasonsCatalog(locale))
      .catch((error: unknown) => {
        console.error(`Could not load the "${locale}" words of the server's refusals.`, error);
        return undefined;
      }),
  ]);
  reasonText ??= module?.reasonText;
  if (messages) {
    // Added to the locale's words, as long as the visitor still reads that locale.
    if (i18n.locale === locale) i18n.load(locale, messages);
    loadedLocales.add(locale);
  }
}

/** Whether the refusals' words are loaded for the locale `i18n` reads. */
export function serverReasonsLoaded(i18n: I18n): boolean {
  return reasonText !== undefined && loadedLocales.has(i18n.locale);
}

/** A domain reason in words, once `loadServerReasons` ran; undefined before. */
export function loadedReasonText(reason: Reason, name: string, i18n: I18n): string | undefined {
  return reasonText?.(reason, name, i18n);
}
