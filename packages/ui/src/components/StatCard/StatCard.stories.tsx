import type { Meta, StoryObj } from "@storybook/react-vite";
import { Euro, Ticket, Undo2, Users } from "lucide-react";
import { expect, within } from "storybook/test";
import { cardVariants } from "../Card";
import { StatCard } from "./StatCard";

const meta = {
  title: "Data display/StatCard",
  component: StatCard,
  args: { label: "Tickets sold", value: 1284, icon: <Ticket size={20} /> },
  argTypes: { variant: { control: "inline-radio", options: cardVariants } },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <StatCard {...args} />
    </div>
  ),
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Grouping depends on the toolbar locale ("1,284" in English, "1284" in Italian).
    await expect(within(canvasElement).getByRole("definition")).toHaveTextContent(/^1[.,\u00a0\u202f]?284$/);
  },
};

export const Currency: Story = {
  args: {
    label: "Revenue",
    value: 48210.5,
    formatOptions: { style: "currency", currency: "EUR" },
    icon: <Euro size={20} />,
    change: 0.124,
    changeLabel: "vs last month",
  },
};

export const Fall: Story = {
  args: {
    label: "Attendees",
    value: 312,
    icon: <Users size={20} />,
    change: -0.08,
    changeLabel: "vs last week",
  },
};

/** Fewer refunds is good news: a rise shows as danger. */
export const LowerIsBetter: Story = {
  args: { label: "Refunds", value: 14, icon: <Undo2 size={20} />, change: 0.25, lowerIsBetter: true },
};

export const NoChange: Story = { args: { change: 0, changeLabel: "vs yesterday" } };

export const PreformattedValue: Story = {
  args: { label: "Average check-in time", value: "2 min 40 s", icon: undefined },
};

export const Loading: Story = {
  args: { isLoading: true, change: 0.1, changeLabel: "vs last month" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[aria-busy=true]")).not.toBeNull();
  },
};

export const EveryVariant: Story = {
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 16 }}>
      {cardVariants.map((variant) => (
        <StatCard key={variant} {...args} variant={variant} label={`${variant} card`} change={0.05} />
      ))}
    </div>
  ),
};

export const LongLabel: Story = {
  args: {
    label: "Bigliettivendutiperglieventidellastagioneestivaeinvernale",
    value: 123456789,
    change: 1.5,
    changeLabel: "rispettoallostessoperiododell'annoprecedente",
  },
  render: (args) => (
    <div style={{ maxWidth: 220 }}>
      <StatCard {...args} />
    </div>
  ),
};
