import { type CalendarDate, parseDate } from "@internationalized/date";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { DateRangePicker, type DateRangePickerProps } from "./DateRangePicker";
import { RangeCalendar } from "./RangeCalendar";

// Typing and overlay round trips re-render react-aria many times; leave room for a busy machine.
const TYPING_TIMEOUT = 20_000;

const festival = { start: parseDate("2026-03-14"), end: parseDate("2026-03-18") };

const renderPicker = (props: Partial<DateRangePickerProps<CalendarDate>> = {}, locale = "en-US") =>
  render(
    <ThemeProvider locale={locale}>
      <DateRangePicker<CalendarDate> label="Festival dates" {...props} />
    </ThemeProvider>,
  );

const dayIn = (container: HTMLElement, n: number) =>
  within(container).getByText(String(n), { selector: "[role=button]:not([data-outside-month])" });

describe("DateRangePicker", { timeout: TYPING_TIMEOUT }, () => {
  itSupportsConformance<HTMLDivElement>({
    render: (props) => <DateRangePicker {...props} label="Festival dates" />,
    refType: HTMLDivElement,
    label: "Festival dates",
  });

  it("names the group and the segments of both dates with its label", () => {
    renderPicker();
    expect(screen.getByRole("group", { name: "Festival dates" })).toBeInTheDocument();
    expect(screen.getAllByRole("spinbutton", { name: /Start Date, Festival dates/ })).toHaveLength(3);
    expect(screen.getAllByRole("spinbutton", { name: /End Date, Festival dates/ })).toHaveLength(3);
  });

  it("takes both dates typed into the segments", async () => {
    const onChange = vi.fn();
    renderPicker({ onChange });
    await userEvent.click(screen.getAllByRole("spinbutton")[0]!);
    await userEvent.keyboard("03142026");
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("03182026");
    expect(onChange).toHaveBeenLastCalledWith(festival);
  });

  it("picks a range on the calendar with the keyboard and highlights it", async () => {
    const onChange = vi.fn();
    renderPicker({ onChange, defaultValue: festival });
    await userEvent.click(screen.getByRole("button", { name: /Calendar/ }));
    const dialog = await screen.findByRole("dialog");
    const grid = within(dialog).getByRole("grid");
    const start = dayIn(grid, 14);
    expect(start).toHaveAttribute("data-selection-start");
    expect(dayIn(grid, 16)).toHaveAttribute("data-selected");
    expect(dayIn(grid, 16)).not.toHaveAttribute("data-selection-start");
    expect(dayIn(grid, 18)).toHaveAttribute("data-selection-end");
    expect(dayIn(grid, 19)).not.toHaveAttribute("data-selected");
    await waitFor(() => expect(start).toHaveFocus());
    // react-aria moves focus one day on after the start is chosen with the keyboard (16), then down a week.
    await userEvent.keyboard("{ArrowRight}{Enter}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith({ start: parseDate("2026-03-15"), end: parseDate("2026-03-23") });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("closes the calendar on Escape, from the theme root it portals into", async () => {
    const { container } = renderPicker({ defaultValue: festival });
    await userEvent.click(screen.getByRole("button", { name: /Calendar/ }));
    const dialog = await screen.findByRole("dialog");
    expect(container.querySelector("[data-color-mode]")).toContainElement(dialog);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("is invalid when the end comes before the start, and shows the error", () => {
    renderPicker({
      defaultValue: { start: parseDate("2026-03-18"), end: parseDate("2026-03-14") },
      errorMessage: "The festival must end after it starts",
      validationBehavior: "aria",
    });
    expect(screen.getByRole("group", { name: "Festival dates" })).toHaveAttribute("data-invalid", "true");
    expect(screen.getByText("The festival must end after it starts")).toBeInTheDocument();
  });
});

describe("RangeCalendar", { timeout: TYPING_TIMEOUT }, () => {
  itSupportsConformance<HTMLDivElement>({
    render: (props) => <RangeCalendar {...props} aria-label="Festival" />,
    refType: HTMLDivElement,
  });

  it("selects a range by pressing its first and last day", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <ThemeProvider locale="en-US">
        <RangeCalendar
          aria-label="Festival"
          defaultFocusedValue={parseDate("2026-03-01")}
          onChange={onChange}
        />
      </ThemeProvider>,
    );
    await userEvent.click(dayIn(container, 10));
    await userEvent.click(dayIn(container, 12));
    expect(onChange).toHaveBeenCalledWith({ start: parseDate("2026-03-10"), end: parseDate("2026-03-12") });
    expect(dayIn(container, 11)).toHaveAttribute("data-selected");
  });
});
