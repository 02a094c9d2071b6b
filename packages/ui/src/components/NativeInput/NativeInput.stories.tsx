import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NativeInput } from "./NativeInput";

const meta = {
  title: "Plain HTML/NativeInput",
  component: NativeInput,
  args: {
    label: "Il tuo importo per biglietto (EUR)",
    defaultValue: "5,00",
    inputMode: "decimal",
    width: "short",
  },
  argTypes: { width: { control: "inline-radio", options: ["full", "short"] } },
} satisfies Meta<typeof NativeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: "Il tuo importo per biglietto (EUR)" });
    await userEvent.clear(field);
    await userEvent.type(field, "12,50");
    await expect(field).toHaveValue("12,50");
  },
};

export const Invalid: Story = {
  args: { defaultValue: "2", error: "Inserisci almeno 5,00 €." },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Inserisci almeno 5,00 €.");
  },
};

export const FullWidth: Story = { args: { width: "full", label: "Nome sul biglietto", defaultValue: "" } };

export const Disabled: Story = { args: { disabled: true } };
