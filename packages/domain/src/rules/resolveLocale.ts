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

/**
 * The first of a visitor's languages, in their order of preference, that we offer, matched as
 * `resolveLocale` matches ("de-AT" → "de", "zh-TW" → "zh-hk"); null when we offer none of them
 * (the caller then uses the deployment's default, not English). A language only counts when it
 * really is one we speak: `resolveLocale`'s English for the unknown does not.
 */
export function offeredLocaleOf(languages: readonly string[]): SupportedLocale | null {
  for (const tag of languages) {
    const language = tag.trim().toLowerCase().split(/[-_]/u)[0];
    if (!language || language === "*") continue;
    const resolved = resolveLocale(tag);
    if (resolved.split("-")[0] === language) return resolved;
  }
  return null;
}

/**
 * The languages of an `Accept-Language` header, most wanted first (by `q`, then by their order);
 * those with `q=0` (refused) and malformed parts left out.
 */
export function acceptedLanguagesOf(header: string | null | undefined): string[] {
  const ranked: { tag: string; weight: number; index: number }[] = [];
  for (const [index, part] of (header ?? "").split(",").entries()) {
    const [rawTag, ...parameters] = part.split(";");
    const tag = rawTag?.trim() ?? "";
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$|^\*$/u.test(tag)) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/iu.exec(parameter)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (!(weight > 0 && weight <= 1)) continue;
    ranked.push({ tag, weight, index });
  }
  return ranked.sort((a, b) => b.weight - a.weight || a.index - b.index).map(({ tag }) => tag);
}
