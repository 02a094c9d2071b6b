import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PasswordField } from "./PasswordField";

const meta = {
  title: "Forms/PasswordField",
  component: PasswordField,
  args: { label: "Password", onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the toggle reveals the password and leaves the caret in the input. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Password");
    await userEvent.type(input, "s3cret");
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(input).toHaveAttribute("type", "text");
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole("button", { name: "Hide password" })).toBeVisible();
  },
};

export const NewPassword: Story = {
  args: {
    label: "New password",
    autoComplete: "new-password",
    description: "At least 12 characters, best a few unrelated words.",
  },
};

export const WithDescription: Story = { args: { description: "The one you chose when you signed up." } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: "short", errorMessage: "Use at least 12 characters." },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: "s3cret" } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: "s3cret" } };

export const LongLabel: Story = {
  args: {
    label: "Passwordsegretissimadelcontoamministratoredelrivenditoreperglieventi",
    description: "Unaspiegazionelunghissimachenonhaspaziemaiunpuntoincuiandareacapo",
  },
};
