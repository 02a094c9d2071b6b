import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Skeleton, SkeletonText } from "./Skeleton";
import { skeletonShapes } from "./skeletonShapes";

const meta = {
  title: "Data display/Skeleton",
  component: Skeleton,
  args: { shape: "text" },
  argTypes: { shape: { control: "inline-radio", options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {
  args: { width: "16rem" },
  play: async ({ canvasElement }) => {
    // Placeholders never reach assistive technology.
    await expect(canvasElement.querySelector("[data-shape]")).toHaveAttribute("aria-hidden", "true");
  },
};
export const Rect: Story = { args: { shape: "rect", width: 240, height: 120 } };
export const Circle: Story = { args: { shape: "circle", width: 48 } };

const column = { display: "flex", flexDirection: "column", gap: 16, maxWidth: 420 } as const;

/** Every shape, sized in design units (the space scale), pixels and CSS lengths. */
export const EveryShapeAndSize: Story = {
  render: () => (
    <div style={column}>
      {skeletonShapes.map((shape) => (
        <div key={shape} style={{ display: "flex", gap: 12, alignItems: "center" }}>
          <Skeleton shape={shape} width="xl" />
          <Skeleton shape={shape} width={40} />
          <Skeleton shape={shape} width="25%" />
          <Skeleton shape={shape} width="6rem" />
        </div>
      ))}
    </div>
  ),
};

export const Paragraph: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <SkeletonText lines={4} />
    </div>
  ),
};

/** A typical placeholder for a person row while it loads. */
export const ListItemPlaceholder: Story = {
  render: () => (
    <div role="status" aria-label="Loading attendees" style={column}>
      {[1, 2, 3].map((item) => (
        <div key={item} style={{ display: "flex", gap: 12, alignItems: "center" }}>
          <Skeleton shape="circle" width={40} />
          <div style={{ flex: 1 }}>
            <SkeletonText lines={2} lastLineWidth="40%" />
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "Loading attendees" })).toBeVisible();
  },
};
