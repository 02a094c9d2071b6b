import { useLocale } from "react-aria-components";

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
};

export type UiStringKey = keyof typeof en;
export type UiStrings = Record<UiStringKey, string>;

export const uiStrings: Record<string, UiStrings> = {
  en,
};

export const uiStringLocales = () => Object.keys(uiStrings);

/** Picks the strings for a BCP 47 locale: exact, then language prefix, else English. */
export function stringsFor(locale: string): UiStrings {
  const tag = locale.toLowerCase();
  return uiStrings[tag] ?? uiStrings[tag.split("-")[0]!] ?? en;
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
