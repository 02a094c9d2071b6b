import { describe, expect, it } from "vitest";
import {
  acceptedLanguagesOf,
  defaultLocale,
  offeredLocaleOf,
  resolveLocale,
  supportedLocales,
} from "./resolveLocale";

describe("resolveLocale", () => {
  it.each(supportedLocales.map((locale) => [locale, locale]))("supported %s → itself", (tag, expected) => {
    expect(resolveLocale(tag)).toBe(expected);
  });

  it.each([
    // exact match, case and separator do not matter
    ["EN", "en"],
    ["pt-BR", "pt-br"],
    ["pt_BR", "pt-br"],
    ["PT_br", "pt-br"],
    ["zh-CN", "zh-cn"],
    ["zh_HK", "zh-hk"],
    [" it ", "it"],
    ["fr_FR.UTF-8", "fr"],
    ["de_DE@euro", "de"],
    // same language prefix: first supported locale of that language
    ["pt-PT", "pt"],
    ["pt-AO", "pt"],
    ["en-US", "en"],
    ["en-GB", "en"],
    ["de-AT", "de"],
    ["de-CH-1996", "de"],
    ["fr-CA", "fr"],
    ["it-CH", "it"],
    ["nl-BE", "nl"],
    ["es-419", "es"],
    ["es-MX", "es"],
    ["vi-VN", "vi"],
    ["tr-TR", "tr"],
    ["hu-HU", "hu"],
    // Chinese: the script decides between the two offered variants
    ["zh", "zh-cn"],
    ["zh-SG", "zh-cn"],
    ["zh-Hans", "zh-cn"],
    ["zh-Hans-HK", "zh-cn"],
    ["zh-TW", "zh-hk"],
    ["zh-MO", "zh-hk"],
    ["zh-Hant", "zh-hk"],
    ["zh-Hant-TW", "zh-hk"],
    // no supported locale shares the language → en
    ["ru", "en"],
    ["ru-RU", "en"],
    ["ja", "en"],
    ["pl", "en"],
    ["se", "en"],
    ["nb-NO", "en"],
    // the language must match as a whole subtag, not as a prefix of letters
    ["italiano", "en"],
    ["ptx", "en"],
    ["dee", "en"],
    ["*", "en"],
    ["", "en"],
    ["   ", "en"],
    [null, "en"],
    [undefined, "en"],
  ])("%s → %s", (tag, expected) => {
    expect(resolveLocale(tag)).toBe(expected);
  });

  it("offers the thirteen supported locales and defaults to Italian", () => {
    expect(supportedLocales).toHaveLength(13);
    expect(supportedLocales).not.toContain("ru");
    expect(defaultLocale).toBe("it");
  });
});

describe("a visitor's languages (Accept-Language)", () => {
  it.each([
    ["en-US,en;q=0.9", "en"],
    ["de-AT,de;q=0.9,en;q=0.8", "de"],
    ["ja,en;q=0.5", "en"],
    ["zh-TW,zh;q=0.9", "zh-hk"],
    ["pt-BR", "pt-br"],
    ["fr;q=0.4, nl", "nl"],
    ["en;q=0, fr", "fr"],
    ["ja, ru", null],
    ["*", null],
    ["", null],
    ["@@@, ;q=1", null],
  ])("%s → %s", (header, expected) => {
    expect(offeredLocaleOf(acceptedLanguagesOf(header))).toBe(expected);
  });

  it("ranks by weight, then by order, and leaves out what the visitor refused", () => {
    expect(acceptedLanguagesOf("fr;q=0.5, de, it;q=0.5, es;q=0")).toEqual(["de", "fr", "it"]);
  });
});
