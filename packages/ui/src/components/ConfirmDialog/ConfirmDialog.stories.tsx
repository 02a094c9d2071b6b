import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { DialogTrigger } from "../Modal";
import { ConfirmDialog } from "./ConfirmDialog";
import { confirmDialogTones } from "./confirmDialogTones";

const meta = {
  title: "Overlays/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    title: "Publish this event?",
    message: "Buyers will be able to see it and buy tickets straight away.",
    tone: "primary",
    onConfirm: fn(),
  },
  argTypes: { tone: { control: "inline-radio", options: confirmDialogTones } },
  render: (args) => (
    <DialogTrigger>
      <Button tone={args.tone === "danger" ? "danger" : "primary"}>Open</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Open" }));
  return screen.findByRole("alertdialog");
}

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const confirmButton = within(dialog).getByRole("button", { name: "Confirm" });
    await waitFor(() => expect(confirmButton).toHaveFocus());
    await userEvent.click(confirmButton);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  },
};

/** Open, so axe checks it: the safe choice has first focus. */
export const Danger: Story = {
  args: {
    tone: "danger",
    title: "Delete this event?",
    message: "Its tickets stop selling at once and its page disappears. This cannot be undone.",
    confirmLabel: "Delete event",
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
  },
};

/** The confirm button shows pending while `onConfirm`'s promise runs; the dialog cannot be dismissed. */
export const Pending: Story = {
  args: {
    tone: "danger",
    title: "Refund every order?",
    confirmLabel: "Refund all",
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const confirmButton = within(dialog).getByRole("button", { name: /Refund all/ });
    await userEvent.click(confirmButton);
    await expect(confirmButton).toHaveAttribute("data-pending", "true");
    await userEvent.keyboard("{Escape}");
    await expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  },
};

/** A failed confirmation keeps the dialog open so the user can retry or cancel. */
export const FailedStaysOpen: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error("Network down"))) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const confirmButton = within(dialog).getByRole("button", { name: "Confirm" });
    await userEvent.click(confirmButton);
    await waitFor(() => expect(confirmButton).not.toHaveAttribute("data-pending"));
    await expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    tone: "danger",
    title: "Eliminareilfestivaldellamusicaelettronicaedellearticontemporaneesullago?",
    message:
      "Tutti i biglietti venduti verranno annullati e rimborsati. Gliacquirentiriceverannounmessaggioautomaticononappenalarichiestasaràcompletata.",
    confirmLabel: "Elimina definitivamente il festival",
    cancelLabel: "Annulla",
  },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
  },
};
