// The public face of @varco/ui: everything a consumer may import. Nothing else is public.
export * from "./components/Button";
export * from "./components/Spinner";
export {
  format as formatUiString,
  stringsFor,
  type UiStringKey,
  type UiStrings,
  useUiStrings,
} from "./i18n/strings";
export * from "./theme";
