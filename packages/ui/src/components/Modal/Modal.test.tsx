import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button as AriaButton } from "react-aria-components";
import { afterEach, describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { Button } from "../Button";
import { Dialog } from "./Dialog";
import { DialogTrigger, Modal, type ModalProps } from "./Modal";

function EditEvent(props: Partial<ModalProps> & { description?: string }) {
  const { description, ...modalProps } = props;
  return (
    <ThemeProvider>
      <DialogTrigger>
        <Button>Edit event</Button>
        <Modal {...modalProps}>
          <Dialog
            title="Edit event"
            description={description}
            footer={({ close }) => (
              <>
                <Button variant="outline" onPress={close}>
                  Cancel
                </Button>
                <Button onPress={close}>Save</Button>
              </>
            )}
          >
            <label>
              Name <input />
            </label>
          </Dialog>
        </Modal>
      </DialogTrigger>
    </ThemeProvider>
  );
}

async function openDialog(user = userEvent.setup()) {
  await user.click(screen.getByRole("button", { name: "Edit event" }));
  return screen.getByRole("dialog");
}

describe("Modal", () => {
  itSupportsConformance({
    render: ({ ref, ...props }) => (
      <Modal isOpen ref={ref} {...props}>
        <Dialog title="Title">Body</Dialog>
      </Modal>
    ),
    refType: HTMLDivElement,
  });

  it("opens from its trigger, named by its title and described by its description", async () => {
    render(<EditEvent description="Changes are visible to buyers at once." />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleName("Edit event");
    expect(dialog).toHaveAccessibleDescription("Changes are visible to buyers at once.");
    expect(within(dialog).getByRole("heading", { level: 2, name: "Edit event" })).toBeInTheDocument();
  });

  it("moves focus into the dialog and keeps Tab cycling inside it", async () => {
    const user = userEvent.setup();
    render(<EditEvent />);
    const dialog = await openDialog(user);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const stops: (Element | null)[] = [];
    for (let i = 0; i < 5; i++) {
      await user.tab();
      stops.push(document.activeElement);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    // Close, input, Cancel, Save, then back to Close.
    expect(stops[0]).toHaveAccessibleName("Close");
    expect(stops[1]).toBe(within(dialog).getByRole("textbox"));
    expect(stops[4]).toBe(stops[0]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Save" }));
  });

  it("closes on Escape and gives focus back to the trigger", async () => {
    const user = userEvent.setup();
    render(<EditEvent />);
    await openDialog(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit event" })).toHaveFocus());
  });

  it("keeps Escape from closing when keyboard dismissal is disabled", async () => {
    const user = userEvent.setup();
    render(<EditEvent isKeyboardDismissDisabled />);
    await openDialog(user);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("closes on a click outside by default", async () => {
    const user = userEvent.setup();
    render(<EditEvent />);
    await openDialog(user);
    await user.click(document.body);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit event" })).toHaveFocus());
  });

  it("stays open on a click outside when not dismissable", async () => {
    const user = userEvent.setup();
    render(<EditEvent isDismissable={false} />);
    await openDialog(user);
    await user.click(document.body);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("closes from its corner button", async () => {
    const user = userEvent.setup();
    render(<EditEvent />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes from a footer action", async () => {
    const user = userEvent.setup();
    render(<EditEvent />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("takes its close label from the locale's strings or a prop", () => {
    const { rerender } = render(
      <Modal isOpen>
        <Dialog title="Title">Body</Dialog>
      </Modal>,
    );
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    rerender(
      <Modal isOpen>
        <Dialog title="Title" closeLabel="Chiudi">
          Body
        </Dialog>
      </Modal>,
    );
    expect(screen.getByRole("button", { name: "Chiudi" })).toBeInTheDocument();
    rerender(
      <Modal isOpen>
        <Dialog title="Title" showCloseButton={false}>
          Body
        </Dialog>
      </Modal>,
    );
    expect(screen.queryByRole("button", { name: "Chiudi" })).not.toBeInTheDocument();
  });

  it("can be controlled with isOpen and onOpenChange", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Modal isOpen={false} onOpenChange={onOpenChange}>
        <Dialog title="Controlled">Body</Dialog>
      </Modal>,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    rerender(
      <Modal isOpen onOpenChange={onOpenChange}>
        <Dialog title="Controlled">Body</Dialog>
      </Modal>,
    );
    expect(screen.getByRole("dialog", { name: "Controlled" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Still open: the parent decides.
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("gives each size its own class", () => {
    const { rerender } = render(
      <Modal isOpen size="sm">
        <Dialog title="Sized">Body</Dialog>
      </Modal>,
    );
    const panelOf = () => screen.getByRole("dialog").parentElement as HTMLElement;
    const small = panelOf().className;
    rerender(
      <Modal isOpen size="fullscreen-on-mobile">
        <Dialog title="Sized">Body</Dialog>
      </Modal>,
    );
    expect(panelOf().className).not.toBe(small);
  });
});

describe("Dialog body", () => {
  const sizes = { scrollHeight: 0, clientHeight: 0 };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("joins the tab order only when its content overflows", () => {
    vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(() => sizes.scrollHeight);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockImplementation(() => sizes.clientHeight);
    Object.assign(sizes, { scrollHeight: 100, clientHeight: 100 });
    const { unmount } = render(
      <Modal isOpen>
        <Dialog title="Short">Fits</Dialog>
      </Modal>,
    );
    expect(screen.getByText("Fits").parentElement).not.toHaveAttribute("tabindex");
    unmount();
    Object.assign(sizes, { scrollHeight: 2000, clientHeight: 300 });
    render(
      <Modal isOpen>
        <Dialog title="Tall">Overflows</Dialog>
      </Modal>,
    );
    expect(screen.getByText("Overflows").parentElement).toHaveAttribute("tabindex", "0");
  });

  it("renders custom content through the render prop", async () => {
    const user = userEvent.setup();
    render(
      <Modal defaultOpen>
        <Dialog title="Custom">{({ close }) => <AriaButton onPress={close}>Done</AriaButton>}</Dialog>
      </Modal>,
    );
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
