import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ScrollArea } from "./ScrollArea";
import { SCROLL_AREA_HIDE_DELAY } from "./scrollAreaVariants";

/** jsdom lays nothing out; give every element a content taller and wider than its box. */
function fakeOverflow() {
  const sizes = { scrollHeight: 600, clientHeight: 200, scrollWidth: 900, clientWidth: 300 };
  const originals = Object.keys(sizes).map(
    (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
  );
  for (const [key, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
  return () => {
    for (const [key, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
    }
  };
}

const area = () => screen.getByTestId("area");

describe("ScrollArea", () => {
  itSupportsConformance({
    render: (props) => (
      <ScrollArea aria-label="Guests" {...props}>
        Content
      </ScrollArea>
    ),
    refType: HTMLDivElement,
  });

  it("is a plain box, without a tab stop, while its content fits", () => {
    render(
      <ScrollArea aria-label="Guests" data-testid="area">
        Short
      </ScrollArea>,
    );
    expect(screen.queryByRole("region")).toBeNull();
    expect(area()).not.toHaveAttribute("tabindex");
    expect(area()).not.toHaveAttribute("aria-label");
  });

  describe("when its content overflows", () => {
    let restore: () => void;
    beforeEach(() => {
      restore = fakeOverflow();
    });
    afterEach(() => restore());

    it("becomes a named region the keyboard can focus", () => {
      render(<ScrollArea aria-label="Guests">Long list</ScrollArea>);
      const region = screen.getByRole("region", { name: "Guests" });
      expect(region).toHaveAttribute("tabindex", "0");
      region.focus();
      expect(region).toHaveFocus();
    });

    it("only counts overflow along its orientation", () => {
      Object.defineProperty(HTMLElement.prototype, "scrollWidth", { configurable: true, get: () => 300 });
      render(
        <ScrollArea aria-label="Code" orientation="horizontal">
          Fits sideways
        </ScrollArea>,
      );
      expect(screen.queryByRole("region")).toBeNull();
    });
  });

  describe("scrollbars", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const scrollbars = () => area().getAttribute("data-scrollbars");

    it(`show on scroll and hide ${SCROLL_AREA_HIDE_DELAY} ms after scrolling stops`, () => {
      render(
        <ScrollArea aria-label="Guests" data-testid="area">
          Content
        </ScrollArea>,
      );
      expect(scrollbars()).toBe("hidden");
      fireEvent.scroll(area());
      expect(scrollbars()).toBe("visible");
      act(() => vi.advanceTimersByTime(999));
      expect(scrollbars()).toBe("visible");
      act(() => vi.advanceTimersByTime(1));
      expect(scrollbars()).toBe("hidden");
    });

    it("wait for the last scroll event before hiding", () => {
      render(
        <ScrollArea aria-label="Guests" data-testid="area">
          Content
        </ScrollArea>,
      );
      fireEvent.scroll(area());
      act(() => vi.advanceTimersByTime(600));
      fireEvent.scroll(area());
      act(() => vi.advanceTimersByTime(999));
      expect(scrollbars()).toBe("visible");
      act(() => vi.advanceTimersByTime(1));
      expect(scrollbars()).toBe("hidden");
    });

    it("follow a custom hideDelay", () => {
      render(
        <ScrollArea aria-label="Guests" data-testid="area" hideDelay={300}>
          Content
        </ScrollArea>,
      );
      fireEvent.scroll(area());
      act(() => vi.advanceTimersByTime(299));
      expect(scrollbars()).toBe("visible");
      act(() => vi.advanceTimersByTime(1));
      expect(scrollbars()).toBe("hidden");
    });

    it("stay while a mouse rests on the area and hide after it leaves", () => {
      render(
        <ScrollArea aria-label="Guests" data-testid="area">
          Content
        </ScrollArea>,
      );
      fireEvent.pointerOver(area(), { pointerType: "mouse" });
      expect(scrollbars()).toBe("visible");
      fireEvent.scroll(area());
      act(() => vi.advanceTimersByTime(5000));
      expect(scrollbars()).toBe("visible");
      fireEvent.pointerOut(area(), { pointerType: "mouse" });
      act(() => vi.advanceTimersByTime(999));
      expect(scrollbars()).toBe("visible");
      act(() => vi.advanceTimersByTime(1));
      expect(scrollbars()).toBe("hidden");
    });

    it("still call the consumer's onScroll", () => {
      const onScroll = vi.fn();
      render(
        <ScrollArea aria-label="Guests" data-testid="area" onScroll={onScroll}>
          Content
        </ScrollArea>,
      );
      fireEvent.scroll(area());
      expect(onScroll).toHaveBeenCalledOnce();
    });
  });
});
