import { render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { Button, Dialog, DialogTrigger, Modal, Popover } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { createBrandTheme } from "./createBrandTheme";
import { ThemeProvider } from "./ThemeProvider";
import { vars } from "./vars.css";

/** The CSS custom property name behind a `var(--x)` reference. */
const propertyOf = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, "$1");

describe("ThemeProvider", () => {
  it("keeps each brand's colours apart while it reuses them (a server draws many pages, few brands)", () => {
    const styleOf = (primary: string, mode: "light" | "dark" = "light") => {
      const { getByTestId, unmount } = render(
        <ThemeProvider brand={{ primary }} mode={mode} data-testid="root" />,
      );
      const style = getByTestId("root").getAttribute("style");
      unmount();
      return style;
    };
    const teal = styleOf("#0E7C86");
    const red = styleOf("#B42318");
    expect(red).not.toBe(teal);
    expect(styleOf("#0E7C86", "dark")).not.toBe(teal);
    expect(styleOf("#0E7C86")).toBe(teal);
    expect(teal).toContain("#0e7c86");
  });

  it("sets the brand as inline CSS variables on its root", () => {
    render(
      <ThemeProvider brand={{ primary: "#0E7C86" }} data-testid="root">
        <p>content</p>
      </ThemeProvider>,
    );
    const root = screen.getByTestId("root");
    expect(root.style.getPropertyValue(propertyOf(vars.color.primary.solid))).toBe("#0e7c86");
    expect(root.style.getPropertyValue(propertyOf(vars.layer.modal))).toBe("200");
  });

  it("applies dark mode values and marks the mode", () => {
    render(<ThemeProvider mode="dark" data-testid="root" />);
    const root = screen.getByTestId("root");
    expect(root).toHaveAttribute("data-color-mode", "dark");
    expect(root.style.getPropertyValue(propertyOf(vars.color.surface.base))).toBe(
      createBrandTheme({ mode: "dark" }).color.surface.base,
    );
  });

  it("re-renders nothing below the root when the brand changes", () => {
    const onRender = vi.fn();
    const content = (
      <Profiler id="content" onRender={onRender}>
        <p>content</p>
      </Profiler>
    );
    const { rerender } = render(
      <ThemeProvider brand={{ primary: "#40296C" }} data-testid="root">
        {content}
      </ThemeProvider>,
    );
    expect(onRender).toHaveBeenCalledTimes(1);
    rerender(
      <ThemeProvider brand={{ primary: "#C2410C" }} data-testid="root">
        {content}
      </ThemeProvider>,
    );
    expect(screen.getByTestId("root").style.getPropertyValue(propertyOf(vars.color.primary.solid))).toBe(
      "#c2410c",
    );
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it("shows a popover that is open from the first render, inside its root", () => {
    render(
      <ThemeProvider data-testid="root">
        <DialogTrigger defaultOpen>
          <Button>Open</Button>
          <Popover>
            <Dialog aria-label="Details">first render</Dialog>
          </Popover>
        </DialogTrigger>
      </ThemeProvider>,
    );
    expect(screen.getByTestId("root")).toContainElement(screen.getByRole("dialog", { name: "Details" }));
  });

  it("portals overlays into its root so they carry the brand", () => {
    render(
      <ThemeProvider brand={{ primary: "#0E7C86" }} data-testid="root">
        <Modal isOpen>
          <Dialog aria-label="Example">inside</Dialog>
        </Modal>
      </ThemeProvider>,
    );
    expect(screen.getByTestId("root")).toContainElement(screen.getByRole("dialog"));
  });

  it("frames the page as a screen-tall column only when asked", () => {
    render(
      <>
        <ThemeProvider data-testid="plain" />
        <ThemeProvider data-testid="page" fillsScreen />
      </>,
    );
    expect(screen.getByTestId("page").classList.length).toBe(
      screen.getByTestId("plain").classList.length + 1,
    );
  });
});
