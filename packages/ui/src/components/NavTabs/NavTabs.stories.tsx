import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NavTabs } from "./NavTabs";

const tabs = [
  { href: "#upcoming", label: "Prossimi eventi" },
  { href: "#past", label: "Eventi passati" },
];

const meta = {
  title: "Navigation/NavTabs",
  component: NavTabs,
  args: { "aria-label": "Eventi dell'organizzatore", tabs, current: "#upcoming" },
} satisfies Meta<typeof NavTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current page is marked; the others are links, reached with Tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Eventi dell'organizzatore" });
    await expect(within(nav).getByRole("link", { name: "Prossimi eventi" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).getByRole("link", { name: "Eventi passati" })).not.toHaveAttribute(
      "aria-current",
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "Eventi passati" })).toHaveFocus();
  },
};

export const SecondCurrent: Story = { args: { current: "#past" } };
