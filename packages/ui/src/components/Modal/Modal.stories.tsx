import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { Dialog } from "./Dialog";
import { DialogTrigger, Modal, type ModalProps } from "./Modal";
import { modalSizes } from "./modalSizes";

const meta = {
  title: "Overlays/Modal",
  component: Modal,
  args: { size: "md", isDismissable: true, children: null },
  argTypes: {
    size: { control: "inline-radio", options: modalSizes },
    children: { control: false },
  },
  render: (args) => <EditEventDialog {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const paragraph =
  "Il biglietto comprende l'ingresso al festival, il trasferimento in pullman dalla stazione e una " +
  "consumazione al bar. I posti sono assegnati in ordine di arrivo.";

function EditEventDialog({
  title = "Edit event",
  description = "Changes are visible to buyers at once.",
  body = <p style={{ margin: 0 }}>{paragraph}</p>,
  ...args
}: ModalProps & { title?: string; description?: string; body?: React.ReactNode }) {
  return (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Modal {...args}>
        <Dialog
          title={title}
          description={description}
          footer={({ close }) => (
            <>
              <Button variant="outline" tone="neutral" onPress={close}>
                Cancel
              </Button>
              <Button onPress={close}>Save</Button>
            </>
          )}
        >
          {body}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** Opens the dialog from its trigger; axe then checks the open dialog. */
async function openDialog(canvasElement: HTMLElement, name = "Edit event"): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Open dialog" }));
  const dialog = await screen.findByRole("dialog", { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription("Changes are visible to buyers at once.");
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole("button", { name: "Open dialog" })).toHaveFocus(),
    );
  },
};

const playOpen: Story["play"] = async ({ canvasElement }) => {
  await openDialog(canvasElement);
};

export const Small: Story = { args: { size: "sm" }, play: playOpen };
export const Medium: Story = { args: { size: "md" }, play: playOpen };
export const Large: Story = { args: { size: "lg" }, play: playOpen };
/** Like `md` on wide screens; fills the viewport on a phone. */
export const FullscreenOnMobile: Story = { args: { size: "fullscreen-on-mobile" }, play: playOpen };

/** Not dismissable: a click on the backdrop keeps it open; Escape and the buttons still close it. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    await userEvent.click(document.body);
    await expect(screen.getByRole("dialog")).toBeInTheDocument();
  },
};

/** The body scrolls on its own, so the title and actions stay in view; it joins the tab order. */
export const LongContent: Story = {
  render: (args) => (
    <EditEventDialog
      {...args}
      title="Terms of sale"
      description="Read before buying."
      body={Array.from({ length: 20 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list of identical paragraphs
        <p key={i}>{paragraph}</p>
      ))}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Terms of sale");
    const body = within(dialog).getAllByText(paragraph)[0]!.parentElement!.parentElement!;
    await waitFor(() => expect(body).toHaveAttribute("tabindex", "0"));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

export const LongUnbrokenTitle: Story = {
  render: (args) => (
    <EditEventDialog
      {...args}
      size="sm"
      title="Festivaldellamusicaeletronicaedellearticontemporaneesullagodigarda2025"
      description="Unbrokenwordsmustwrapinsteadofoverflowingthepanelwhateverthelocale"
    />
  ),
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement, "Festivaldellamusicaeletronicaedellearticontemporaneesullagodigarda2025");
  },
};

/** Controlled from outside with `isOpen` / `onOpenChange` (e.g. opened after a mutation). */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open dialog</Button>
        <Modal {...args} isOpen={isOpen} onOpenChange={setOpen}>
          <Dialog title="Edit event" footer={<Button onPress={() => setOpen(false)}>Done</Button>}>
            <p style={{ margin: 0 }}>{paragraph}</p>
          </Dialog>
        </Modal>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};
