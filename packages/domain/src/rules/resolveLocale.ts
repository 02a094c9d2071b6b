/** The locales the interface is offered in. Russian has a catalogue but is not offered. */
export const supportedLocales = [
  "en",
  "de",
  "fr",
  "it",
  "nl",
  "pt",
  "es",
  "zh-cn",
  "zh-hk",
  "pt-br",
  "vi",
  "tr",
  "hu",
] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

/** The deployment's default language when nobody asked for one; a deployment may set another. */
export const defaultLocale: SupportedLocale = "it";

/** Where an unsupported request ends up when no supported locale shares its language. */
export const fallbackLocale: SupportedLocale = "en";

// Region subtags whose readers use Traditional characters: Simplified Chinese would be a poor guess.
const traditionalChineseRegions = new Set(["tw", "hk", "mo"]);

/**
 * The supported locale for a requested tag:
 * 1. exact match, ignoring case and whether `_` or `-` separates the parts ("PT_br" → "pt-br");
 * 2. else the first supported locale with the same language, in `supportedLocales` order
 *    ("pt-PT" → "pt", "de-AT" → "de"). Chinese is the one language offered twice, so there the
 *    script decides: Traditional ("zh-Hant", or Taiwan, Hong Kong, Macau) → "zh-hk", otherwise
 *    "zh-cn";
 * 3. else `en`, also for an empty request.
 * POSIX suffixes (".UTF-8", "@euro") are ignored so server environment locales work too.
 */
export function resolveLocale(requested: string | null | undefined): SupportedLocale {
  const tag = (requested ?? "").trim().split(/[.@]/u)[0]!.replaceAll("_", "-").toLowerCase();
  if (tag === "") return fallbackLocale;

  const exact = supportedLocales.find((locale) => locale === tag);
  if (exact) return exact;

  const [language, ...subtags] = tag.split("-");
  if (language === "zh") {
    if (subtags.includes("hans")) return "zh-cn";
    const traditional = subtags.includes("hant") || subtags.some((s) => traditionalChineseRegions.has(s));
    return traditional ? "zh-hk" : "zh-cn";
  }
  const sameLanguage = supportedLocales.find(
    (locale) => locale === language || locale.startsWith(`${language}-`),
  );
  return sameLanguage ?? fallbackLocale;
}
