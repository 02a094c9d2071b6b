import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Checkbox } from "./Checkbox";

describe("Checkbox", () => {
  itSupportsConformance({
    render: (props) => <Checkbox {...props}>Accept the terms</Checkbox>,
    refType: HTMLDivElement,
    label: "Accept the terms",
  });

  it("toggles with a click on its label and with Space", async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Newsletter</Checkbox>);
    const checkbox = screen.getByRole("checkbox", { name: "Newsletter" });
    await userEvent.click(screen.getByText("Newsletter"));
    expect(checkbox).toBeChecked();
    await userEvent.keyboard(" ");
    expect(checkbox).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it("is reached with Tab", async () => {
    render(<Checkbox>Newsletter</Checkbox>);
    await userEvent.tab();
    expect(screen.getByRole("checkbox")).toHaveFocus();
  });

  it("draws a check when selected and a dash when indeterminate", () => {
    const { container, rerender } = render(<Checkbox isSelected>All</Checkbox>);
    expect(container.querySelector(".lucide-check")).not.toBeNull();
    rerender(<Checkbox isIndeterminate>All</Checkbox>);
    expect(container.querySelector(".lucide-check")).toBeNull();
    expect(container.querySelector(".lucide-minus")).not.toBeNull();
    expect(screen.getByRole("checkbox")).toHaveProperty("indeterminate", true);
  });

  it("describes the input with its help text", () => {
    render(<Checkbox description="One email a month.">Newsletter</Checkbox>);
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription("One email a month.");
  });

  it("shows and announces its error when invalid", () => {
    render(
      <Checkbox isInvalid errorMessage="You must accept the terms.">
        Accept the terms
      </Checkbox>,
    );
    const checkbox = screen.getByRole("checkbox");
    expect(checkbox).toHaveAttribute("aria-invalid", "true");
    expect(checkbox).toHaveAccessibleDescription("You must accept the terms.");
  });

  it("does not toggle when disabled or read-only", async () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <Checkbox isDisabled onChange={onChange}>
        A
      </Checkbox>,
    );
    await userEvent.click(screen.getByText("A"));
    unmount();
    render(
      <Checkbox isReadOnly onChange={onChange}>
        B
      </Checkbox>,
    );
    await userEvent.click(screen.getByText("B"));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });
});
