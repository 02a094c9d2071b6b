import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Icon } from "./Icon";
import { iconSizes } from "./iconSizes";
import * as icons from "./icons";

const meta = {
  title: "Brand/Icon",
  component: Icon,
  args: { icon: icons.CalendarIcon, size: "md" },
  argTypes: { size: { control: "inline-radio", options: iconSizes } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from assistive technology; the text next to it carries the meaning. */
export const Decorative: Story = {
  render: (args) => (
    <span style={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
      <Icon {...args} />
      12 giugno 2025
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};

/** Meaningful on its own: an image named by its label. */
export const Labelled: Story = {
  args: { icon: icons.AlertTriangleIcon, label: "Attenzione" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Attenzione" })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <span style={{ display: "inline-flex", gap: 16, alignItems: "center" }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </span>
  ),
};

const entries = Object.entries(icons).filter(([, value]) => typeof value === "object") as [
  string,
  icons.LucideIcon,
][];

/** Every icon the product uses, with the name to import. */
export const Catalogue: Story = {
  render: (args) => (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
        gap: 12,
        padding: 0,
        margin: 0,
        listStyle: "none",
      }}
    >
      {entries.map(([name, glyph]) => (
        <li key={name} style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <Icon {...args} icon={glyph} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
