import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { Button } from "../Button";
import { PopoverDialog, type PopoverDialogProps, PopoverTrigger } from "./Popover";

// Typing and overlay round trips re-render react-aria many times; leave room for a busy machine.
const TYPING_TIMEOUT = 20_000;

const renderPopover = (props: Partial<PopoverDialogProps> = {}, onOpenChange = vi.fn()) =>
  render(
    <ThemeProvider>
      <PopoverTrigger onOpenChange={onOpenChange}>
        <Button>Event details</Button>
        <PopoverDialog {...props}>
          <p>Doors open at 19:00</p>
          <button type="button">Add to calendar</button>
        </PopoverDialog>
      </PopoverTrigger>
    </ThemeProvider>,
  );

describe("Popover", { timeout: TYPING_TIMEOUT }, () => {
  itSupportsConformance({
    render: (props) => (
      <PopoverTrigger defaultOpen>
        <Button>Open</Button>
        <PopoverDialog {...props} aria-label="Details">
          Content
        </PopoverDialog>
      </PopoverTrigger>
    ),
  });

  it("opens a dialog named by its trigger, in the theme root, and moves focus into it", async () => {
    const { container } = renderPopover();
    await userEvent.click(screen.getByRole("button", { name: "Event details" }));
    const dialog = await screen.findByRole("dialog", { name: "Event details" });
    expect(container.querySelector("[data-color-mode]")).toContainElement(dialog);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText("Doors open at 19:00")).toBeVisible();
  });

  it("closes on Escape and gives focus back to the trigger", async () => {
    const onOpenChange = vi.fn();
    renderPopover({}, onOpenChange);
    const trigger = screen.getByRole("button", { name: "Event details" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard("{Escape}");
    expect(dialog).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("closes on a press outside", async () => {
    renderPopover();
    await userEvent.click(screen.getByRole("button", { name: "Event details" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(document.body);
    expect(dialog).not.toBeInTheDocument();
  });

  it("takes an explicit name and draws an arrow only when asked", async () => {
    const { unmount } = renderPopover({ "aria-label": "Doors", showArrow: true });
    await userEvent.click(screen.getByRole("button", { name: "Event details" }));
    const dialog = await screen.findByRole("dialog", { name: "Doors" });
    const surface = dialog.parentElement!;
    expect(surface.querySelector(".react-aria-OverlayArrow svg")).toHaveAttribute("aria-hidden", "true");
    unmount();
    renderPopover();
    await userEvent.click(screen.getByRole("button", { name: "Event details" }));
    expect((await screen.findByRole("dialog")).parentElement!.querySelector("svg")).toBeNull();
  });

  it("reports its placement for the styles", async () => {
    renderPopover({ placement: "top" });
    await userEvent.click(screen.getByRole("button", { name: "Event details" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.parentElement).toHaveAttribute("data-placement", "top");
  });
});
