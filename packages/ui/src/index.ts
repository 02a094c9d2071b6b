// The public face of @varco/ui: everything a consumer may import. Nothing else is public.
// Each group below is kept in one block so parallel work touches separate lines.

// Actions
export * from "./components/Button";
// Feedback
export * from "./components/Spinner";
// Theme and strings
export {
  format as formatUiString,
  stringsFor,
  type UiStringKey,
  type UiStrings,
  useUiStrings,
} from "./i18n/strings";
export * from "./theme";

// Forms: text fields, choices, form
export * from "./components/Checkbox";
export * from "./components/CheckboxGroup";
export * from "./components/FileDropZone";
export * from "./components/Form";
export * from "./components/NumberField";
export * from "./components/PasswordField";
export * from "./components/RadioGroup";
export * from "./components/SearchField";
export * from "./components/Switch";
export * from "./components/TextArea";
export * from "./components/TextField";

// Forms: pickers and special fields
// (Select, ComboBox, DatePicker, DateRangePicker, TimeField, ColorField, FileDropZone)

// Overlays and notifications
export * from "./components/ConfirmDialog";
export * from "./components/Drawer";
export * from "./components/Modal";
export * from "./components/Toasts";
export * from "./components/Tooltip";
// (Popover, Menu)

// Data display
export * from "./components/Avatar";
export * from "./components/Badge";
export * from "./components/Card";
export * from "./components/Divider";
export * from "./components/EmptyState";
export * from "./components/Pagination";
export * from "./components/ProgressBar";
export * from "./components/Skeleton";
export * from "./components/StatCard";
export * from "./components/Table";
export * from "./components/Tabs";

// Layout, typography, navigation and brand
export * from "./components/AppShell";
export * from "./components/Box";
export * from "./components/Breadcrumbs";
export * from "./components/CodeBlock";
export * from "./components/CopyButton";
export * from "./components/Heading";
export * from "./components/Icon";
export * from "./components/IconButton";
export * from "./components/Inline";
export * from "./components/Link";
export * from "./components/Logo";
export * from "./components/PoweredByFooter";
export * from "./components/ResultPage";
export * from "./components/ScrollArea";
export * from "./components/Stack";
export * from "./components/Text";
