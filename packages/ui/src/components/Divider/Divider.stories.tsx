import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Divider } from "./Divider";
import { dividerOrientations } from "./dividerVariants";

const meta = {
  title: "Data display/Divider",
  component: Divider,
  argTypes: { orientation: { control: "inline-radio", options: dividerOrientations } },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <p>Event details</p>
      <Divider {...args} />
      <p>Tickets</p>
    </div>
  ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  args: { spacing: "md" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("separator")).toBeInTheDocument();
  },
};

export const WithLabel: Story = { args: { label: "or", spacing: "lg" } };

export const Vertical: Story = {
  args: { orientation: "vertical", spacing: "md" },
  render: (args) => (
    <div style={{ display: "flex", alignItems: "center", height: 32 }}>
      <span>Orders</span>
      <Divider {...args} />
      <span>Attendees</span>
      <Divider {...args} />
      <span>Payouts</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const separator of within(canvasElement).getAllByRole("separator")) {
      await expect(separator).toHaveAttribute("aria-orientation", "vertical");
    }
  },
};

export const VerticalWithLabel: Story = {
  args: { orientation: "vertical", label: "or", spacing: "lg" },
  render: (args) => (
    <div style={{ display: "flex", alignItems: "stretch", height: 160 }}>
      <span>Sign in with email</span>
      <Divider {...args} />
      <span>Sign in with a link</span>
    </div>
  ),
};

export const LongLabel: Story = {
  args: { label: "Biglietterieaperteperglieventidellastagioneinvernale2025-2026", spacing: "md" },
};
