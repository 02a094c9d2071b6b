import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { CodeBlock } from "./CodeBlock";

const embed = `<script src="https://widgets.varco.example/embed.js" data-agency="gite-rossi" data-event="festival-estate-2025" async></script>
<div id="varco-widget"></div>`;

const json = `{
  "event": "order.paid",
  "data": {
    "orderId": "10293",
    "total": 4800,
    "currency": "EUR"
  }
}`;

const meta = {
  title: "Typography/CodeBlock",
  component: CodeBlock,
  args: { code: embed, language: "HTML", "aria-label": "Codice da incorporare" },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long lines scroll sideways; the code region takes focus so arrow keys scroll it. */
export const LongLines: Story = {
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <CodeBlock {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Codice da incorporare" });
    await userEvent.tab();
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const Json: Story = { args: { code: json, language: "JSON", "aria-label": "Esempio di webhook" } };

export const WithoutLanguage: Story = { args: { code: "npm install @varco/ui", language: undefined } };

export const CustomCopyLabels: Story = {
  args: { code: "sk_live_4eC39HqLyjWDarjtT1zdp7dc", language: "API key", copyLabel: "Copia chiave" },
};
