import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Switch } from "./Switch";

describe("Switch", () => {
  itSupportsConformance({
    render: (props) => <Switch {...props}>Public event</Switch>,
    refType: HTMLDivElement,
    label: "Public event",
  });

  it("is a switch that toggles with a click and with Space", async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Public event</Switch>);
    const control = screen.getByRole("switch", { name: "Public event" });
    await userEvent.click(screen.getByText("Public event"));
    expect(control).toBeChecked();
    await userEvent.keyboard(" ");
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it("is reached with Tab", async () => {
    render(<Switch>Public event</Switch>);
    await userEvent.tab();
    expect(screen.getByRole("switch")).toHaveFocus();
  });

  it("describes the switch with its help text", () => {
    render(<Switch description="Anyone with the link can buy tickets.">Public event</Switch>);
    expect(screen.getByRole("switch")).toHaveAccessibleDescription("Anyone with the link can buy tickets.");
  });

  it("does not toggle when disabled or read-only", async () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <Switch isDisabled onChange={onChange}>
        A
      </Switch>,
    );
    await userEvent.click(screen.getByText("A"));
    expect(screen.getByRole("switch")).toBeDisabled();
    unmount();
    render(
      <Switch isReadOnly defaultSelected onChange={onChange}>
        B
      </Switch>,
    );
    await userEvent.click(screen.getByText("B"));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("switch")).toBeChecked();
  });

  it("hides the drawn track from assistive technology", () => {
    const { container } = render(<Switch>Public event</Switch>);
    expect(container.querySelector("label > span[aria-hidden]")).not.toBeNull();
  });

  it("places the label before the track on request", () => {
    const { rerender } = render(<Switch>Public event</Switch>);
    const endClass = screen.getByText("Public event").closest("label")!.className;
    rerender(<Switch labelPlacement="start">Public event</Switch>);
    expect(screen.getByText("Public event").closest("label")!.className).not.toBe(endClass);
  });
});
