import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Heading } from "./Heading";
import { headingLevels, headingSizes } from "./headingVariants";

const meta = {
  title: "Typography/Heading",
  component: Heading,
  args: { children: "Festival d'estate 2025", level: 2 },
  argTypes: {
    level: { control: "inline-radio", options: headingLevels },
    size: { control: "inline-radio", options: headingSizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each level with the size it gets by default. */
export const Levels: Story = {
  render: (args) => (
    <div>
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>{`Livello ${level}`}</Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const level of headingLevels) {
      await expect(within(canvasElement).getByRole("heading", { level })).toBeVisible();
    }
  },
};

/** The size is independent of the level: an h2 in every size. */
export const Sizes: Story = {
  render: (args) => (
    <div>
      {headingSizes.map((size) => (
        <Heading key={size} {...args} level={2} size={size}>{`h2, size ${size}`}</Heading>
      ))}
    </div>
  ),
};

export const LongUnbrokenTitle: Story = {
  args: { children: "Supercalifragilistichespiralidosoconcertodifinestagioneestiva2025", level: 1 },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Heading {...args} />
    </div>
  ),
};
