import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { DialogTrigger } from "../Modal";
import { Drawer } from "./Drawer";
import { drawerPlacements } from "./drawerPlacements";

const line = "Ordine O-4XK29QZ · 2 biglietti · Festival d'estate · pagato con carta il 12 luglio.";

const meta = {
  title: "Overlays/Drawer",
  component: Drawer,
  args: {
    placement: "end",
    title: "Order details",
    description: "Paid on 12 July.",
    isDismissable: true,
    children: <p style={{ margin: 0 }}>{line}</p>,
  },
  argTypes: {
    placement: { control: "inline-radio", options: drawerPlacements },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open drawer</Button>
      <Drawer
        footer={({ close }) => (
          <>
            <Button variant="outline" tone="neutral" onPress={close}>
              Print receipt
            </Button>
            <Button onPress={close}>Resend tickets</Button>
          </>
        )}
        {...args}
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDrawer(canvasElement: HTMLElement, name = "Order details"): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Open drawer" }));
  const dialog = await screen.findByRole("dialog", { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

const playOpen: Story["play"] = async ({ canvasElement }) => {
  await openDrawer(canvasElement);
};

export const End: Story = { args: { placement: "end" }, play: playOpen };
export const Start: Story = { args: { placement: "start" }, play: playOpen };
export const Bottom: Story = { args: { placement: "bottom" }, play: playOpen };

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole("button", { name: "Open drawer" })).toHaveFocus(),
    );
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement);
    await userEvent.click(document.body);
    await expect(screen.getByRole("dialog")).toBeInTheDocument();
  },
};

/** Only the body scrolls; the title and the actions stay in view. */
export const LongContent: Story = {
  args: {
    children: Array.from({ length: 40 }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a static list of identical lines
      <p key={i}>{line}</p>
    )),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    const body = within(dialog).getAllByText(line)[0]!.parentElement!.parentElement!;
    await waitFor(() => expect(body).toHaveAttribute("tabindex", "0"));
    // The actions stay on screen below the scrolling body (once the entry fade is over).
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Resend tickets" })).toBeVisible());
  },
};

export const LongUnbrokenTitle: Story = {
  args: { title: "Ordinedelfestivaldellamusicaelettronicaedellearticontemporaneesullago" },
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement, "Ordinedelfestivaldellamusicaelettronicaedellearticontemporaneesullago");
  },
};
