import { beforeAll, describe, expect, it } from "vitest";
import { de } from "./locales/de";
import { es } from "./locales/es";
import { fr } from "./locales/fr";
import { hu } from "./locales/hu";
import { it as italian } from "./locales/it";
import { nl } from "./locales/nl";
import { pt } from "./locales/pt";
import { ptBr } from "./locales/pt-br";
import { ru } from "./locales/ru";
import { tr } from "./locales/tr";
import { vi } from "./locales/vi";
import { zhCn } from "./locales/zh-cn";
import { zhHk } from "./locales/zh-hk";
import { format, loadEveryUiLocale, loadUiStrings, stringsFor, uiStringLocales, uiStrings } from "./strings";

const english = uiStrings.en!;
const uiStringTranslations = {
  de,
  es,
  fr,
  hu,
  it: italian,
  nl,
  pt,
  "pt-br": ptBr,
  ru,
  tr,
  vi,
  "zh-cn": zhCn,
  "zh-hk": zhHk,
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the design system's own strings", () => {
  beforeAll(loadEveryUiLocale);

  it("are translated for all 13 offered locales (and ru)", () => {
    expect(uiStringLocales().sort()).toEqual(
      ["de", "en", "es", "fr", "hu", "it", "nl", "pt", "pt-br", "ru", "tr", "vi", "zh-cn", "zh-hk"].sort(),
    );
  });

  it.each(Object.entries(uiStringTranslations))(
    "%s has every key, translated, with the same placeholders",
    (_tag, strings) => {
      for (const [key, source] of Object.entries(english)) {
        const translated = strings[key as keyof typeof strings];
        expect(translated, key).toBeTypeOf("string");
        expect(translated!.trim(), key).not.toBe("");
        expect(placeholders(translated!), key).toEqual(placeholders(source));
      }
    },
  );

  it("leaves no sentence in English in another locale", () => {
    // Short words may coincide ("Link", "Code", "Pagination"); whole sentences must not.
    for (const [tag, strings] of Object.entries(uiStringTranslations)) {
      for (const [key, source] of Object.entries(english)) {
        if (source.split(" ").length < 3) continue;
        expect(strings[key as keyof typeof strings], `${tag}.${key}`).not.toBe(source);
      }
    }
  });

  it.each([
    ["it", "Chiudi"],
    ["it-IT", "Chiudi"],
    ["de-AT", "Schließen"],
    ["pt-BR", "Fechar"],
    ["zh-CN", "关闭"],
    ["zh-Hans-CN", "关闭"],
    ["zh-TW", "關閉"],
    ["zh-Hant-HK", "關閉"],
    ["zh", "关闭"],
    ["ja", "Close"],
    ["en-GB", "Close"],
  ])("%s reads %s", (locale, close) => {
    expect(stringsFor(locale).close).toBe(close);
  });

  it("differs between pt and pt-br where the languages do", () => {
    expect(stringsFor("pt").showPassword).not.toBe(stringsFor("pt-br").showPassword);
  });

  it("loads each locale as it is asked for, the same strings as its source file", async () => {
    expect(await loadUiStrings("hu-HU")).toEqual({ ...english, ...hu });
    expect(await loadUiStrings("ja")).toBe(english);
  });

  it("fills placeholders and keeps unknown ones", () => {
    expect(format("Page {page} of {total}", { page: 2 })).toBe("Page 2 of {total}");
  });
});
