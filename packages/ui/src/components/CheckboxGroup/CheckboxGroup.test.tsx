import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Checkbox } from "../Checkbox";
import { CheckboxGroup, type CheckboxGroupProps } from "./CheckboxGroup";

const Extras = (props: Partial<CheckboxGroupProps>) => (
  <CheckboxGroup label="Extras" {...props}>
    <Checkbox value="parking">Parking</Checkbox>
    <Checkbox value="dinner">Dinner</Checkbox>
    <Checkbox value="shuttle">Shuttle</Checkbox>
  </CheckboxGroup>
);

describe("CheckboxGroup", () => {
  itSupportsConformance({
    render: (props) => <Extras {...props} />,
    refType: HTMLDivElement,
    label: "Extras",
  });

  it("is a group named by its label", () => {
    render(<Extras />);
    const group = screen.getByRole("group", { name: "Extras" });
    expect(group).toContainElement(screen.getByRole("checkbox", { name: "Dinner" }));
  });

  it("reports the selected values", async () => {
    const onChange = vi.fn();
    render(<Extras onChange={onChange} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Parking" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Shuttle" }));
    expect(onChange).toHaveBeenLastCalledWith(["parking", "shuttle"]);
  });

  it("moves between checkboxes with Tab and toggles with Space", async () => {
    const onChange = vi.fn();
    render(<Extras onChange={onChange} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole("checkbox", { name: "Dinner" })).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(["dinner"]);
  });

  it("describes the group and shows its error once for all checkboxes", () => {
    render(<Extras description="Pick any." isInvalid errorMessage="Pick at least one extra." />);
    expect(screen.getByRole("group")).toHaveAccessibleDescription("Pick any. Pick at least one extra.");
    expect(screen.getAllByText("Pick at least one extra.")).toHaveLength(1);
    for (const checkbox of screen.getAllByRole("checkbox")) {
      expect(checkbox).toHaveAttribute("aria-invalid", "true");
    }
  });

  it("disables every checkbox", () => {
    render(<Extras isDisabled />);
    for (const checkbox of screen.getAllByRole("checkbox")) expect(checkbox).toBeDisabled();
  });

  it("lays out in a row when horizontal", () => {
    const { rerender } = render(<Extras />);
    const vertical = screen.getByRole("checkbox", { name: "Parking" }).closest("[data-orientation]");
    expect(vertical).toHaveAttribute("data-orientation", "vertical");
    const verticalClass = screen.getByText("Parking").closest("label")!.parentElement!
      .parentElement!.className;
    rerender(<Extras orientation="horizontal" />);
    const horizontalClass = screen.getByText("Parking").closest("label")!.parentElement!
      .parentElement!.className;
    expect(horizontalClass).not.toBe(verticalClass);
  });
});
