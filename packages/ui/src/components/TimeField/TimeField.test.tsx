import { parseTime, Time } from "@internationalized/date";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { TimeField, type TimeFieldProps } from "./TimeField";

// Typing and overlay round trips re-render react-aria many times; leave room for a busy machine.
const TYPING_TIMEOUT = 20_000;

const renderField = (props: Partial<TimeFieldProps<Time>> = {}, locale = "en-US") =>
  render(
    <ThemeProvider locale={locale}>
      <TimeField<Time> label="Doors open" {...props} />
    </ThemeProvider>,
  );

describe("TimeField", { timeout: TYPING_TIMEOUT }, () => {
  itSupportsConformance<HTMLDivElement>({
    render: (props) => <TimeField {...props} label="Doors open" />,
    refType: HTMLDivElement,
    label: "Doors open",
  });

  it("names the group and its segments with its label", () => {
    renderField();
    expect(screen.getByRole("group", { name: "Doors open" })).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: /hour, Doors open/ })).toBeInTheDocument();
  });

  it("takes a time typed into its segments", async () => {
    const onChange = vi.fn();
    renderField({ onChange, hourCycle: 24 });
    await userEvent.click(screen.getByRole("spinbutton", { name: /hour/ }));
    await userEvent.keyboard("1930");
    expect(onChange).toHaveBeenLastCalledWith(new Time(19, 30));
  });

  it("follows hourCycle over the locale", () => {
    const { unmount } = renderField({ defaultValue: parseTime("19:30") });
    expect(screen.getByRole("spinbutton", { name: /hour/ })).toHaveTextContent("7");
    expect(screen.getByRole("spinbutton", { name: /AM\/PM/ })).toHaveTextContent("PM");
    unmount();
    renderField({ defaultValue: parseTime("19:30"), hourCycle: 24 });
    expect(screen.getByRole("spinbutton", { name: /hour/ })).toHaveTextContent("19");
    expect(screen.queryByRole("spinbutton", { name: /AM\/PM/ })).not.toBeInTheDocument();
  });

  it("steps with the arrow keys", async () => {
    const onChange = vi.fn();
    renderField({ onChange, defaultValue: parseTime("19:30"), hourCycle: 24 });
    await userEvent.click(screen.getByRole("spinbutton", { name: /minute/ }));
    await userEvent.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith(new Time(19, 29));
  });

  it("shows the error and marks the box invalid when out of range", () => {
    renderField({
      defaultValue: parseTime("03:00"),
      minValue: parseTime("08:00"),
      validationBehavior: "aria",
      errorMessage: "Doors open after 08:00",
    });
    expect(screen.getByRole("group", { name: "Doors open" })).toHaveAttribute("data-invalid", "true");
    expect(screen.getByText("Doors open after 08:00")).toBeInTheDocument();
  });

  it("cannot be edited when disabled", () => {
    renderField({ isDisabled: true, defaultValue: parseTime("19:30") });
    expect(screen.getByRole("spinbutton", { name: /hour/ })).toHaveAttribute("aria-disabled", "true");
  });
});
