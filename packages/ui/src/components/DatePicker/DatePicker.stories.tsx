import { parseDate, parseDateTime } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { settlePopover } from "../../test/settlePopover";
import { DatePicker } from "./DatePicker";

// Fixed dates only, so screenshots do not change from one day to the next.
const eventDay = parseDate("2026-03-14");

const meta = {
  title: "Forms/DatePicker",
  component: DatePicker,
  args: { label: "Event date", onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 440 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { description: "The day the doors open" } };

export const WithValue: Story = { args: { defaultValue: eventDay } };

/** The calendar opened from the keyboard; axe checks the open popover. */
export const Open: Story = {
  args: { defaultValue: eventDay },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole("button").focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    const grid = within(dialog).getByRole("grid");
    await waitFor(() => expect(within(grid).getByRole("button", { name: /14/ })).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(grid).getByRole("button", { name: /15/ })).toHaveFocus();
    await settlePopover(dialog);
  },
};

export const ChooseFromCalendar: Story = {
  args: { defaultValue: eventDay },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    await screen.findByRole("dialog");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith(parseDate("2026-03-21"));
  },
};

/**
 * Digits typed into each segment (found by type, so the story holds in any locale's order); a full
 * segment moves focus on by itself.
 */
export const TypeADate: Story = {
  play: async ({ args, canvasElement }) => {
    const segment = (type: string) => canvasElement.querySelector<HTMLElement>(`[data-type="${type}"]`)!;
    await userEvent.click(segment("day"));
    await userEvent.keyboard("14");
    await userEvent.click(segment("month"));
    await userEvent.keyboard("03");
    await userEvent.click(segment("year"));
    await userEvent.keyboard("2026");
    await expect(args.onChange).toHaveBeenLastCalledWith(eventDay);
  },
};

export const DateAndTime: Story = {
  args: {
    label: "Doors open",
    granularity: "minute",
    hourCycle: 24,
    defaultValue: parseDateTime("2026-03-14T19:30"),
  },
};

/** Days before `minValue` and after `maxValue` are disabled; Mondays are unavailable (struck through). */
export const LimitedDays: Story = {
  args: {
    defaultValue: eventDay,
    minValue: parseDate("2026-03-05"),
    maxValue: parseDate("2026-03-25"),
    isDateUnavailable: (date) => date.toDate("UTC").getUTCDay() === 1,
    description: "Between 5 and 25 March; closed on Mondays",
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    await settlePopover(await screen.findByRole("dialog"));
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: parseDate("2026-03-16"),
    isDateUnavailable: (date) => date.toDate("UTC").getUTCDay() === 1,
    errorMessage: "The venue is closed on Mondays",
  },
};

export const InvalidOpen: Story = {
  args: { ...Invalid.args },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    await settlePopover(await screen.findByRole("dialog"));
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: eventDay } };

export const LongLabel: Story = {
  args: {
    label: "Data di apertura delle porte per il concerto di inaugurazione della stagione estiva",
    description: "Donaudampfschifffahrtsgesellschaftskapitänskajütenschlüsselanhänger",
    granularity: "minute",
    defaultValue: parseDateTime("2026-03-14T19:30"),
  },
};
