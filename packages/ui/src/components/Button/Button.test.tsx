import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { Button } from "./Button";

describe("Button", () => {
  itSupportsConformance({
    render: (props) => <Button {...props}>Save</Button>,
    refType: HTMLButtonElement,
  });

  it("calls onPress from the mouse and the keyboard", async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it("ignores presses and keeps its name while pending", async () => {
    const onPress = vi.fn();
    render(
      <ThemeProvider locale="it">
        <Button isPending onPress={onPress}>
          Save
        </Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole("button", { name: /Save/ });
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute("data-pending", "true");
  });

  it("does not fire when disabled", async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole("button"));
    expect(onPress).not.toHaveBeenCalled();
  });

  it("hides its icons from assistive technology", () => {
    render(
      <Button iconStart={<svg data-testid="start" />} iconEnd={<svg data-testid="end" />}>
        Next
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Next" })).toBeInTheDocument();
    expect(screen.getByTestId("start").parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("gives each variant its own class", () => {
    const { rerender } = render(<Button variant="solid">A</Button>);
    const solid = screen.getByRole("button").className;
    rerender(<Button variant="gradient">A</Button>);
    expect(screen.getByRole("button").className).not.toBe(solid);
  });
});
