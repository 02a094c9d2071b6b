import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NativeButton } from "./NativeButton";

const meta = {
  title: "Plain HTML/NativeButton",
  component: NativeButton,
  args: { children: "Continua", onClick: fn() },
  argTypes: { size: { control: "inline-radio", options: ["md", "lg"] } },
} satisfies Meta<typeof NativeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Continua" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const LargeFullWidth: Story = { args: { size: "lg", fullWidth: true } };

/** The way on while it is closed: muted, and the reason next to it. */
export const Disabled: Story = {
  args: { size: "lg", fullWidth: true, disabled: true, "aria-describedby": "reason" },
  render: (args) => (
    <div>
      <NativeButton {...args} />
      <p id="reason">Scegli almeno un biglietto per continuare.</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Continua" })).toBeDisabled();
  },
};

/** A secondary action beside the main one. */
export const Outline: Story = {
  args: { variant: "outline", children: "Annulla ordine" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Annulla ordine" })).toBeEnabled();
  },
};
