import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Switch } from "./Switch";
import { switchLabelPlacements } from "./switchLabelPlacements";

const meta = {
  title: "Forms/Switch",
  component: Switch,
  args: { children: "Public event", onChange: fn() },
  argTypes: { labelPlacement: { control: "inline-radio", options: switchLabelPlacements } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole("switch", { name: "Public event" });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const LabelAtStart: Story = {
  args: {
    labelPlacement: "start",
    defaultSelected: true,
    description: "Listed on the reseller's home page.",
  },
};

export const WithDescription: Story = { args: { description: "Anyone with the link can buy tickets." } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Add a date before publishing the event." },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledSelected: Story = { args: { isDisabled: true, defaultSelected: true } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultSelected: true } };

export const LongLabel: Story = {
  args: {
    children: "Mostraledisponibilitàresiduedeibigliettiinterapaginadelleventoinevidenza",
    description: "Unaspiegazionelunghissimachenonhaspaziemaiunpuntoincuiandareacapo",
  },
};
