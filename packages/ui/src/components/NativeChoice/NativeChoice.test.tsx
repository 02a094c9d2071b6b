import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { NativeCheckbox, NativeChoiceGroup } from "./NativeChoice";

const sizes = [
  { value: "S", label: "Small" },
  { value: "M", label: "Medium" },
  { value: "L", label: "Large" },
];

function Group({ type, onChange }: { type: "radio" | "checkbox"; onChange: (value: unknown) => void }) {
  const [radio, setRadio] = useState("");
  const [boxes, setBoxes] = useState<string[]>([]);
  return type === "radio" ? (
    <NativeChoiceGroup
      type="radio"
      name="size"
      label="Size"
      options={sizes}
      value={radio}
      onChange={(next) => {
        setRadio(next);
        onChange(next);
      }}
    />
  ) : (
    <NativeChoiceGroup
      type="checkbox"
      name="sizes"
      label="Sizes"
      options={sizes}
      value={boxes}
      onChange={(next) => {
        setBoxes(next);
        onChange(next);
      }}
    />
  );
}

describe("NativeCheckbox", () => {
  itSupportsConformance({
    render: ({ ref, ...props }) => (
      <NativeCheckbox {...props} ref={ref}>
        I accept
      </NativeCheckbox>
    ),
    refType: HTMLInputElement,
    label: "I accept",
  });

  it("is a native checkbox inside its label in the server's markup", () => {
    const html = renderToString(<NativeCheckbox name="terms">I accept</NativeCheckbox>);
    expect(html).toMatch(
      /<label[^>]*><input[^>]*type="checkbox"[^>]*name="terms"|<label[^>]*><input[^>]*name="terms"[^>]*type="checkbox"/u,
    );
  });

  it("ticks with Space, and reads out its hint and what is wrong", async () => {
    const onChange = vi.fn();
    render(
      <NativeCheckbox
        onChange={(event) => onChange(event.currentTarget.checked)}
        description="Read them first."
        error="Accept the terms to go on."
      >
        I accept
      </NativeCheckbox>,
    );
    const box = screen.getByRole("checkbox", { name: "I accept" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Read them first. Accept the terms to go on.");
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});

describe("NativeChoiceGroup", () => {
  it("offers one choice among radio buttons, named by its legend, moved with the arrow keys", async () => {
    const onChange = vi.fn();
    render(<Group type="radio" onChange={onChange} />);
    const group = screen.getByRole("radiogroup", { name: "Size" });
    const user = userEvent.setup();
    await user.click(within(group).getByRole("radio", { name: "Small" }));
    expect(onChange).toHaveBeenLastCalledWith("S");
    await user.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith("M");
    expect(within(group).getByRole("radio", { name: "Medium" })).toBeChecked();
    expect(within(group).getByRole("radio", { name: "Small" })).not.toBeChecked();
  });

  it("lets several checkboxes be ticked and unticked", async () => {
    const onChange = vi.fn();
    render(<Group type="checkbox" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Small" }));
    await user.click(screen.getByRole("checkbox", { name: "Large" }));
    expect(onChange).toHaveBeenLastCalledWith(["S", "L"]);
    await user.click(screen.getByRole("checkbox", { name: "Small" }));
    expect(onChange).toHaveBeenLastCalledWith(["L"]);
  });

  it("says what is wrong with the whole group, and that an answer is required", () => {
    render(
      <NativeChoiceGroup
        type="radio"
        name="size"
        label="Size"
        options={sizes}
        value=""
        onChange={() => undefined}
        required
        description="European sizes."
        error="Choose a size."
      />,
    );
    const group = screen.getByRole("radiogroup", { name: "Size" });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAttribute("aria-required", "true");
    expect(group).toHaveAccessibleDescription("European sizes. Choose a size.");
    for (const radio of within(group).getAllByRole("radio")) expect(radio).toBeRequired();
  });
});
