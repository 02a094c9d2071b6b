// The design system's own strings, public part: loading a locale and reading its strings.
// Its own entry point, "@varco/ui/i18n", and part of "@varco/ui".
export {
  format as formatUiString,
  loadEveryUiLocale,
  loadUiStrings,
  stringsFor,
  type UiStringKey,
  type UiStrings,
  useUiStrings,
} from "./strings";
