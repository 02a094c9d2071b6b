import type { Meta, StoryObj } from "@storybook/react-vite";
import { Star } from "lucide-react";
import { expect, within } from "storybook/test";
import { Badge } from "./Badge";
import { badgeSizes, badgeTones, badgeVariants } from "./badgeVariants";

const meta = {
  title: "Data display/Badge",
  component: Badge,
  args: { children: "Paid" },
  argTypes: {
    tone: { control: "select", options: badgeTones },
    variant: { control: "inline-radio", options: badgeVariants },
    size: { control: "inline-radio", options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subtle: Story = {
  args: { tone: "success" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Paid")).toBeVisible();
  },
};
export const Solid: Story = { args: { tone: "primary", variant: "solid", children: "New" } };
export const Outline: Story = { args: { tone: "info", variant: "outline", children: "Draft" } };
export const WithDot: Story = { args: { tone: "orange", dot: true, children: "Pending" } };
export const WithIcon: Story = { args: { tone: "secondary", icon: <Star size={12} />, children: "VIP" } };

const grid = {
  display: "grid",
  gridTemplateColumns: `repeat(${badgeVariants.length * 2}, max-content)`,
  gap: 12,
  alignItems: "center",
} as const;

/** Every tone × variant (with and without a dot) on one canvas: the contrast guard must hold for all. */
export const EveryToneAndVariant: Story = {
  render: (args) => (
    <div style={grid}>
      {badgeTones.flatMap((tone) =>
        badgeVariants.flatMap((variant) => [
          <Badge key={`${tone}-${variant}`} {...args} tone={tone} variant={variant}>
            {`${tone} ${variant}`}
          </Badge>,
          <Badge key={`${tone}-${variant}-dot`} {...args} tone={tone} variant={variant} dot>
            {tone}
          </Badge>,
        ]),
      )}
    </div>
  ),
};

/** Order statuses as the product shows them: orange, red or teal. */
export const OrderStatuses: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <Badge tone="orange" dot>
        Pending
      </Badge>
      <Badge tone="red" dot>
        Cancelled
      </Badge>
      <Badge tone="teal" dot>
        Paid
      </Badge>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size} tone="primary">{`Size ${size}`}</Badge>
      ))}
    </div>
  ),
};

export const LongLabel: Story = {
  args: { tone: "warning", dot: true, children: "Inattesadiconfermadapartedell'organizzatoredell'evento" },
  render: (args) => (
    <div style={{ maxWidth: 200 }}>
      <Badge {...args} />
    </div>
  ),
};
