import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { NativeTextArea } from "./NativeTextArea";

describe("NativeTextArea", () => {
  itSupportsConformance({
    render: ({ ref, ...props }) => <NativeTextArea {...props} ref={ref} label="Notes" />,
    refType: HTMLTextAreaElement,
    label: "Notes",
  });

  it("is a native labelled text area in the server's markup", () => {
    const html = renderToString(<NativeTextArea id="notes" name="notes" label="Notes" />);
    expect(html).toMatch(/<label for="notes"[^>]*>Notes<\/label><textarea[^>]*id="notes"[^>]*rows="3"/u);
  });

  it("takes several lines and passes them on", async () => {
    const onChange = vi.fn();
    render(
      <NativeTextArea label="Notes" value="" onChange={(event) => onChange(event.currentTarget.value)} />,
    );
    await userEvent.setup().type(screen.getByRole("textbox", { name: "Notes" }), "a{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("\n");
  });

  it("reads out its hint and what is wrong, and marks itself invalid", () => {
    render(<NativeTextArea label="Notes" description="Anything we should know." error="Too long." />);
    const area = screen.getByRole("textbox", { name: "Notes" });
    expect(area).toHaveAttribute("aria-invalid", "true");
    expect(area).toHaveAccessibleDescription("Anything we should know. Too long.");
  });
});
