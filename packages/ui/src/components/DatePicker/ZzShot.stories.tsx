import { parseDate } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { screen, userEvent, within } from "storybook/test";
import { page } from "vitest/browser";
import { settlePopover } from "../Popover/settlePopover";
import { DatePicker } from "./DatePicker";
import { RangeShot } from "./ZzRange";

const meta = { title: "Zz/Shot", component: DatePicker, args: { label: "Event date" } } satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shot: Story = {
  args: { defaultValue: parseDate("2026-03-14"), minValue: parseDate("2026-03-05"), isDateUnavailable: (d) => d.day === 18 },
  render: (args) => <div style={{ maxWidth: 320, minHeight: 460 }}><DatePicker {...args} /><RangeShot /></div>,
  beforeEach: () => { const r = Date.now; Date.now = () => Date.UTC(2026, 2, 10, 12); return () => { Date.now = r; }; },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole("button")[0]!);
    const d = await screen.findByRole("dialog");
    await userEvent.keyboard("{ArrowRight}");
    await settlePopover(d);
    await page.screenshot({ path: "zz-shots/datepicker.png" });
  },
};
