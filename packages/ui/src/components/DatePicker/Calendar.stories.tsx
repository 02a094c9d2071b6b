import { parseDate } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Calendar } from "./Calendar";

const eventDay = parseDate("2026-03-14");

const meta = {
  title: "Forms/Calendar",
  component: Calendar,
  args: { "aria-label": "Event day", defaultFocusedValue: eventDay, onChange: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: eventDay } };

/** "Today" pinned to 10 March 2026 so the marker shows in a fixed place. */
export const Today: Story = {
  args: { defaultValue: eventDay },
  beforeEach: () => {
    const realNow = Date.now;
    Date.now = () => Date.UTC(2026, 2, 10, 12);
    return () => {
      Date.now = realNow;
    };
  },
  play: async ({ canvasElement }) => {
    const todayCell = canvasElement.querySelector("[data-today]");
    await expect(todayCell).toHaveTextContent("10");
  },
};

/** Keyboard focus on a plain day and on the selected one. */
export const FocusVisible: Story = {
  args: { defaultValue: eventDay },
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole("grid");
    within(grid).getByRole("button", { name: /14/ }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(within(grid).getByRole("button", { name: /13/ })).toHaveAttribute("data-focus-visible");
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith(parseDate("2026-03-13"));
  },
};

/** A hovered plain day (the selected day hovered is the next story). */
export const Hovered: Story = {
  args: { defaultValue: eventDay },
  play: async ({ canvasElement }) => {
    const day = within(canvasElement).getByRole("button", { name: /12/ });
    await userEvent.hover(day);
    await expect(day).toHaveAttribute("data-hovered");
  },
};

export const HoveredSelected: Story = {
  args: { defaultValue: eventDay },
  play: async ({ canvasElement }) => {
    const day = within(canvasElement).getByRole("button", { name: /14/ });
    await userEvent.hover(day);
    await expect(day).toHaveAttribute("data-hovered");
  },
};

export const LimitedDays: Story = {
  args: {
    defaultValue: eventDay,
    minValue: parseDate("2026-03-05"),
    maxValue: parseDate("2026-03-25"),
    isDateUnavailable: (date) => date.toDate("UTC").getUTCDay() === 1,
  },
};

export const Invalid: Story = {
  args: { defaultValue: eventDay, isInvalid: true, errorMessage: "This day is already fully booked" },
};

export const Disabled: Story = { args: { defaultValue: eventDay, isDisabled: true } };
