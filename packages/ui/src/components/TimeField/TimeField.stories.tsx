import { parseTime, Time } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TimeField } from "./TimeField";

const meta = {
  title: "Forms/TimeField",
  component: TimeField,
  args: { label: "Doors open", onChange: fn() },
  argTypes: { hourCycle: { control: "inline-radio", options: [12, 24] } },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { description: "Local time at the venue" } };

export const WithValue: Story = { args: { defaultValue: parseTime("19:30") } };

export const TwelveHourClock: Story = { args: { defaultValue: parseTime("19:30"), hourCycle: 12 } };

export const WithSeconds: Story = { args: { defaultValue: parseTime("19:30:15"), granularity: "second" } };

/** Digits typed into the segments, then a step down with the arrow key (segment focused). */
export const TypeATime: Story = {
  args: { hourCycle: 24 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole("spinbutton")[0]!);
    await userEvent.keyboard("1930");
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(19, 30));
    await userEvent.keyboard("{ArrowDown}");
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(19, 29));
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: parseTime("03:00"),
    minValue: parseTime("08:00"),
    validationBehavior: "aria",
    errorMessage: "Doors cannot open before 08:00",
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseTime("19:30") } };

export const LongLabel: Story = {
  args: {
    label: "Orario di apertura delle porte per il pubblico con biglietto ridotto",
    description: "Donaudampfschifffahrtsgesellschaftskapitänskajütenschlüsselanhänger",
    defaultValue: parseTime("19:30"),
  },
};
