import { useLocale } from "react-aria-components";

/**
 * The few words the design system says itself (close buttons, pagination, copy feedback…), in
 * every locale Varco offers. Like react-aria's own strings they follow the locale of the nearest
 * I18nProvider, so an app never has to pass them; every component also accepts an override prop.
 * Add a key: add it to `en` (the type), then to every other locale; the test fails on a gap.
 *
 * English is built in; every other locale is its own chunk, fetched by `loadUiStrings(locale)`
 * (an app calls it with its own catalog, before it renders in that locale), so a visitor downloads
 * only the language they read. Until then a component says its words in English.
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

/** Each locale's strings, as a chunk of its own. */
const translationLoaders: Record<string, () => Promise<Partial<UiStrings>>> = {
  de: () => import("./locales/de").then((module) => module.de),
  es: () => import("./locales/es").then((module) => module.es),
  fr: () => import("./locales/fr").then((module) => module.fr),
  hu: () => import("./locales/hu").then((module) => module.hu),
  it: () => import("./locales/it").then((module) => module.it),
  nl: () => import("./locales/nl").then((module) => module.nl),
  pt: () => import("./locales/pt").then((module) => module.pt),
  "pt-br": () => import("./locales/pt-br").then((module) => module.ptBr),
  ru: () => import("./locales/ru").then((module) => module.ru),
  tr: () => import("./locales/tr").then((module) => module.tr),
  vi: () => import("./locales/vi").then((module) => module.vi),
  "zh-cn": () => import("./locales/zh-cn").then((module) => module.zhCn),
  "zh-hk": () => import("./locales/zh-hk").then((module) => module.zhHk),
};

/**
 * The strings of every locale loaded so far (English always); a key a translation lacks falls back
 * to English (the test forbids gaps).
 */
export const uiStrings: Record<string, UiStrings> = { en };

/** Every locale the design system speaks. */
export const uiStringLocales = () => ["en", ...Object.keys(translationLoaders)];

/** Chinese is offered as simplified (zh-cn) and traditional (zh-hk); map the other tags to them. */
const aliases: Record<string, string> = {
  zh: "zh-cn",
  "zh-hans": "zh-cn",
  "zh-sg": "zh-cn",
  "zh-hant": "zh-hk",
  "zh-tw": "zh-hk",
  "zh-mo": "zh-hk",
};

/** The offered locale a BCP 47 tag reads: exact, then a known alias, then language prefix, else English. */
function offeredTag(locale: string): string {
  const tag = locale.toLowerCase().replace("_", "-");
  const language = tag.split("-")[0] ?? tag;
  const script = tag.split("-").slice(0, 2).join("-");
  const offered = new Set(uiStringLocales());
  for (const candidate of [tag, aliases[tag] ?? aliases[script], language, aliases[language]]) {
    if (candidate && offered.has(candidate)) return candidate;
  }
  return "en";
}

/** The strings for a BCP 47 locale, if loaded (`loadUiStrings`); English otherwise. */
export function stringsFor(locale: string): UiStrings {
  return uiStrings[offeredTag(locale)] ?? en;
}

/**
 * Fetches the strings of the locale a BCP 47 tag reads, once; afterwards `stringsFor` and the
 * components answer in it. Resolves with them (English for a locale not offered).
 */
export async function loadUiStrings(locale: string): Promise<UiStrings> {
  const tag = offeredTag(locale);
  const known = uiStrings[tag];
  if (known) return known;
  const strings: UiStrings = { ...en, ...(await translationLoaders[tag]?.()) };
  uiStrings[tag] = strings;
  return strings;
}

/** Every locale's strings at once: for Storybook's locale switch and for tests. */
export async function loadEveryUiLocale(): Promise<void> {
  await Promise.all(uiStringLocales().map(loadUiStrings));
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
