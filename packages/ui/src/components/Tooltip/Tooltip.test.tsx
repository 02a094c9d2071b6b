import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useEffect, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Button } from "../Button";
import { Tooltip, TooltipTrigger, type TooltipTriggerProps } from "./Tooltip";

function CopyLink(props: Partial<TooltipTriggerProps>) {
  return (
    <TooltipTrigger {...props}>
      <Button>Copy</Button>
      <Tooltip>Copy the event link</Tooltip>
    </TooltipTrigger>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/**
 * Opens once mounted, as a real tooltip does: ThemeProvider's portal container only exists after
 * its first render, so an overlay open from the very first render has nowhere to go.
 */
function OpenAfterMount({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return (
    <TooltipTrigger isOpen={isOpen}>
      <Button>Copy</Button>
      {children}
    </TooltipTrigger>
  );
}

describe("Tooltip", () => {
  itSupportsConformance({
    render: ({ ref, ...props }) => (
      <OpenAfterMount>
        <Tooltip ref={ref} {...props}>
          Copy the event link
        </Tooltip>
      </OpenAfterMount>
    ),
    refType: HTMLDivElement,
  });

  describe("timing", () => {
    beforeEach(async () => {
      vi.useFakeTimers();
      // Testing Library flushes fake timers after each user event only when it sees a `jest` global.
      vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
      // Once a tooltip has shown, react-aria shows the next one at once until one closes and half a
      // second passes; a tooltip shown earlier in this worker (another file) may have left it so.
      // Show one and close it, then let that half second pass.
      const warm = render(<CopyLink delay={0} />);
      act(() => screen.getByRole("button", { name: "Copy" }).focus());
      act(() => screen.getByRole("button", { name: "Copy" }).blur());
      await advance(600);
      warm.unmount();
    });
    afterEach(async () => {
      // react-aria keeps tooltips "warm" for a while after one closes; let that lapse between tests.
      await advance(5000);
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });
    const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const hoverWithMouse = async (user: ReturnType<typeof setup>, element: Element) => {
      // react-aria counts a hover as the mouse's only once the pointer has moved on the page.
      await user.pointer({ target: document.body, coords: { x: 1, y: 1 } });
      await user.hover(element);
    };

    it("shows on hover after its delay and hides after the pointer leaves", async () => {
      const user = setup();
      render(<CopyLink />);
      const trigger = screen.getByRole("button", { name: "Copy" });
      await hoverWithMouse(user, trigger);
      await advance(599);
      expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
      await advance(1);
      const tooltip = screen.getByRole("tooltip");
      expect(tooltip).toHaveTextContent("Copy the event link");
      expect(trigger).toHaveAccessibleDescription("Copy the event link");
      await user.unhover(trigger);
      await advance(200);
      expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    });

    it("honours a custom delay", async () => {
      const user = setup();
      render(<CopyLink delay={1200} />);
      await hoverWithMouse(user, screen.getByRole("button", { name: "Copy" }));
      await advance(1000);
      expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
      await advance(200);
      expect(screen.getByRole("tooltip")).toBeInTheDocument();
    });

    it("shows at once on keyboard focus and hides on Escape", async () => {
      const user = setup();
      render(<CopyLink />);
      await user.tab();
      expect(screen.getByRole("button", { name: "Copy" })).toHaveFocus();
      expect(screen.getByRole("tooltip")).toHaveTextContent("Copy the event link");
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
      // The trigger keeps focus: Escape only dismisses the tooltip.
      expect(screen.getByRole("button", { name: "Copy" })).toHaveFocus();
    });

    it("stays hidden when disabled", async () => {
      const user = setup();
      render(<CopyLink isDisabled />);
      await hoverWithMouse(user, screen.getByRole("button", { name: "Copy" }));
      await advance(2000);
      expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    });
  });

  it("sits on the popover layer, above modals", () => {
    render(
      <TooltipTrigger isOpen>
        <Button>Copy</Button>
        <Tooltip>Copy the event link</Tooltip>
      </TooltipTrigger>,
    );
    expect(screen.getByRole("tooltip").style.zIndex).toMatch(/^var\(--layer-popover/);
  });

  it("draws an arrow unless told not to", () => {
    const { rerender } = render(
      <TooltipTrigger isOpen>
        <Button>Copy</Button>
        <Tooltip>Copy the event link</Tooltip>
      </TooltipTrigger>,
    );
    expect(screen.getByRole("tooltip").querySelector("svg")).not.toBeNull();
    rerender(
      <TooltipTrigger isOpen>
        <Button>Copy</Button>
        <Tooltip hideArrow>Copy the event link</Tooltip>
      </TooltipTrigger>,
    );
    expect(screen.getByRole("tooltip").querySelector("svg")).toBeNull();
  });
});
