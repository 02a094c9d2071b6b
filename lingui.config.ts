import { defineConfig } from "@lingui/cli";

/** Locales a visitor can pick. `ru` has a catalog but is not offered (SPEC.md §1). */
export const offeredLocales = [
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

export default defineConfig({
  sourceLocale: "en",
  locales: [...offeredLocales, "ru"],
  fallbackLocales: { "pt-br": "pt", "zh-hk": "zh-cn", default: "en" },
  catalogs: [
    {
      path: "<rootDir>/packages/app/src/locales/{locale}/messages",
      include: ["<rootDir>/packages/app/src"],
    },
  ],
  compileNamespace: "ts",
});
