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

const squareLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="#6d28d9"/><circle cx="256" cy="256" r="140" fill="#fff"/></svg>',
)}`;

/**
 * In a bar of a fixed height (the signed-in screens' top bar): a square logo is as high as the
 * bar allows, a wide one stops at its width; neither makes the bar taller.
 */
export const FitsABar: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 24, alignItems: "center" }}>
      <Logo {...args} alt="Square" darkSrc={squareLogo} width={140} height={40} />
      <Logo {...args} alt="Wide" width={140} height={40} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const size = async (name: string) => {
      const image = canvas.getByRole("img", { name }) as HTMLImageElement;
      await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
      const { width, height } = image.getBoundingClientRect();
      return { width: Math.round(width), height: Math.round(height) };
    };
    await expect(await size("Square")).toEqual({ width: 40, height: 40 });
    // 280 × 64 artwork at 140 px wide: 32 px high, within the 40.
    await expect(await size("Wide")).toEqual({ width: 140, height: 32 });
  },
};
