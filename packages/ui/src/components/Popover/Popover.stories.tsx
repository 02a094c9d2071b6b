import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heading } from "react-aria-components";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { settlePopover } from "../../test/settlePopover";
import { Button } from "../Button";
import { PopoverDialog, PopoverTrigger } from "./Popover";
import { popoverPlacements } from "./popoverPlacements";

const meta = {
  title: "Overlays/Popover",
  component: PopoverDialog,
  args: { showArrow: false, placement: "bottom" },
  argTypes: { placement: { control: "select", options: popoverPlacements } },
  render: (args) => (
    <PopoverTrigger>
      <Button variant="outline">Event details</Button>
      <PopoverDialog {...args}>
        <Heading slot="title" style={{ margin: 0, fontSize: "1rem" }}>
          Doors and timing
        </Heading>
        <p style={{ marginBlock: 8 }}>Doors open at 19:00; the concert starts at 20:30.</p>
        <Button size="sm" onPress={fn()}>
          Add to calendar
        </Button>
      </PopoverDialog>
    </PopoverTrigger>
  ),
  decorators: [
    (Story) => <div style={{ minHeight: 280, paddingTop: 120, paddingInline: 120 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof PopoverDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened with the keyboard; Escape closes it and focus goes back to the trigger. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Event details" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Doors and timing" });
    await settlePopover(dialog);
    await expect(dialog).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await settlePopover(await screen.findByRole("dialog"));
  },
};

const openOnLoad: Story["play"] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Event details" }));
  await settlePopover(await screen.findByRole("dialog"));
};

export const WithArrow: Story = { args: { showArrow: true }, play: openOnLoad };

export const PlacedAbove: Story = { args: { showArrow: true, placement: "top start" }, play: openOnLoad };

export const PlacedAtTheEnd: Story = { args: { showArrow: true, placement: "end" }, play: openOnLoad };

export const LongContent: Story = {
  render: (args) => (
    <PopoverTrigger>
      <Button variant="outline">Event details</Button>
      <PopoverDialog {...args} aria-label="Terms">
        <p style={{ margin: 0, maxWidth: 280 }}>
          {"Rimborsabile fino a 48 ore prima dell'evento. ".repeat(3)}
          Donaudampfschifffahrtsgesellschaftskapitänskajütenschlüsselanhänger
        </p>
      </PopoverDialog>
    </PopoverTrigger>
  ),
  play: openOnLoad,
};
