import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Radio } from "./Radio";
import { RadioGroup } from "./RadioGroup";
import { radioGroupOrientations } from "./radioGroupOrientations";

const meta = {
  title: "Forms/RadioGroup",
  component: RadioGroup,
  args: {
    label: "Ticket delivery",
    onChange: fn(),
    children: [
      <Radio key="email" value="email">
        Email
      </Radio>,
      <Radio key="wallet" value="wallet" description="Apple Wallet or Google Wallet.">
        Phone wallet
      </Radio>,
      <Radio key="print" value="print">
        Print at home
      </Radio>,
    ],
  },
  argTypes: { orientation: { control: "inline-radio", options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the group, the arrow keys move and choose. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Email" }));
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Phone wallet" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("wallet");
  },
};

export const Selected: Story = { args: { defaultValue: "wallet" } };

export const Horizontal: Story = { args: { orientation: "horizontal", defaultValue: "email" } };

export const WithDescription: Story = { args: { description: "You can change this until the day before." } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Choose how to receive your tickets." },
};

export const InvalidSelected: Story = { args: { isInvalid: true, defaultValue: "print" } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: "email" } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: "email" } };

export const LongLabel: Story = {
  args: {
    label: "Modalitàdiconsegnadeibigliettiperipartecipantidelviaggioorganizzato",
    children: [
      <Radio
        key="a"
        value="a"
        description="Unaspiegazionelunghissimachenonhaspaziemaiunpuntoincuiandareacapo"
      >
        Postaelettronicacertificatadelreferentedelgruppo
      </Radio>,
      <Radio key="b" value="b">
        Ritiroallabiglietteria
      </Radio>,
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <RadioGroup {...args} />
    </div>
  ),
};
