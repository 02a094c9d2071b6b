import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { NativeCheckbox, NativeChoiceGroup } from "./NativeChoice";

const meta = {
  title: "Plain HTML/NativeChoice",
  component: NativeCheckbox,
  args: { children: "Accetto i termini e le condizioni" },
} satisfies Meta<typeof NativeCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checkbox: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Accetto i termini e le condizioni" });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const CheckboxInvalid: Story = {
  args: { description: "Leggili prima di acquistare.", error: "Accetta i termini per continuare." },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(
      "Leggili prima di acquistare. Accetta i termini per continuare.",
    );
  },
};

const options = [
  { value: "amici", label: "Da amici" },
  { value: "stampa", label: "Dalla stampa" },
  { value: "social", label: "Dai social network" },
];

function RadioGroupExample({ error }: { error?: string }) {
  const [value, setValue] = useState("");
  return (
    <NativeChoiceGroup
      type="radio"
      name="fonte"
      label="Come ci hai conosciuto?"
      options={options}
      value={value}
      onChange={setValue}
      required
      error={error}
    />
  );
}

function CheckboxGroupExample() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <NativeChoiceGroup
      type="checkbox"
      name="dieta"
      label="Esigenze alimentari"
      description="Scegli tutte quelle che valgono."
      options={[
        { value: "vegana", label: "Vegana" },
        { value: "senza-glutine", label: "Senza glutine" },
      ]}
      value={value}
      onChange={setValue}
    />
  );
}

export const Radios: Story = {
  render: () => <RadioGroupExample />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Come ci hai conosciuto?" });
    await userEvent.click(within(group).getByRole("radio", { name: "Da amici" }));
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(group).getByRole("radio", { name: "Dalla stampa" })).toBeChecked();
  },
};

export const RadiosInvalid: Story = { render: () => <RadioGroupExample error="Scegli una risposta." /> };

export const Checkboxes: Story = {
  render: () => <CheckboxGroupExample />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("group", { name: "Esigenze alimentari" });
    await userEvent.click(within(group).getByRole("checkbox", { name: "Vegana" }));
    await userEvent.click(within(group).getByRole("checkbox", { name: "Senza glutine" }));
    await expect(within(group).getByRole("checkbox", { name: "Vegana" })).toBeChecked();
    await expect(within(group).getByRole("checkbox", { name: "Senza glutine" })).toBeChecked();
  },
};
