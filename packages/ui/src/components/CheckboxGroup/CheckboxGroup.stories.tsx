import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Checkbox } from "../Checkbox";
import { CheckboxGroup } from "./CheckboxGroup";
import { checkboxGroupOrientations } from "./checkboxGroupOrientations";

const meta = {
  title: "Forms/CheckboxGroup",
  component: CheckboxGroup,
  args: {
    label: "Extras",
    onChange: fn(),
    children: [
      <Checkbox key="parking" value="parking">
        Parking
      </Checkbox>,
      <Checkbox key="dinner" value="dinner" description="Three courses, drinks included.">
        Dinner
      </Checkbox>,
      <Checkbox key="shuttle" value="shuttle">
        Shuttle from the station
      </Checkbox>,
    ],
  },
  argTypes: { orientation: { control: "inline-radio", options: checkboxGroupOrientations } },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Parking" }));
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(["parking", "dinner"]);
  },
};

export const Horizontal: Story = { args: { orientation: "horizontal" } };

export const WithDescription: Story = { args: { description: "Extras are charged per person." } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Choose at least one extra." },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ["dinner"] } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: ["dinner"] } };

export const LongLabel: Story = {
  args: {
    label: "Serviziaggiuntividisponibiliperigruppiorganizzatidalrivenditore",
    orientation: "horizontal",
    children: [
      <Checkbox key="a" value="a">
        Parcheggiocustoditoperautobusturisticiecamper
      </Checkbox>,
      <Checkbox key="b" value="b">
        Cenaconmenùdegustazioneeabbinamentovini
      </Checkbox>,
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <CheckboxGroup {...args} />
    </div>
  ),
};
