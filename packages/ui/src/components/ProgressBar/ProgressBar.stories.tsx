import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProgressBar } from "./ProgressBar";
import { progressBarSizes, progressBarTones } from "./progressBarVariants";

const meta = {
  title: "Data display/ProgressBar",
  component: ProgressBar,
  args: { label: "Tickets sold", value: 64 },
  argTypes: {
    tone: { control: "inline-radio", options: progressBarTones },
    size: { control: "inline-radio", options: progressBarSizes },
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Tickets sold" });
    await expect(bar).toHaveAttribute("aria-valuenow", "64");
  },
};

export const Indeterminate: Story = { args: { label: "Preparing the export", isIndeterminate: true } };

export const Currency: Story = {
  args: {
    label: "Raised for charity",
    value: 3250,
    maxValue: 5000,
    formatOptions: { style: "currency", currency: "EUR" },
  },
};

export const CustomValueLabel: Story = {
  args: { label: "Check-in", value: 132, maxValue: 180, valueLabel: "132 / 180" },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, "aria-label": "Upload progress", value: 20 },
};

export const Complete: Story = { args: { value: 100, tone: "success", label: "Upload complete" } };

const column = { display: "flex", flexDirection: "column", gap: 16, maxWidth: 420 } as const;

export const EveryToneAndSize: Story = {
  render: (args) => (
    <div style={column}>
      {progressBarTones.flatMap((tone) =>
        progressBarSizes.map((size) => (
          <ProgressBar key={`${tone}-${size}`} {...args} tone={tone} size={size} label={`${tone} ${size}`} />
        )),
      )}
    </div>
  ),
};

export const LongLabel: Story = {
  args: {
    label: "Sincronizzazioneanagraficapartecipantieventiinternazionalidellastagioneestiva2025",
    value: 37,
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <ProgressBar {...args} />
    </div>
  ),
};
