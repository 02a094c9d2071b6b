import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NativeSelect } from "./NativeSelect";

const meta = {
  title: "Plain HTML/NativeSelect",
  component: NativeSelect,
  args: {
    label: "Taglia della maglietta",
    defaultValue: "",
    children: (
      <>
        <option value="">Scegli…</option>
        <option value="S">S</option>
        <option value="M">M</option>
        <option value="L">L</option>
      </>
    ),
  },
  argTypes: { width: { control: "inline-radio", options: ["full", "short"] } },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("combobox", { name: "Taglia della maglietta" });
    await userEvent.selectOptions(list, "M");
    await expect(list).toHaveValue("M");
  },
};

export const WithDescription: Story = {
  args: { description: "La taglia è quella europea." },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("combobox");
    await expect(list).toHaveAccessibleDescription("La taglia è quella europea.");
  },
};

export const Invalid: Story = {
  args: { error: "Scegli una taglia." },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("combobox");
    await expect(list).toHaveAttribute("aria-invalid", "true");
    await expect(list).toHaveAccessibleDescription("Scegli una taglia.");
  },
};

export const Short: Story = { args: { width: "short" } };

export const Disabled: Story = { args: { disabled: true } };
