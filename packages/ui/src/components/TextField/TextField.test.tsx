import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { TextField } from "./TextField";

describe("TextField", () => {
  itSupportsConformance({
    render: (props) => <TextField {...props} label="Email" />,
    refType: HTMLDivElement,
    label: "Email",
  });

  it("reports what the user types", async () => {
    const onChange = vi.fn();
    render(<TextField label="Event name" onChange={onChange} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Event name" }), "Gala");
    expect(onChange).toHaveBeenLastCalledWith("Gala");
    expect(screen.getByRole("textbox")).toHaveValue("Gala");
  });

  it("describes the input with its help text", () => {
    render(<TextField label="Email" description="We send the tickets here." />);
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription("We send the tickets here.");
  });

  it("shows and announces the error when invalid", () => {
    render(<TextField label="Email" isInvalid errorMessage="Enter a valid email address." />);
    const input = screen.getByRole("textbox");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Enter a valid email address.");
    expect(screen.getByText("Enter a valid email address.")).toBeVisible();
  });

  it("shows no error text while valid", () => {
    render(<TextField label="Email" errorMessage="Enter a valid email address." />);
    expect(screen.queryByText("Enter a valid email address.")).toBeNull();
  });

  it("marks a required field for assistive technology", () => {
    render(<TextField label="Email" isRequired validationBehavior="aria" />);
    expect(screen.getByRole("textbox", { name: /Email/ })).toHaveAttribute("aria-required", "true");
  });

  it("validates with the consumer's rule as the user types (aria validation)", async () => {
    render(
      <TextField
        label="Code"
        validationBehavior="aria"
        validate={(value) => (value.length > 3 ? "At most 3 characters." : null)}
      />,
    );
    await userEvent.type(screen.getByRole("textbox"), "ABCD");
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription("At most 3 characters.");
  });

  it("ignores typing when disabled or read-only", async () => {
    const onChange = vi.fn();
    const { unmount } = render(<TextField label="Email" isDisabled onChange={onChange} />);
    await userEvent.type(screen.getByRole("textbox"), "a");
    expect(screen.getByRole("textbox")).toBeDisabled();
    unmount();
    render(<TextField label="Email" isReadOnly defaultValue="fixed" onChange={onChange} />);
    await userEvent.type(screen.getByRole("textbox"), "a");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox")).toHaveValue("fixed");
  });

  it("shows the placeholder and hides the start icon from assistive technology", () => {
    render(<TextField label="Email" placeholder="name@example.com" iconStart={<svg data-testid="icon" />} />);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("placeholder", "name@example.com");
    expect(screen.getByTestId("icon").parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("is reached with the keyboard", async () => {
    render(<TextField label="Email" />);
    await userEvent.tab();
    expect(screen.getByRole("textbox")).toHaveFocus();
  });

  it("gives each size its own class", () => {
    const { rerender } = render(<TextField label="Email" size="sm" />);
    const small = screen.getByRole("textbox").className;
    rerender(<TextField label="Email" size="lg" />);
    expect(screen.getByRole("textbox").className).not.toBe(small);
  });
});
