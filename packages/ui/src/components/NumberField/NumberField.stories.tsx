import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NumberField } from "./NumberField";

const meta = {
  title: "Forms/NumberField",
  component: NumberField,
  args: { label: "Tickets", defaultValue: 2, minValue: 0, maxValue: 10, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The step buttons and the arrow keys change the value (button names come from react-aria). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [decrement, increment] = canvas.getAllByRole("button");
    await userEvent.click(increment!);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(decrement!);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole("textbox", { name: "Tickets" }));
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Currency: Story = {
  args: {
    label: "Ticket price",
    defaultValue: 45,
    step: 0.5,
    maxValue: undefined,
    formatOptions: { style: "currency", currency: "EUR" },
  },
};

export const Percent: Story = {
  args: {
    label: "Reseller discount",
    defaultValue: 0.1,
    step: 0.05,
    maxValue: 1,
    formatOptions: { style: "percent" },
  },
};

export const WithDescription: Story = { args: { description: "Up to 10 per order." } };

export const Required: Story = { args: { isRequired: true, defaultValue: undefined } };

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 12, maxValue: undefined, errorMessage: "Only 10 tickets are left." },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const ReadOnly: Story = { args: { isReadOnly: true } };

export const LongLabel: Story = {
  args: {
    label: "Numerodibigliettiridottiperbambinisottoidodicianniaccompagnati",
    description: "Unaspiegazionelunghissimachenonhaspaziemaiunpuntoincuiandareacapo",
  },
};
