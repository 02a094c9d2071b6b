import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { NativeButton } from "./NativeButton";

describe("NativeButton", () => {
  itSupportsConformance({
    render: (props) => <NativeButton {...props}>Continue</NativeButton>,
    refType: HTMLButtonElement,
  });

  it("is a native button that submits nothing unless asked", () => {
    expect(renderToString(<NativeButton>Continue</NativeButton>)).toMatch(/^<button type="button"/u);
    expect(renderToString(<NativeButton type="submit">Pay</NativeButton>)).toMatch(/^<button type="submit"/u);
  });

  it("is pressed with a click, not when disabled", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<NativeButton onClick={onClick}>Continue</NativeButton>);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <NativeButton onClick={onClick} disabled>
        Continue
      </NativeButton>,
    );
    expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
  });

  it("looks different at each size and full width", () => {
    const classes = [
      renderToString(<NativeButton>x</NativeButton>),
      renderToString(<NativeButton size="lg">x</NativeButton>),
      renderToString(<NativeButton fullWidth>x</NativeButton>),
    ];
    expect(new Set(classes).size).toBe(3);
  });
});
