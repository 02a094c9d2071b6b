import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { supportedLocales } from "./packages/domain/src/rules/resolveLocale";

// The offered locales come from the domain (one list for the app, the server and the catalogs);
// `ru` has a catalog but is not offered (SPEC.md §1).
export default defineConfig({
  sourceLocale: "en",
  locales: [...supportedLocales, "ru"],
  fallbackLocales: { "pt-br": "pt", "zh-hk": "zh-cn", default: "en" },
  catalogs: [
    {
      path: "<rootDir>/packages/app/src/locales/{locale}/messages",
      include: ["<rootDir>/packages/app/src"],
    },
  ],
  compileNamespace: "ts",
  // Origins without line numbers: an edit elsewhere in a file does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
});
