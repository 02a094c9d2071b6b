import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Checkbox } from "./Checkbox";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { children: "Send me the newsletter", onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "Send me the newsletter" });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = { args: { isIndeterminate: true, children: "Select all guests" } };

export const WithDescription: Story = { args: { description: "One email a month, no more." } };

export const Required: Story = { args: { isRequired: true, children: "I accept the terms of sale" } };

export const Invalid: Story = {
  args: {
    isInvalid: true,
    children: "I accept the terms of sale",
    errorMessage: "Accept the terms to continue.",
  },
};

export const InvalidSelected: Story = { args: { isInvalid: true, defaultSelected: true } };

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledSelected: Story = { args: { isDisabled: true, defaultSelected: true } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultSelected: true } };

export const LongLabel: Story = {
  args: {
    children: "Accettoicondizionigeneralidivenditaelapoliticasullariservatezzadelrivenditore",
    description: "Unaspiegazionelunghissimachenonhaspaziemaiunpuntoincuiandareacapo",
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Checkbox {...args} />
    </div>
  ),
};
