import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { ColorField, type ColorFieldProps } from "./ColorField";

// Typing and overlay round trips re-render react-aria many times; leave room for a busy machine.
const TYPING_TIMEOUT = 20_000;

const renderField = (props: Partial<ColorFieldProps> = {}, locale?: string) =>
  render(
    <ThemeProvider locale={locale}>
      <ColorField label="Primary colour" {...props} />
    </ThemeProvider>,
  );

function ControlledColorField() {
  const [hex, setHex] = useState<string | null>("#40296C");
  return (
    <>
      <ColorField label="Primary colour" value={hex} onChange={setHex} />
      <output>{String(hex)}</output>
    </>
  );
}

const swatchColor = () => (screen.getByRole("img") as HTMLElement).style.backgroundColor;

describe("ColorField", { timeout: TYPING_TIMEOUT }, () => {
  itSupportsConformance<HTMLDivElement>({
    render: (props) => <ColorField {...props} label="Primary colour" />,
    refType: HTMLDivElement,
    label: "Primary colour",
  });

  it("reports a typed hex colour on Enter and on blur", async () => {
    const onChange = vi.fn();
    renderField({ onChange });
    const input = screen.getByRole("textbox", { name: "Primary colour" });
    await userEvent.type(input, "40296c{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("#40296C");
    expect(input).toHaveValue("#40296C");
    await userEvent.clear(input);
    await userEvent.type(input, "#0E7C86");
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith("#0E7C86");
  });

  it("shows the colour being typed in its swatch before it is committed", async () => {
    const onChange = vi.fn();
    renderField({ defaultValue: "#000000", onChange, showPicker: false });
    expect(swatchColor()).toBe("rgb(0, 0, 0)");
    const input = screen.getByRole("textbox");
    await userEvent.clear(input);
    await userEvent.type(input, "#ff0000");
    expect(swatchColor()).toBe("rgb(255, 0, 0)");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("reports null when cleared and follows a controlled value", async () => {
    render(<ControlledColorField />);
    const input = screen.getByRole("textbox", { name: "Primary colour" });
    expect(input).toHaveValue("#40296C");
    await userEvent.clear(input);
    await userEvent.tab();
    expect(screen.getByRole("status")).toHaveTextContent("null");
  });

  it("keeps half-typed text when its parent re-renders", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ColorField label="Primary colour" value="#40296C" onChange={onChange} />);
    const input = screen.getByRole("textbox");
    await userEvent.clear(input);
    await userEvent.type(input, "#12");
    rerender(<ColorField label="Primary colour" value="#40296C" onChange={onChange} />);
    expect(input).toHaveValue("#12");
    await userEvent.type(input, "3456{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("#123456");
  });

  it("shows the error when the colour fails validation", async () => {
    renderField({
      validationBehavior: "aria",
      validate: (hex) => (hex === "#FFFFFF" ? "Pick a colour that shows on white" : true),
      errorMessage: (validation) => validation.validationErrors.join(" "),
    });
    const input = screen.getByRole("textbox", { name: "Primary colour" });
    await userEvent.type(input, "#ffffff{Enter}");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Pick a colour that shows on white");
    await userEvent.clear(input);
    await userEvent.type(input, "#40296c{Enter}");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("reverts text that is not a colour and keeps the last colour", async () => {
    const onChange = vi.fn();
    renderField({ defaultValue: "#40296C", onChange });
    const input = screen.getByRole("textbox");
    await userEvent.clear(input);
    await userEvent.type(input, "#12345");
    await userEvent.tab();
    expect(input).toHaveValue("#40296C");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("opens the picker from a named swatch button and changes the colour from the keyboard", async () => {
    const onChange = vi.fn();
    const { container } = renderField({ defaultValue: "#FF0000", onChange });
    const button = screen.getByRole("button", { name: "Choose a colour" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Choose a colour" });
    expect(container.querySelector("[data-color-mode]")).toContainElement(dialog);
    const hue = screen.getByRole("slider", { name: /Hue/ });
    hue.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall?.[0]).toMatch(/^#FF[0-9A-F]{2}00$/);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.getByRole("textbox")).toHaveValue(onChange.mock.lastCall?.[0]);
  });

  it("lets the colour area move saturation and brightness with the arrows", async () => {
    const onChange = vi.fn();
    renderField({ defaultValue: "#804040", onChange });
    await userEvent.click(screen.getByRole("button", { name: "Choose a colour" }));
    await screen.findByRole("dialog");
    // react-aria exposes the 2D area as one slider ("Color picker", localized) moved by all four arrows.
    screen.getByRole("slider", { name: "Color picker" }).focus();
    await userEvent.keyboard("{ArrowUp}");
    const brighter = onChange.mock.lastCall?.[0] as string;
    expect(parseInt(brighter.slice(1, 3), 16)).toBeGreaterThan(0x80);
    await userEvent.keyboard("{ArrowLeft}");
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("takes the swatch button's name from the locale or from chooseColorLabel", () => {
    const { unmount } = renderField({}, "en");
    expect(screen.getByRole("button", { name: "Choose a colour" })).toBeInTheDocument();
    unmount();
    renderField({ chooseColorLabel: "Scegli il colore" });
    expect(screen.getByRole("button", { name: "Scegli il colore" })).toBeInTheDocument();
  });

  it("offers no picker when showPicker is false, and none while disabled", () => {
    const { unmount } = renderField({ showPicker: false, defaultValue: "#40296C" });
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByRole("img")).toHaveAccessibleName();
    unmount();
    renderField({ isDisabled: true });
    expect(screen.getByRole("button", { name: "Choose a colour" })).toBeDisabled();
    expect(screen.getByRole("textbox")).toBeDisabled();
  });
});
