import { parseTime } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { screen, userEvent, within } from "storybook/test";
import { page } from "vitest/browser";
import { Button } from "../Button";
import { ColorField } from "../ColorField";
import { ComboBox } from "../ComboBox";
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from "../Menu";
import { settlePopover } from "../Popover/settlePopover";
import { Select } from "../Select";
import { TimeField } from "../TimeField";
import { DatePicker } from "./DatePicker";

const meta = { title: "Zz/Shot", component: DatePicker, args: { label: "Event date" } } satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;
const items = [{ id: "a", label: "Arena di Verona", description: "Verona" }, { id: "b", label: "Teatro alla Scala" }, { id: "c", label: "La Fenice", isDisabled: true }];

const All = () => (
  <div style={{ display: "grid", gridTemplateColumns: "repeat(3, 280px)", gap: 24, minHeight: 600 }}>
    <ColorField label="Primary colour" defaultValue="#40296C" isInvalid errorMessage="Too pale" />
    <Select label="Venue" items={items} defaultValue="a" />
    <ComboBox label="City" items={items} />
    <TimeField label="Doors" defaultValue={parseTime("19:30")} />
    <MenuTrigger>
      <Button variant="outline">Actions</Button>
      <Menu>
        <MenuItem id="e" shortcut="⌘E">Edit</MenuItem>
        <MenuItem id="d" description="Copy everything">Duplicate</MenuItem>
        <MenuSeparator />
        <MenuSection title="Danger"><MenuItem id="x" tone="danger" shortcut="⌫">Delete</MenuItem></MenuSection>
      </Menu>
    </MenuTrigger>
  </div>
);

export const Color: Story = {
  render: () => <All />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Scegli|Choose/ }));
    await settlePopover(await screen.findByRole("dialog"));
    await page.screenshot({ path: "zz-shots/color.png" });
  },
};
export const SelectOpen: Story = {
  render: () => <All />,
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole("button", { name: /Venue/ }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await settlePopover(await screen.findByRole("listbox"));
    await page.screenshot({ path: "zz-shots/select.png" });
  },
};
export const MenuOpen: Story = {
  render: () => <All />,
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole("button", { name: "Actions" }).focus();
    await userEvent.keyboard("{ArrowUp}");
    await settlePopover(await screen.findByRole("menu"));
    await page.screenshot({ path: "zz-shots/menu.png" });
  },
};
