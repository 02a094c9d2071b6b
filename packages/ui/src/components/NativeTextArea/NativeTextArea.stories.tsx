import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NativeTextArea } from "./NativeTextArea";

const meta = {
  title: "Plain HTML/NativeTextArea",
  component: NativeTextArea,
  args: { label: "C'è qualcosa che dovremmo sapere?", defaultValue: "" },
} satisfies Meta<typeof NativeTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole("textbox", { name: "C'è qualcosa che dovremmo sapere?" });
    await userEvent.type(area, "Arrivo in sedia a rotelle.");
    await expect(area).toHaveValue("Arrivo in sedia a rotelle.");
  },
};

export const WithDescription: Story = { args: { description: "Al massimo 255 caratteri." } };

export const Invalid: Story = {
  args: { error: "Questa domanda richiede una risposta." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  },
};
