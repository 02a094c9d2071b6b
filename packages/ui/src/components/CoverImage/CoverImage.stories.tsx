import type { Meta, StoryObj } from "@storybook/react-vite";
import { radiusScale } from "../../theme/tokens";
import { CoverImage } from "./CoverImage";
import { coverImageHeights } from "./coverImageHeights";

/** A wide stand-in photo (inline SVG, so stories need no network). */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="#2f5d62"/><circle cx="900" cy="170" r="90" fill="#f2c14e"/><path d="M0 460 L300 260 L520 420 L760 220 L1200 470 L1200 600 L0 600 Z" fill="#1d3b40"/></svg>',
)}`;

const meta = {
  title: "Layout/CoverImage",
  component: CoverImage,
  args: { src: photo, alt: "Mountains over a lake at sunset", maxHeight: "md", radius: "lg" },
  argTypes: {
    maxHeight: { control: "inline-radio", options: coverImageHeights },
    radius: { control: "inline-radio", options: radiusScale },
  },
} satisfies Meta<typeof CoverImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each height crops the same photo; the width always follows the container. */
export const Heights: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      {coverImageHeights.map((maxHeight) => (
        <CoverImage key={maxHeight} {...args} maxHeight={maxHeight} />
      ))}
    </div>
  ),
};

/** Decorative: the text next to it already says what it shows, so screen readers skip it. */
export const Decorative: Story = { args: { alt: "" } };

/** A stand-in of one colour at a width, to see which copy the browser picked. */
const copyAt = (width: number, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width / 2}"><rect width="100%" height="100%" fill="${fill}"/></svg>`,
  )}`;

/**
 * With the copies an upload gets (AVIF and WebP at several widths) and its own size: the browser
 * downloads the smallest copy that fills the width `sizes` names, and keeps the space from the start.
 */
export const WithSizedCopies: Story = {
  args: {
    width: 1200,
    height: 600,
    sizes: "(min-width: 800px) 720px, 100vw",
    sources: [
      { type: "image/svg+xml", srcSet: `${copyAt(480, "#2f5d62")} 480w, ${copyAt(960, "#1d3b40")} 960w` },
    ],
  },
};
