import { currencyOfLocale } from "@varco/domain";
import { bcp47Of } from "./localeChoice";

/**
 * The currency a new account starts with, from where the person probably is: a locale with its
 * own region says it ("pt-br" → BRL); otherwise the browser's own tag for the same language
 * ("it-CH" → CHF), else the language's home region ("it" → EUR; "pt" is Portugal's Portuguese here).
 */
export function suggestedCurrency(
  locale: string,
  browserLanguages: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages,
): string | undefined {
  const [language, region] = locale.split("-");
  if (region !== undefined) return currencyOfLocale(bcp47Of(locale));
  const browserTag = browserLanguages.find((tag) => {
    const [tagLanguage, tagRegion] = tag.split("-");
    return tagLanguage?.toLowerCase() === language && tagRegion !== undefined;
  });
  return currencyOfLocale(browserTag ?? (language === "pt" ? "pt-PT" : locale));
}
