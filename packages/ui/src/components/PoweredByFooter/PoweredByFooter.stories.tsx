import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PoweredByFooter } from "./PoweredByFooter";
import { poweredByFooterVariants } from "./poweredByFooterVariants";

const meta = {
  title: "Brand/PoweredByFooter",
  component: PoweredByFooter,
  args: { text: "Organizza viaggi ed eventi con", providerName: "Varco", href: "https://varco.example" },
  argTypes: { variant: { control: "inline-radio", options: poweredByFooterVariants } },
} satisfies Meta<typeof PoweredByFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(footer).toHaveTextContent(/^Organizza viaggi ed eventi con Varco/);
    await expect(within(footer).getByRole("link", { name: /Varco/ })).toHaveAttribute(
      "href",
      "https://varco.example",
    );
  },
};

/** Compact, for embedded widgets. */
export const Widget: Story = {
  args: { variant: "widget" },
  render: (args) => (
    <div style={{ maxWidth: 320, border: "1px solid currentColor", borderRadius: 8 }}>
      <p style={{ margin: 12 }}>Widget di prenotazione</p>
      <PoweredByFooter {...args} />
    </div>
  ),
};

/** Without `text` it says "Powered by" in the current locale. */
export const DefaultText: Story = { args: { text: undefined } };

export const SameTab: Story = { args: { isExternal: false } };

export const LongProviderName: Story = {
  args: { providerName: "PiattaformaPerLaGestioneDiEventiEViaggiOrganizzatiInternazionale" },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <PoweredByFooter {...args} />
    </div>
  ),
};
