import { type CalendarDate, parseDate, parseDateTime } from "@internationalized/date";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { Calendar } from "./Calendar";
import { DatePicker, type DatePickerProps } from "./DatePicker";

// Typing and overlay round trips re-render react-aria many times; leave room for a busy machine.
const TYPING_TIMEOUT = 20_000;

const renderPicker = (props: Partial<DatePickerProps<CalendarDate>> = {}, locale = "en-US") =>
  render(
    <ThemeProvider locale={locale}>
      <DatePicker<CalendarDate> label="Event date" {...props} />
    </ThemeProvider>,
  );

const openCalendar = async () => {
  await userEvent.click(screen.getByRole("button", { name: /Calendar/ }));
  return screen.findByRole("dialog");
};

describe("DatePicker", { timeout: TYPING_TIMEOUT }, () => {
  itSupportsConformance<HTMLDivElement>({
    render: (props) => <DatePicker {...props} label="Event date" />,
    refType: HTMLDivElement,
    label: "Event date",
  });

  it("names the group and each segment with its label", () => {
    renderPicker();
    expect(screen.getByRole("group", { name: "Event date" })).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: /month, Event date/ })).toBeInTheDocument();
  });

  it("takes a date typed into its segments, in the locale's order", async () => {
    const onChange = vi.fn();
    renderPicker({ onChange }, "it-IT");
    await userEvent.click(screen.getAllByRole("spinbutton")[0]!);
    await userEvent.keyboard("14032026");
    expect(onChange).toHaveBeenLastCalledWith(parseDate("2026-03-14"));
    expect(screen.getByRole("spinbutton", { name: /giorno/ })).toHaveTextContent("14");
  });

  it("steps a segment with the arrow keys", async () => {
    const onChange = vi.fn();
    renderPicker({ onChange, defaultValue: parseDate("2026-03-14") });
    await userEvent.click(screen.getByRole("spinbutton", { name: /day/ }));
    await userEvent.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith(parseDate("2026-03-15"));
  });

  it("opens a calendar on the current month from its react-aria-named button", async () => {
    renderPicker({ defaultValue: parseDate("2026-03-14") });
    const dialog = await openCalendar();
    expect(within(dialog).getByRole("heading")).toHaveTextContent("March 2026");
    const grid = within(dialog).getByRole("grid");
    expect(within(grid).getByRole("button", { name: /Saturday, March 14, 2026/ })).toHaveFocus();
  });

  it("chooses a day with the arrows and Enter, then closes", async () => {
    const onChange = vi.fn();
    renderPicker({ onChange, defaultValue: parseDate("2026-03-14") });
    const dialog = await openCalendar();
    await userEvent.keyboard("{ArrowRight}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith(parseDate("2026-03-22"));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole("spinbutton", { name: /day/ })).toHaveTextContent("22");
  });

  it("pages months with the previous and next buttons", async () => {
    renderPicker({ defaultValue: parseDate("2026-03-14") });
    const dialog = await openCalendar();
    // react-aria adds hidden copies of these buttons for screen readers; the visible ones come first.
    const [next] = within(dialog).getAllByRole("button", { name: "Next" });
    const [previous] = within(dialog).getAllByRole("button", { name: "Previous" });
    await userEvent.click(next!);
    expect(within(dialog).getByRole("heading")).toHaveTextContent("April 2026");
    await userEvent.click(previous!);
    await userEvent.click(previous!);
    expect(within(dialog).getByRole("heading")).toHaveTextContent("February 2026");
  });

  it("portals the calendar into the theme root and closes it on Escape", async () => {
    const { container } = renderPicker({ defaultValue: parseDate("2026-03-14") });
    const dialog = await openCalendar();
    expect(container.querySelector("[data-color-mode]")).toContainElement(dialog);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: /Calendar/ })).toHaveFocus());
  });

  it("keeps days outside min and max, and unavailable days, from being chosen", async () => {
    const onChange = vi.fn();
    renderPicker({
      onChange,
      defaultValue: parseDate("2026-03-14"),
      minValue: parseDate("2026-03-10"),
      maxValue: parseDate("2026-03-20"),
      isDateUnavailable: (date) => date.day === 16,
    });
    const dialog = await openCalendar();
    const day = (n: number) => within(dialog).getByText(String(n), { selector: "[role=button]" });
    expect(day(9)).toHaveAttribute("aria-disabled", "true");
    expect(day(21)).toHaveAttribute("aria-disabled", "true");
    expect(day(16)).toHaveAttribute("data-unavailable");
    await userEvent.click(day(9));
    await userEvent.click(day(16));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(day(17));
    expect(onChange).toHaveBeenCalledWith(parseDate("2026-03-17"));
  });

  it("adds time segments for a finer granularity", async () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        label="Doors open"
        granularity="minute"
        hourCycle={24}
        defaultValue={parseDateTime("2026-03-14T19:00")}
        onChange={onChange}
      />,
    );
    const hour = screen.getByRole("spinbutton", { name: /hour/ });
    expect(hour).toHaveTextContent("19");
    await userEvent.click(screen.getByRole("spinbutton", { name: /minute/ }));
    await userEvent.keyboard("30");
    expect(onChange).toHaveBeenLastCalledWith(parseDateTime("2026-03-14T19:30"));
  });

  it("shows the error and marks the group invalid", () => {
    renderPicker({ isInvalid: true, errorMessage: "Pick a date after today", description: "Local time" });
    expect(screen.getByText("Pick a date after today")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Event date" })).toHaveAttribute("data-invalid", "true");
  });
});

describe("Calendar", { timeout: TYPING_TIMEOUT }, () => {
  itSupportsConformance<HTMLDivElement>({
    render: (props) => <Calendar {...props} aria-label="Event day" />,
    refType: HTMLDivElement,
  });

  it("selects a day with the keyboard and marks it", async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider locale="en-US">
        <Calendar aria-label="Event day" defaultFocusedValue={parseDate("2026-03-14")} onChange={onChange} />
      </ThemeProvider>,
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: /March 14, 2026/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{Enter}");
    expect(onChange).toHaveBeenCalledWith(parseDate("2026-03-13"));
    expect(screen.getByRole("gridcell", { selected: true })).toHaveTextContent("13");
  });

  it("shows its error when invalid", () => {
    render(<Calendar aria-label="Event day" isInvalid errorMessage="That day is full" />);
    expect(screen.getByText("That day is full")).toBeInTheDocument();
  });
});
