import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { IconButton } from "./IconButton";

const glyph = <svg data-testid="glyph" />;

describe("IconButton", () => {
  itSupportsConformance({
    render: (props) => (
      <IconButton aria-label="Edit" {...props}>
        {glyph}
      </IconButton>
    ),
    refType: HTMLButtonElement,
  });

  it("is named by its label, not by its icon", () => {
    render(<IconButton aria-label="Delete event">{glyph}</IconButton>);
    const button = screen.getByRole("button", { name: "Delete event" });
    expect(screen.getByTestId("glyph").parentElement).toHaveAttribute("aria-hidden", "true");
    expect(button).not.toHaveAttribute("title");
  });

  it("fires onPress from the mouse and the keyboard", async () => {
    const onPress = vi.fn();
    render(
      <IconButton aria-label="Edit" onPress={onPress}>
        {glyph}
      </IconButton>,
    );
    const button = screen.getByRole("button");
    await userEvent.click(button);
    expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it("does not fire when disabled", async () => {
    const onPress = vi.fn();
    render(
      <IconButton aria-label="Edit" isDisabled onPress={onPress}>
        {glyph}
      </IconButton>,
    );
    await userEvent.click(screen.getByRole("button"));
    expect(onPress).not.toHaveBeenCalled();
  });

  it("shows its label as the native tooltip on request", () => {
    render(
      <IconButton aria-label="Settings" showTitle>
        {glyph}
      </IconButton>,
    );
    expect(screen.getByRole("button", { name: "Settings" })).toHaveAttribute("title", "Settings");
  });

  it("gives each variant its own class", () => {
    render(
      <>
        <IconButton aria-label="Ghost">{glyph}</IconButton>
        <IconButton aria-label="Solid" variant="solid">
          {glyph}
        </IconButton>
      </>,
    );
    expect(screen.getByRole("button", { name: "Ghost" }).className).not.toBe(
      screen.getByRole("button", { name: "Solid" }).className,
    );
  });
});
