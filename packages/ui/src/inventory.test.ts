import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as ui from "./index";

/** The design system's inventory, as the foundation issue lists it: each must exist, public. */
const inventory: Record<string, string[]> = {
  Button: ["Button"],
  IconButton: ["IconButton"],
  Link: ["Link"],
  TextField: ["TextField"],
  TextArea: ["TextArea"],
  PasswordField: ["PasswordField"],
  NumberField: ["NumberField"],
  SearchField: ["SearchField"],
  Select: ["Select", "SelectItem"],
  ComboBox: ["ComboBox", "ComboBoxItem"],
  Checkbox: ["Checkbox"],
  CheckboxGroup: ["CheckboxGroup"],
  RadioGroup: ["RadioGroup", "Radio"],
  Switch: ["Switch"],
  DatePicker: ["DatePicker", "Calendar"],
  DateRangePicker: ["DateRangePicker", "RangeCalendar"],
  TimeField: ["TimeField"],
  ColorField: ["ColorField"],
  FileDropZone: ["FileDropZone"],
  Form: ["Form"],
  Modal: ["Modal", "Dialog", "DialogTrigger"],
  ConfirmDialog: ["ConfirmDialog"],
  Drawer: ["Drawer"],
  Popover: ["Popover"],
  Menu: ["Menu", "MenuItem", "MenuTrigger"],
  Tooltip: ["Tooltip"],
  Tabs: ["Tabs", "TabList", "Tab", "TabPanel"],
  SortableList: ["SortableList", "moveItems"],
  Table: ["Table", "TableHeader", "Column", "TableBody", "Row", "Cell"],
  Pagination: ["Pagination"],
  Badge: ["Badge"],
  Avatar: ["Avatar"],
  Card: ["Card"],
  StatCard: ["StatCard"],
  BarChart: ["BarChart"],
  Box: ["Box"],
  CoverImage: ["CoverImage"],
  Stack: ["Stack"],
  Inline: ["Inline"],
  Heading: ["Heading"],
  Text: ["Text"],
  Divider: ["Divider"],
  Skeleton: ["Skeleton"],
  Spinner: ["Spinner"],
  ProgressBar: ["ProgressBar"],
  EmptyState: ["EmptyState"],
  ResultPage: ["ResultPage"],
  Toasts: ["Toaster", "toasts"],
  ScrollArea: ["ScrollArea"],
  Breadcrumbs: ["Breadcrumbs"],
  AppShell: ["AppShell"],
  Logo: ["Logo"],
  PoweredByFooter: ["PoweredByFooter"],
  CopyButton: ["CopyButton"],
  CodeBlock: ["CodeBlock"],
  // Plain HTML controls for the pages the server draws (they work before any script runs).
  QuantityStepper: ["QuantityStepper"],
  NativeInput: ["NativeInput"],
  NativeSelect: ["NativeSelect"],
  NativeForm: ["NativeForm"],
  NativeTextArea: ["NativeTextArea"],
  NativeChoice: ["NativeCheckbox", "NativeChoiceGroup"],
  NativeButton: ["NativeButton"],
  OfferCard: ["OfferCard"],
  SummaryList: ["SummaryList"],
  Icon: ["Icon", "HomeIcon"],
  RichTextEditor: [],
};

const folder = (name: string) => `${join(import.meta.dirname, "components", name)}/`;

describe("the component inventory", () => {
  it.each(Object.keys(inventory))("%s has its component, styles, stories, test and index", (name) => {
    for (const suffix of [".tsx", ".css.ts", ".stories.tsx", ".test.tsx"]) {
      expect(existsSync(`${folder(name)}${name}${suffix}`), `${name}${suffix}`).toBe(true);
    }
    expect(existsSync(`${folder(name)}index.ts`)).toBe(true);
  });

  it.each(Object.entries(inventory).filter(([, exports]) => exports.length > 0))(
    "%s is public",
    (_name, exports) => {
      for (const exported of exports) expect(ui, exported).toHaveProperty(exported);
    },
  );

  it("keeps the rich-text editor out of the main entry", () => {
    expect(ui).not.toHaveProperty("RichTextEditor");
  });
});
