import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { NativeSelect } from "./NativeSelect";

const sizes = (
  <>
    <option value="">—</option>
    <option value="S">S</option>
    <option value="M">M</option>
  </>
);

describe("NativeSelect", () => {
  itSupportsConformance({
    render: ({ ref, ...props }) => (
      <NativeSelect {...props} ref={ref} label="Size">
        {sizes}
      </NativeSelect>
    ),
    refType: HTMLSelectElement,
    label: "Size",
  });

  it("is a native labelled list in the server's markup", () => {
    const html = renderToString(
      <NativeSelect id="size" name="size" label="Size" defaultValue="M">
        {sizes}
      </NativeSelect>,
    );
    expect(html).toMatch(/<label for="size"[^>]*>Size<\/label><select[^>]*id="size"/u);
    expect(html).toContain('<option value="M" selected="">M</option>');
  });

  it("passes the choice to the caller, by keyboard too", async () => {
    const onChange = vi.fn();
    render(
      <NativeSelect label="Size" value="" onChange={(event) => onChange(event.currentTarget.value)}>
        {sizes}
      </NativeSelect>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "Size" }), "S");
    expect(onChange).toHaveBeenLastCalledWith("S");
  });

  it("reads out its hint and what is wrong, and marks itself invalid", () => {
    const { rerender } = render(
      <NativeSelect label="Size" description="As on the label." defaultValue="">
        {sizes}
      </NativeSelect>,
    );
    const list = screen.getByRole("combobox", { name: "Size" });
    expect(list).not.toHaveAttribute("aria-invalid");
    expect(list).toHaveAccessibleDescription("As on the label.");
    rerender(
      <NativeSelect label="Size" description="As on the label." defaultValue="" error="Choose a size.">
        {sizes}
      </NativeSelect>,
    );
    expect(list).toHaveAttribute("aria-invalid", "true");
    expect(list).toHaveAccessibleDescription("As on the label. Choose a size.");
  });
});
