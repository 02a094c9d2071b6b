import type { Meta, StoryObj } from "@storybook/react-vite";
import { Mail } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { TextField } from "./TextField";
import { textFieldSizes } from "./textFieldSizes";

const meta = {
  title: "Forms/TextField",
  component: TextField,
  args: { label: "Email", onChange: fn() },
  argTypes: { size: { control: "inline-radio", options: textFieldSizes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email" });
    await userEvent.type(input, "ada@example.com");
    await expect(args.onChange).toHaveBeenLastCalledWith("ada@example.com");
  },
};

export const WithDescription: Story = {
  args: { description: "We send the tickets to this address." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toHaveAccessibleDescription(
      "We send the tickets to this address.",
    );
  },
};

export const WithPlaceholderAndIcon: Story = {
  args: { placeholder: "name@example.com", iconStart: <Mail size={18} /> },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: "ada@", errorMessage: "Enter a complete email address." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter a complete email address.");
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: "ada@example.com" } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: "ada@example.com" } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 12 }}>
      {textFieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`Size ${size}`} placeholder="Placeholder" />
      ))}
    </div>
  ),
};

export const LongLabel: Story = {
  args: {
    label: "Indirizzodipostaelettronicadelreferenteperlafatturazionedeibigliettidigruppo",
    description: "Unaspiegazionelunghissimachenonhaspaziemaiunpuntoincuiandareacapo",
    isInvalid: true,
    errorMessage: "Unmessaggiodierroreancorapiùlungochenonsispezzamaidasolo",
  },
};
