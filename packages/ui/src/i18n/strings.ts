import { useLocale } from "react-aria-components";
import { de } from "./locales/de";
import { es } from "./locales/es";
import { fr } from "./locales/fr";
import { hu } from "./locales/hu";
import { it } from "./locales/it";
import { nl } from "./locales/nl";
import { pt } from "./locales/pt";
import { ptBr } from "./locales/pt-br";
import { ru } from "./locales/ru";
import { tr } from "./locales/tr";
import { vi } from "./locales/vi";
import { zhCn } from "./locales/zh-cn";
import { zhHk } from "./locales/zh-hk";

/**
 * The few words the design system says itself (close buttons, pagination, copy feedback…), in
 * every locale Varco offers. Like react-aria's own strings they follow the locale of the nearest
 * I18nProvider, so an app never has to pass them; every component also accepts an override prop.
 * Add a key: add it to `en` (the type), then to every other locale; the test fails on a gap.
 */
const en = {
  close: "Close",
  dismiss: "Dismiss notification",
  notifications: "Notifications",
  loading: "Loading",
  copy: "Copy",
  copied: "Copied",
  showPassword: "Show password",
  hidePassword: "Hide password",
  previousPage: "Previous page",
  nextPage: "Next page",
  pagination: "Pagination",
  page: "Page {page}",
  paginationSummary: "{start}–{end} of {total}",
  breadcrumbs: "Breadcrumbs",
  cancel: "Cancel",
  confirm: "Confirm",
  dropFiles: "Drop an image here or",
  browseFiles: "choose a file",
  acceptedImages: "PNG, JPEG, WebP or GIF, up to {size}",
  removeFile: "Remove file",
  fileTooLarge: "This file is larger than {size}. Choose a smaller image.",
  fileTypeNotAccepted: "This type of file is not accepted. Choose a PNG, JPEG, WebP or GIF image.",
  imagePreview: "Preview of the chosen image",
  noResults: "Nothing to show",
  openNavigation: "Open navigation",
  closeNavigation: "Close navigation",
  mainNavigation: "Main navigation",
  selectAll: "Select all",
  selectRow: "Select row",
  bold: "Bold",
  italic: "Italic",
  link: "Link",
  linkUrl: "Link address",
  bulletList: "Bulleted list",
  orderedList: "Numbered list",
  heading: "Heading {level}",
  paragraph: "Paragraph",
  formatting: "Formatting",
  apply: "Apply",
  removeLink: "Remove link",
  invalidLink: "Enter a web address (https://…) or an e-mail address",
  poweredBy: "Powered by",
  notFound: "Page not found",
  error: "Something went wrong",
  home: "Go to the home page",
  opensInNewTab: "(opens in a new tab)",
  skipToContent: "Skip to content",
  notFoundDescription: "The page you are looking for does not exist or has been moved.",
  errorDescription: "An unexpected error occurred. Please try again in a moment.",
  code: "Code",
  chooseColor: "Choose a colour",
  reorderItem: "Reorder {name}",
};

export type UiStringKey = keyof typeof en;
export type UiStrings = Record<UiStringKey, string>;

const translations: Record<string, Partial<UiStrings>> = {
  de,
  es,
  fr,
  hu,
  it,
  nl,
  pt,
  "pt-br": ptBr,
  ru,
  tr,
  vi,
  "zh-cn": zhCn,
  "zh-hk": zhHk,
};

/** Every locale's strings; a key a translation lacks falls back to English (the test forbids gaps). */
export const uiStrings: Record<string, UiStrings> = Object.fromEntries([
  ["en", en],
  ...Object.entries(translations).map(([tag, strings]) => [tag, { ...en, ...strings }]),
]);

export const uiStringTranslations = translations;

export const uiStringLocales = () => Object.keys(uiStrings);

/** Chinese is offered as simplified (zh-cn) and traditional (zh-hk); map the other tags to them. */
const aliases: Record<string, string> = {
  zh: "zh-cn",
  "zh-hans": "zh-cn",
  "zh-sg": "zh-cn",
  "zh-hant": "zh-hk",
  "zh-tw": "zh-hk",
  "zh-mo": "zh-hk",
};

/** Picks the strings for a BCP 47 locale: exact, then a known alias, then language prefix, else English. */
export function stringsFor(locale: string): UiStrings {
  const tag = locale.toLowerCase().replace("_", "-");
  const language = tag.split("-")[0]!;
  const script = tag.split("-").slice(0, 2).join("-");
  return (
    uiStrings[tag] ??
    uiStrings[aliases[tag] ?? aliases[script] ?? ""] ??
    uiStrings[language] ??
    uiStrings[aliases[language] ?? ""] ??
    en
  );
}

/** Replaces `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

export function useUiStrings(): UiStrings {
  const { locale } = useLocale();
  return stringsFor(locale);
}
