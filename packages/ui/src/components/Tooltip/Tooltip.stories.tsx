import type { Meta, StoryObj } from "@storybook/react-vite";
import { Copy } from "lucide-react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { Tooltip, TooltipTrigger } from "./Tooltip";
import { tooltipPlacements } from "./tooltipPlacements";

const meta = {
  title: "Overlays/Tooltip",
  component: Tooltip,
  args: { children: "Copy the event link", placement: "top" },
  argTypes: { placement: { control: "inline-radio", options: tooltipPlacements } },
  render: (args) => (
    <div style={{ display: "flex", justifyContent: "center", padding: 64 }}>
      <TooltipTrigger>
        <Button variant="outline" iconStart={<Copy size={16} />}>
          Copy link
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows it at once; axe then checks the open tooltip. */
const playFocus: Story["play"] = async ({ canvasElement, args }) => {
  await userEvent.tab();
  await expect(within(canvasElement).getByRole("button", { name: "Copy link" })).toHaveFocus();
  await expect(await screen.findByRole("tooltip")).toHaveTextContent(String(args.children));
};

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Copy link" });
    // react-aria counts a hover as the mouse's only once the pointer has moved on the page.
    await userEvent.pointer({ target: canvasElement, coords: { x: 1, y: 1 } });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole("tooltip", {}, { timeout: 3000 });
    await expect(trigger).toHaveAccessibleDescription("Copy the event link");
    await expect(tooltip).toHaveTextContent("Copy the event link");
    // It fades in; wait for the end of the entry animation.
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

export const OnKeyboardFocus: Story = { play: playFocus };

export const HidesOnEscape: Story = {
  play: async (context) => {
    await playFocus(context);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

export const Top: Story = { args: { placement: "top" }, play: playFocus };
export const Bottom: Story = { args: { placement: "bottom" }, play: playFocus };
export const Start: Story = { args: { placement: "start" }, play: playFocus };
export const End: Story = { args: { placement: "end" }, play: playFocus };

export const WithoutArrow: Story = { args: { hideArrow: true }, play: playFocus };

export const LongText: Story = {
  args: {
    children:
      "Copia il collegamento pubblico dell'evento per condividerlo con gli acquirenti: Festivaldellamusicaelettronicaedellearticontemporanee",
  },
  play: playFocus,
};
