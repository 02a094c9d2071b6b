import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Logo } from "./Logo";
import { logoVariants } from "./logoVariants";
import { sampleLogo } from "./sampleLogos";

const meta = {
  title: "Brand/Logo",
  component: Logo,
  args: { ...sampleLogo },
  argTypes: { variant: { control: "inline-radio", options: logoVariants } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dark artwork, for light surfaces. */
export const Dark: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole("img", { name: "Gite Rossi" });
    await expect(image).toHaveAttribute("width", "140");
  },
};

/** The light artwork, for dark surfaces. */
export const Light: Story = {
  args: { variant: "light" },
  render: (args) => (
    <div style={{ background: "#1f1a2e", padding: 16, display: "inline-block" }}>
      <Logo {...args} />
    </div>
  ),
};

export const Widths: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 24, alignItems: "center", flexWrap: "wrap" }}>
      {[96, 140, 200].map((width) => (
        <Logo key={width} {...args} width={width} />
      ))}
    </div>
  ),
};

/** No artwork: the app name stands in. */
export const NameOnly: Story = {
  args: { darkSrc: undefined, lightSrc: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
    await expect(within(canvasElement).getByText("Gite Rossi")).toBeVisible();
  },
};

/** A broken URL falls back to the name instead of a broken image. */
export const BrokenImage: Story = {
  args: { darkSrc: "/logo-that-does-not-exist.png" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole("img")).toBeNull());
    await expect(within(canvasElement).getByText("Gite Rossi")).toBeVisible();
  },
};

export const LongName: Story = {
  args: { alt: "Associazione Turistica Pro Loco di San Giovanni in Persiceto", darkSrc: undefined },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Logo {...args} />
    </div>
  ),
};
