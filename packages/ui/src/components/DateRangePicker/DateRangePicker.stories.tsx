import { parseDate } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { settlePopover } from "../../test/settlePopover";
import { DateRangePicker } from "./DateRangePicker";

// Fixed dates only, so screenshots do not change from one day to the next.
const festival = { start: parseDate("2026-03-14"), end: parseDate("2026-03-18") };

/** A day of the shown month by its number (the name also carries the weekday and selection). */
const day = (grid: HTMLElement, n: number) =>
  within(grid).getByText(String(n), { selector: "[role=button]:not([data-outside-month])" });

const meta = {
  title: "Forms/DateRangePicker",
  component: DateRangePicker,
  args: { label: "Festival dates", onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 440 }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { description: "First and last day of the festival" } };

export const WithValue: Story = { args: { defaultValue: festival } };

/** The range calendar open: start and end solid, the days between a subtle band. */
export const Open: Story = {
  args: { defaultValue: festival },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole("button").focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    const grid = within(dialog).getByRole("grid");
    await waitFor(() => expect(day(grid, 14)).toHaveFocus());
    await expect(day(grid, 16)).toHaveAttribute("data-selected");
    await settlePopover(dialog);
  },
};

export const ChooseFromCalendar: Story = {
  args: { defaultValue: festival },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    const grid = within(await screen.findByRole("dialog")).getByRole("grid");
    await waitFor(() => expect(day(grid, 14)).toHaveFocus());
    // react-aria moves focus one day on after the start is chosen with the keyboard (16), then down a week.
    await userEvent.keyboard("{ArrowRight}{Enter}{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith({
      start: parseDate("2026-03-15"),
      end: parseDate("2026-03-23"),
    });
  },
};

/** Choosing the end: the band follows the keyboard focus before the second Enter. */
export const SelectingARange: Story = {
  args: { defaultValue: festival },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    const dialog = await screen.findByRole("dialog");
    const grid = within(dialog).getByRole("grid");
    await waitFor(() => expect(day(grid, 14)).toHaveFocus());
    // Start on 14; focus moves on to 15, then down to 22 and right to 23.
    await userEvent.keyboard("{Enter}{ArrowDown}{ArrowRight}");
    await expect(day(grid, 23)).toHaveFocus();
    await expect(day(grid, 20)).toHaveAttribute("data-selected");
    await settlePopover(dialog);
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: { start: parseDate("2026-03-14"), end: parseDate("2026-03-18") },
    isDateUnavailable: (date) => date.day === 16,
    errorMessage: "The venue is closed on 16 March",
  },
};

export const InvalidOpen: Story = {
  args: { ...Invalid.args },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    await settlePopover(await screen.findByRole("dialog"));
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: festival } };

export const LongLabel: Story = {
  args: {
    label: "Date di inizio e fine del festival musicale itinerante nelle città d'arte italiane",
    description: "Donaudampfschifffahrtsgesellschaftskapitänskajütenschlüsselanhänger",
    defaultValue: festival,
  },
};
