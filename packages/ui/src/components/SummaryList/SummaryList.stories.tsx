import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SummaryList } from "./SummaryList";

const meta = {
  title: "Plain HTML/SummaryList",
  component: SummaryList,
  args: {
    rows: [
      { label: "Articoli (3)", value: "50,00 €" },
      { label: "Commissioni", value: "2,00 €" },
      { label: "Tasse", value: "4,84 €" },
    ],
    total: { label: "Totale", value: "56,84 €" },
  },
} satisfies Meta<typeof SummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("term")).toHaveLength(4);
    await expect(canvas.getByText("56,84 €")).toBeVisible();
  },
};

export const WithoutTotal: Story = { args: { total: undefined } };

export const Narrow: Story = {
  args: {
    rows: [{ label: "Biglietti per il festival internazionale della musica (12)", value: "1.250,00 €" }],
  },
  render: (args) => (
    <div style={{ maxWidth: 220 }}>
      <SummaryList {...args} />
    </div>
  ),
};
