import { describe, expect, it } from "vitest";
import {
  bcp47Of,
  browserSuggestion,
  chooseLocale,
  localeStorageKey,
  readStoredLocale,
  storeLocale,
} from "./localeChoice";

describe("chooseLocale", () => {
  it.each([
    // [user's saved locale, this device's choice, deployment default, spoken]
    ["de", "fr", "it", "de"],
    [null, "fr", "it", "fr"],
    [undefined, undefined, "it", "it"],
    [null, null, "en", "en"],
    ["", "  ", "it", "it"],
    // Unsupported saved values fall back by language, else to English.
    ["pt-PT", null, "it", "pt"],
    ["zh-TW", null, "it", "zh-hk"],
    ["pt_BR", null, "it", "pt-br"],
    ["pl", "fr", "it", "en"],
    [null, "de-AT", "it", "de"],
    [null, "xx", "it", "en"],
  ] as const)("user %o, device %o, default %o → %s", (userLocale, storedLocale, defaultLocale, expected) => {
    expect(chooseLocale({ userLocale, storedLocale, defaultLocale })).toBe(expected);
  });

  it("speaks the browser's language when nobody chose one, and the deployment's when we don't speak it", () => {
    expect(chooseLocale({ browserLanguages: ["en-US", "en"], defaultLocale: "it" })).toBe("en");
    expect(chooseLocale({ browserLanguages: ["ja", "de-CH"], defaultLocale: "it" })).toBe("de");
    expect(chooseLocale({ browserLanguages: ["ja"], defaultLocale: "it" })).toBe("it");
    expect(chooseLocale({ storedLocale: "fr", browserLanguages: ["en"], defaultLocale: "it" })).toBe("fr");
  });
});

describe("bcp47Of", () => {
  it.each([
    ["it", "it"],
    ["zh-cn", "zh-CN"],
    ["zh-hk", "zh-HK"],
    ["pt-br", "pt-BR"],
  ])("%s → %s", (locale, expected) => {
    expect(bcp47Of(locale)).toBe(expected);
  });
});

describe("the device's choice", () => {
  it("is kept and read back", () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    storeLocale("fr", storage);
    expect(values.get(localeStorageKey)).toBe("fr");
    expect(readStoredLocale(storage)).toBe("fr");
  });

  it("survives storage that refuses (private modes)", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => storeLocale("fr", refusing)).not.toThrow();
    expect(readStoredLocale(refusing)).toBeNull();
  });
});

describe("browserSuggestion", () => {
  it.each([
    // [the browser's languages, suggested]
    [["de-AT", "en"], "de"],
    [["pl", "fr-CA", "en"], "fr"],
    [["zh-TW"], "zh-hk"],
    [["pt-BR"], "pt-br"],
    [["en-GB"], "en"],
    [["pl", "ja"], null],
    [[], null],
  ] as const)("%o → %o", (languages, expected) => {
    expect(browserSuggestion(languages)).toBe(expected);
  });
});
