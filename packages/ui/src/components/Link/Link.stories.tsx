import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Link } from "./Link";
import { linkVariants } from "./linkVariants";

const meta = {
  title: "Navigation/Link",
  component: Link,
  args: { children: "condizioni di vendita", href: "#terms" },
  argTypes: { variant: { control: "inline-radio", options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In running text: always underlined, so colour is not the only cue. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      Acquistando accetti le <Link {...args} /> e l'informativa sulla privacy.
    </p>
  ),
};

/** On its own: underlined on hover and focus. */
export const Standalone: Story = { args: { variant: "standalone", children: "Vedi tutti gli eventi" } };

export const External: Story = {
  args: { isExternal: true, href: "https://varco.example", children: "Sito di Varco" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /Sito di Varco/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const ExternalStandalone: Story = {
  args: {
    isExternal: true,
    variant: "standalone",
    href: "https://varco.example",
    children: "Documentazione",
  },
};

/** Without href a link is a pressable element: keyboard users reach and press it. */
export const KeyboardFocus: Story = {
  args: { href: undefined, onPress: fn(), variant: "standalone", children: "Mostra altro" },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Mostra altro" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = { args: { isDisabled: true, variant: "standalone" } };

export const LongUnbrokenLabel: Story = {
  args: { children: "https://tickets.varco.example/eventi/festival-estate-2025/biglietti/ridotto-under-26" },
  render: (args) => (
    <p style={{ maxWidth: 260 }}>
      Link: <Link {...args} />
    </p>
  ),
};
