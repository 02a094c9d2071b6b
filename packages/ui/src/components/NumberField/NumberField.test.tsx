import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { NumberField } from "./NumberField";

describe("NumberField", () => {
  itSupportsConformance({
    render: (props) => <NumberField {...props} label="Tickets" />,
    refType: HTMLDivElement,
  });

  // Not through the conformance helper: react-aria also names the step buttons after the label
  // ("Increase Tickets"), so more than one element matches getByLabelText.
  it("connects its label to its input", () => {
    render(<NumberField label="Tickets" />);
    expect(screen.getByRole("textbox", { name: "Tickets" })).toBeInstanceOf(HTMLInputElement);
  });

  it("steps with its buttons, named by react-aria", async () => {
    const onChange = vi.fn();
    render(<NumberField label="Tickets" defaultValue={2} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: /Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole("button", { name: /Decrease/ }));
    await userEvent.click(screen.getByRole("button", { name: /Decrease/ }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole("textbox", { name: "Tickets" })).toHaveValue("1");
  });

  it("steps with the arrow keys and stays within min and max", async () => {
    const onChange = vi.fn();
    render(<NumberField label="Tickets" defaultValue={9} minValue={1} maxValue={10} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole("textbox")).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(screen.getByRole("button", { name: /Increase/ })).toBeDisabled();
  });

  it("uses step for each press", async () => {
    const onChange = vi.fn();
    render(<NumberField label="Price" defaultValue={10} step={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: /Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(15);
  });

  it("formats currency for the locale", () => {
    render(
      <ThemeProvider locale="it-IT">
        <NumberField
          label="Prezzo"
          defaultValue={1234.5}
          formatOptions={{ style: "currency", currency: "EUR" }}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole("textbox", { name: "Prezzo" })).toHaveValue(
      new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" }).format(1234.5),
    );
  });

  it("formats percentages", () => {
    render(<NumberField label="Discount" defaultValue={0.15} formatOptions={{ style: "percent" }} />);
    expect(screen.getByRole("textbox")).toHaveValue("15%");
  });

  it("wires help text and error to the input", () => {
    render(
      <NumberField label="Tickets" description="Up to 10 per order." isInvalid errorMessage="Too many." />,
    );
    const input = screen.getByRole("textbox");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Up to 10 per order. Too many.");
  });

  it("does not step when disabled", () => {
    render(<NumberField label="Tickets" isDisabled defaultValue={1} />);
    expect(screen.getByRole("button", { name: /Increase/ })).toBeDisabled();
    expect(screen.getByRole("textbox")).toBeDisabled();
  });
});
