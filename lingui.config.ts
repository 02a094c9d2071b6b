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
    // The words of the pages the server draws only (public and sign-in pages), a small part of the
    // above: what their first visit downloads. Its translations are copied from the catalog above
    // (scripts/i18n-pages.mjs, run by `npm run i18n:extract`): nothing is translated twice.
    {
      path: "<rootDir>/packages/app/src/locales/{locale}/pages",
      include: [
        "<rootDir>/packages/app/src/pages",
        "<rootDir>/packages/app/src/areas/public",
        "<rootDir>/packages/app/src/areas/auth",
        "<rootDir>/packages/app/src/areas/tickets",
        "<rootDir>/packages/app/src/shell",
        "<rootDir>/packages/app/src/format",
        "<rootDir>/packages/app/src/forms",
        "<rootDir>/packages/app/src/i18n",
      ],
    },
  ],
  compileNamespace: "ts",
  // Origins without line numbers: an edit elsewhere in a file does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
});
