// The public face of @varco/ui: everything a consumer may import. Nothing else is public.
// The rich-text editor has its own entry, "@varco/ui/rich-text", so other pages never load Tiptap.

export { type ClassNamePart, cx } from "./classNames";
export * from "./components/AppShell";
export * from "./components/Avatar";
export * from "./components/Badge";
export * from "./components/BarChart";
export * from "./components/Box";
export * from "./components/Breadcrumbs";
export * from "./components/Button";
export * from "./components/Card";
export * from "./components/Checkbox";
export * from "./components/CheckboxGroup";
export * from "./components/CodeBlock";
export * from "./components/ColorField";
export * from "./components/ComboBox";
export * from "./components/ConfirmDialog";
export * from "./components/CopyButton";
export * from "./components/CoverImage";
export * from "./components/DatePicker";
export * from "./components/DateRangePicker";
export * from "./components/Divider";
export * from "./components/Drawer";
export * from "./components/EmptyState";
export type { FieldChromeProps, FieldProps } from "./components/Field";
export * from "./components/FileDropZone";
export * from "./components/Form";
export * from "./components/Heading";
export * from "./components/Icon";
export * from "./components/IconButton";
export * from "./components/Inline";
export * from "./components/Link";
export * from "./components/Logo";
export * from "./components/Menu";
export * from "./components/Modal";
export * from "./components/NativeButton";
export * from "./components/NativeChoice";
export * from "./components/NativeForm";
export * from "./components/NativeInput";
export * from "./components/NativeSelect";
export * from "./components/NativeTextArea";
export * from "./components/NumberField";
export * from "./components/OfferCard";
export * from "./components/Pagination";
export * from "./components/PasswordField";
export * from "./components/Popover";
export * from "./components/PoweredByFooter";
export * from "./components/ProgressBar";
export * from "./components/QuantityStepper";
export * from "./components/RadioGroup";
export * from "./components/ResultPage";
export * from "./components/ScrollArea";
export * from "./components/SearchField";
export * from "./components/Select";
export * from "./components/Skeleton";
export * from "./components/SortableList";
export * from "./components/Spinner";
export * from "./components/Stack";
export * from "./components/StatCard";
export * from "./components/SummaryList";
export * from "./components/Switch";
export * from "./components/Table";
export * from "./components/Tabs";
export * from "./components/Text";
export * from "./components/TextArea";
export * from "./components/TextField";
export * from "./components/TimeField";
export * from "./components/Toasts";
export * from "./components/Tooltip";
export {
  format as formatUiString,
  loadEveryUiLocale,
  loadUiStrings,
  stringsFor,
  type UiStringKey,
  type UiStrings,
  useUiStrings,
} from "./i18n/strings";
export * from "./theme";
