import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { NativeInput } from "./NativeInput";

describe("NativeInput", () => {
  itSupportsConformance({
    render: ({ ref, ...props }) => <NativeInput {...props} ref={ref} label="Amount" />,
    refType: HTMLInputElement,
    label: "Amount",
  });

  it("is a native labelled text input in the server's markup", () => {
    const html = renderToString(<NativeInput id="amount" name="amount" label="Amount" defaultValue="5,00" />);
    expect(html).toMatch(/<label for="amount"[^>]*>Amount<\/label><input[^>]*id="amount"[^>]*type="text"/u);
  });

  it("passes typing to the caller", async () => {
    const onChange = vi.fn();
    render(<NativeInput label="Amount" value="" onChange={(event) => onChange(event.currentTarget.value)} />);
    await userEvent.setup().type(screen.getByRole("textbox", { name: "Amount" }), "7");
    expect(onChange).toHaveBeenLastCalledWith("7");
  });

  it("says what is wrong under the field and marks it invalid", () => {
    const { rerender } = render(<NativeInput label="Amount" defaultValue="2" />);
    const field = screen.getByRole("textbox", { name: "Amount" });
    expect(field).not.toHaveAttribute("aria-invalid");
    rerender(<NativeInput label="Amount" defaultValue="2" error="Enter at least €5.00." />);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Enter at least €5.00.");
  });

  it("reads out its hint before what is wrong", () => {
    render(<NativeInput label="Email" description="Tickets go here." error="Enter a valid email address." />);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "Tickets go here. Enter a valid email address.",
    );
  });
});
