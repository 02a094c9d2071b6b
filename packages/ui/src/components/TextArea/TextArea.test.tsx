import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { TextArea } from "./TextArea";

describe("TextArea", () => {
  itSupportsConformance({
    render: (props) => <TextArea {...props} label="Notes" />,
    refType: HTMLDivElement,
    label: "Notes",
  });

  it("accepts several lines and reports them", async () => {
    const onChange = vi.fn();
    render(<TextArea label="Notes" onChange={onChange} />);
    const textArea = screen.getByRole("textbox", { name: "Notes" });
    await userEvent.type(textArea, "Line one{Enter}Line two");
    expect(onChange).toHaveBeenLastCalledWith("Line one\nLine two");
    expect(textArea.tagName).toBe("TEXTAREA");
  });

  it("shows the requested number of rows", () => {
    render(<TextArea label="Notes" rows={5} />);
    expect(screen.getByRole("textbox")).toHaveAttribute("rows", "5");
  });

  it("grows to fit its content where the browser cannot do it in CSS", async () => {
    render(<TextArea label="Notes" />);
    const textArea = screen.getByRole<HTMLTextAreaElement>("textbox");
    // jsdom has no layout: pretend the content is 120px tall.
    Object.defineProperty(textArea, "scrollHeight", { configurable: true, value: 120 });
    await userEvent.type(textArea, "More text");
    expect(textArea.style.height).toBe("120px");
  });

  it("wires help text and error to the text area", () => {
    render(<TextArea label="Notes" description="Visible to guests." isInvalid errorMessage="Too long." />);
    const textArea = screen.getByRole("textbox");
    expect(textArea).toHaveAttribute("aria-invalid", "true");
    expect(textArea).toHaveAccessibleDescription("Visible to guests. Too long.");
  });

  it("cannot be edited when read-only", async () => {
    const onChange = vi.fn();
    render(<TextArea label="Notes" isReadOnly defaultValue="Fixed" onChange={onChange} />);
    await userEvent.type(screen.getByRole("textbox"), "x");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox")).toHaveValue("Fixed");
  });
});
