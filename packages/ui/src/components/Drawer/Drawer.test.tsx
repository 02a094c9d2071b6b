import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Button } from "../Button";
import { DialogTrigger } from "../Modal";
import { Drawer, type DrawerProps } from "./Drawer";

function Filters(props: Partial<DrawerProps>) {
  return (
    <DialogTrigger>
      <Button>Filters</Button>
      <Drawer
        title="Filter orders"
        description="Narrow the list down."
        footer={({ close }) => <Button onPress={close}>Apply</Button>}
        {...props}
      >
        <label>
          Buyer <input />
        </label>
      </Drawer>
    </DialogTrigger>
  );
}

async function open(u = userEvent.setup()) {
  await u.click(screen.getByRole("button", { name: "Filters" }));
  return screen.getByRole("dialog");
}

const trigger = () => screen.getByRole("button", { name: "Filters" });

describe("Drawer", () => {
  itSupportsConformance({
    render: ({ ref, ...props }) => (
      <Drawer isOpen ref={ref} title="Details" {...props}>
        Body
      </Drawer>
    ),
    refType: HTMLDivElement,
  });

  it("opens as a dialog named by its title and described by its description", async () => {
    render(<Filters />);
    const dialog = await open();
    expect(dialog).toHaveAccessibleName("Filter orders");
    expect(dialog).toHaveAccessibleDescription("Narrow the list down.");
  });

  it("moves focus inside and keeps Tab cycling there", async () => {
    const u = userEvent.setup();
    render(<Filters />);
    const dialog = await open(u);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await u.tab();
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    await u.tab();
    expect(within(dialog).getByRole("textbox")).toHaveFocus();
    await u.tab();
    expect(within(dialog).getByRole("button", { name: "Apply" })).toHaveFocus();
    await u.tab();
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
  });

  it("closes on Escape and gives focus back to the trigger", async () => {
    const u = userEvent.setup();
    render(<Filters />);
    await open(u);
    await u.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it("closes on a click outside, unless not dismissable", async () => {
    const u = userEvent.setup();
    const { unmount } = render(<Filters />);
    await open(u);
    await u.click(document.body);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
    unmount();
    render(<Filters isDismissable={false} />);
    await open(u);
    await u.click(document.body);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("closes from its close button and its footer", async () => {
    const u = userEvent.setup();
    render(<Filters closeLabel="Chiudi filtri" />);
    let dialog = await open(u);
    await u.click(within(dialog).getByRole("button", { name: "Chiudi filtri" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    dialog = await open(u);
    await u.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("can be controlled", async () => {
    const u = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Drawer isOpen onOpenChange={onOpenChange} title="Details">
        Body
      </Drawer>,
    );
    await u.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("marks and styles each placement differently", () => {
    const panelOf = () => screen.getByRole("dialog").parentElement as HTMLElement;
    const { rerender } = render(
      <Drawer isOpen title="Details" placement="start">
        Body
      </Drawer>,
    );
    const start = panelOf().className;
    expect(panelOf()).toHaveAttribute("data-placement", "start");
    rerender(
      <Drawer isOpen title="Details" placement="bottom">
        Body
      </Drawer>,
    );
    expect(panelOf()).toHaveAttribute("data-placement", "bottom");
    expect(panelOf().className).not.toBe(start);
  });
});
