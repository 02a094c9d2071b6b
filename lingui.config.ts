import { defineConfig } from "@lingui/cli";
import babel from "@lingui/cli/api/extractors/babel";
import type { ExtractorType } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { reasonWords } from "./packages/domain/src/model/reasonWords";
import { supportedLocales } from "./packages/domain/src/rules/resolveLocale";

/**
 * The refusals' English sentences are a table in the domain (the server sends them, the app
 * translates them): each entry is a message of the app's catalogs, as if written with `msg`.
 */
const reasonWordsFile = "packages/domain/src/model/reasonWords.ts";
const reasonWordsExtractor: ExtractorType = {
  match: (filename) => filename.replaceAll("\\", "/").endsWith(reasonWordsFile),
  extract(filename, _code, onMessageExtracted) {
    for (const message of Object.values(reasonWords))
      onMessageExtracted({ id: generateMessageId(message), message, origin: [filename, 0] });
  },
};

// The offered locales come from the domain (one list for the app, the server and the catalogs);
// `ru` has a catalog but is not offered to visitors.
export default defineConfig({
  sourceLocale: "en",
  extractors: [reasonWordsExtractor, babel],
  locales: [...supportedLocales, "ru"],
  fallbackLocales: { "pt-br": "pt", "zh-hk": "zh-cn", default: "en" },
  catalogs: [
    {
      path: "<rootDir>/packages/app/src/locales/{locale}/messages",
      include: ["<rootDir>/packages/app/src", `<rootDir>/${reasonWordsFile}`],
      // The door's scanner is a drawn page only: its words are in pages-door alone.
      exclude: ["<rootDir>/packages/app/src/areas/door/**"],
    },
    // The words of the pages the server draws only, a small part of the above, one catalog per
    // group of pages so that a first visit downloads only its words: `pages` for what every drawn
    // page shows (the public event and organiser pages, the frame, forms), `pages-auth` for the
    // sign-in pages, `pages-tickets` for a buyer's ticket pages and `pages-checkout` for the
    // checkout's, on top of `pages`; `reasons`
    // holds the refusals' words (forms/serverReasons.ts, fieldErrors.ts), loaded when a form first
    // needs them (forms/reasonWords.ts).
    // Their translations are copied from the catalog above (scripts/i18n-pages.mjs, run by
    // `npm run i18n:extract`): nothing is translated twice.
    {
      path: "<rootDir>/packages/app/src/locales/{locale}/pages",
      include: [
        "<rootDir>/packages/app/src/pages",
        "<rootDir>/packages/app/src/areas/public",
        "<rootDir>/packages/app/src/shell",
        "<rootDir>/packages/app/src/format",
        "<rootDir>/packages/app/src/forms",
        "<rootDir>/packages/app/src/i18n",
      ],
      exclude: [
        // The words of the head the server writes (pages-server), the refusals' (reasons) and the
        // sign-in pages' (pages-auth).
        "<rootDir>/packages/app/src/pages/loaders.ts",
        "<rootDir>/packages/app/src/pages/LoginPage.tsx",
        "<rootDir>/packages/app/src/forms/serverReasons.ts",
        "<rootDir>/packages/app/src/forms/fieldErrors.ts",
        "<rootDir>/packages/app/src/forms/NewPasswordFields.tsx",
        // The app's screens only.
        "<rootDir>/packages/app/src/shell/SignedInShell.tsx",
        "<rootDir>/packages/app/src/shell/EditAndDelete.tsx",
        "<rootDir>/packages/app/src/forms/AddressFields.tsx",
        "<rootDir>/packages/app/src/forms/TimeZoneField.tsx",
        "<rootDir>/packages/app/src/forms/CurrencyField.tsx",
        "<rootDir>/packages/app/src/forms/RichTextField.tsx",
        "<rootDir>/packages/app/src/format/EventStatusBadge.tsx",
        "<rootDir>/packages/app/src/format/RecentOrders.tsx",
        "<rootDir>/packages/app/src/forms/CheckoutFields.tsx",
      ],
    },
    {
      path: "<rootDir>/packages/app/src/locales/{locale}/pages-auth",
      include: [
        "<rootDir>/packages/app/src/areas/auth",
        "<rootDir>/packages/app/src/pages/LoginPage.tsx",
        "<rootDir>/packages/app/src/forms/NewPasswordFields.tsx",
      ],
    },
    {
      path: "<rootDir>/packages/app/src/locales/{locale}/pages-checkout",
      // The waitlist's dialog and entry page share the checkout's words (the dialog loads them).
      include: ["<rootDir>/packages/app/src/areas/checkout", "<rootDir>/packages/app/src/areas/waitlist"],
    },
    // The pages' titles and descriptions, which only the server writes (into the head): never
    // downloaded by a browser.
    {
      path: "<rootDir>/packages/app/src/locales/{locale}/pages-server",
      include: ["<rootDir>/packages/app/src/pages/loaders.ts"],
    },
    // The scanner at the door (/check-in/{shortId}), translated here directly: the app's own
    // screens never show its words.
    {
      path: "<rootDir>/packages/app/src/locales/{locale}/pages-door",
      include: ["<rootDir>/packages/app/src/areas/door"],
    },
    {
      path: "<rootDir>/packages/app/src/locales/{locale}/pages-tickets",
      include: ["<rootDir>/packages/app/src/areas/tickets"],
    },
    {
      path: "<rootDir>/packages/app/src/locales/{locale}/reasons",
      include: [
        `<rootDir>/${reasonWordsFile}`,
        "<rootDir>/packages/app/src/forms/serverReasons.ts",
        "<rootDir>/packages/app/src/forms/fieldErrors.ts",
      ],
    },
  ],
  compileNamespace: "ts",
  // Origins without line numbers: an edit elsewhere in a file does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
});
