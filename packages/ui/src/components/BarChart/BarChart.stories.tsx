import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BarChart } from "./BarChart";

// Fixed figures, so screenshots do not change from one day to the next.
const week = [
  { label: "8 Jul", value: 120 },
  { label: "9 Jul", value: 340.5 },
  { label: "10 Jul", value: 0 },
  { label: "11 Jul", value: 980 },
  { label: "12 Jul", value: 455 },
  { label: "13 Jul", value: 610 },
  { label: "14 Jul", value: 1250 },
];

const meta = {
  title: "Data display/BarChart",
  component: BarChart,
  args: {
    title: "Sales of the last 7 days",
    data: week,
    labelHeader: "Day",
    valueHeader: "Gross sales",
    formatOptions: { style: "currency", currency: "EUR" },
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <BarChart {...args} />
    </div>
  ),
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Sales of the last 7 days" });
    await expect(within(table).getAllByRole("row")).toHaveLength(8);
  },
};

export const Month: Story = {
  args: {
    title: "Orders of the last 30 days",
    valueHeader: "Orders",
    formatOptions: undefined,
    data: Array.from({ length: 30 }, (_, day) => ({ label: `${day + 1} Jun`, value: (day * 7) % 13 })),
  },
};

export const Empty: Story = { args: { data: week.map((day) => ({ ...day, value: 0 })) } };
