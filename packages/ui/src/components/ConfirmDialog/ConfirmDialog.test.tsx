import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Button } from "../Button";
import { DialogTrigger } from "../Modal";
import { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";

function DeleteEvent(props: Partial<ConfirmDialogProps>) {
  return (
    <DialogTrigger>
      <Button tone="danger">Delete event</Button>
      <ConfirmDialog
        title="Delete this event?"
        message="Its tickets stop selling at once."
        confirmLabel="Delete"
        {...props}
      />
    </DialogTrigger>
  );
}

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const user = () => userEvent.setup();

async function open(u: ReturnType<typeof user>) {
  await u.click(screen.getByRole("button", { name: "Delete event" }));
  return screen.getByRole("alertdialog");
}

describe("ConfirmDialog", () => {
  itSupportsConformance({
    render: ({ ref, ...props }) => (
      <ConfirmDialog isOpen ref={ref} title="Sure?" message="Really." {...props} />
    ),
    refType: HTMLDivElement,
  });

  it("is an alert dialog named by its title and described by its message", async () => {
    const u = user();
    render(<DeleteEvent />);
    const dialog = await open(u);
    expect(dialog).toHaveAccessibleName("Delete this event?");
    expect(dialog).toHaveAccessibleDescription("Its tickets stop selling at once.");
  });

  it("labels its buttons from the locale's strings unless told otherwise", () => {
    const { rerender } = render(<ConfirmDialog isOpen title="Sure?" message="Really." />);
    expect(screen.getByRole("button", { name: "Confirm" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    rerender(
      <ConfirmDialog isOpen title="Sure?" message="Really." confirmLabel="Elimina" cancelLabel="Annulla" />,
    );
    expect(screen.getByRole("button", { name: "Elimina" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Annulla" })).toBeInTheDocument();
  });

  it("gives first focus to Cancel for a dangerous action and to Confirm otherwise", async () => {
    const u = user();
    const { unmount } = render(<DeleteEvent tone="danger" />);
    let dialog = await open(u);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    unmount();
    render(<DeleteEvent tone="primary" />);
    dialog = await open(u);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Delete" })).toHaveFocus());
  });

  it("keeps Tab inside the dialog", async () => {
    const u = user();
    render(<DeleteEvent tone="danger" />);
    const dialog = await open(u);
    await u.tab();
    expect(within(dialog).getByRole("button", { name: "Delete" })).toHaveFocus();
    await u.tab();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("confirms and closes at once when onConfirm returns nothing", async () => {
    const u = user();
    const onConfirm = vi.fn();
    render(<DeleteEvent onConfirm={onConfirm} />);
    const dialog = await open(u);
    await u.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete event" })).toHaveFocus());
  });

  it("cancels without confirming", async () => {
    const u = user();
    const onConfirm = vi.fn();
    render(<DeleteEvent onConfirm={onConfirm} />);
    const dialog = await open(u);
    await u.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("shows pending until the promise resolves, then closes", async () => {
    const u = user();
    const pending = deferred();
    const onConfirm = vi.fn(() => pending.promise);
    render(<DeleteEvent onConfirm={onConfirm} />);
    const dialog = await open(u);
    const confirmButton = within(dialog).getByRole("button", { name: "Delete" });
    await u.click(confirmButton);
    expect(confirmButton).toHaveAttribute("data-pending", "true");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    // A second press while pending does nothing.
    await u.click(confirmButton);
    expect(onConfirm).toHaveBeenCalledOnce();
    // Neither Escape nor a click outside can hide the outcome.
    await u.keyboard("{Escape}");
    await u.click(document.body);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    await act(async () => pending.resolve());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("stays open and usable when the promise rejects", async () => {
    const u = user();
    const attempts = [deferred(), deferred()];
    let call = 0;
    const onConfirm = vi.fn(() => attempts[call++]!.promise);
    render(<DeleteEvent onConfirm={onConfirm} />);
    const dialog = await open(u);
    const confirmButton = within(dialog).getByRole("button", { name: "Delete" });
    await u.click(confirmButton);
    await act(async () => attempts[0]!.reject(new Error("network")));
    expect(screen.getByRole("alertdialog")).toBe(dialog);
    expect(confirmButton).not.toHaveAttribute("data-pending");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeEnabled();
    // The user can retry.
    await u.click(confirmButton);
    expect(onConfirm).toHaveBeenCalledTimes(2);
    await act(async () => attempts[1]!.resolve());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("closes on Escape and on a click outside", async () => {
    const u = user();
    render(<DeleteEvent />);
    await open(u);
    await u.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete event" })).toHaveFocus());
    await open(u);
    await u.click(document.body);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("stays open on a click outside when not dismissable", async () => {
    const u = user();
    render(<DeleteEvent isDismissable={false} />);
    await open(u);
    await u.click(document.body);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("reports closing through onOpenChange when controlled", async () => {
    const u = user();
    const onOpenChange = vi.fn();
    const pending = deferred();
    render(
      <ConfirmDialog
        isOpen
        onOpenChange={onOpenChange}
        title="Publish?"
        message="Buyers will see it."
        onConfirm={() => pending.promise}
      />,
    );
    await u.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(async () => pending.resolve());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
