import type { SupportedLocale } from "@varco/domain";

/**
 * Each offered language by its own name, as a switcher lists them: someone who cannot read the
 * current language still finds theirs. Fixed here rather than asked of Intl, whose wording
 * differs between browsers.
 */
export const localeNames: Record<SupportedLocale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  it: "Italiano",
  nl: "Nederlands",
  pt: "Português",
  es: "Español",
  "zh-cn": "简体中文",
  "zh-hk": "繁體中文（香港）",
  "pt-br": "Português (Brasil)",
  vi: "Tiếng Việt",
  tr: "Türkçe",
  hu: "Magyar",
};
