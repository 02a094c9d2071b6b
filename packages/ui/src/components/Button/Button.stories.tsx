import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight, Plus } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "./Button";
import { buttonSizes, buttonTones, buttonVariants } from "./buttonVariants";

const meta = {
  title: "Actions/Button",
  component: Button,
  args: { children: "Save event", onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: buttonVariants },
    tone: { control: "inline-radio", options: buttonTones },
    size: { control: "inline-radio", options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Save event" }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Outline: Story = { args: { variant: "outline" } };
export const Subtle: Story = { args: { variant: "subtle" } };
export const Gradient: Story = { args: { variant: "gradient", children: "Go to the home page" } };

const row = { display: "flex", gap: 12, flexWrap: "wrap", alignItems: "center", marginBottom: 12 } as const;

/** Every variant in every tone: the contrast guard must hold for all of them in every brand. */
export const EveryVariantAndTone: Story = {
  render: (args) => (
    <div>
      {buttonTones.map((tone) => (
        <div key={tone} style={row}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} tone={tone} variant={variant}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </div>
  ),
};

export const WithIcons: Story = {
  args: { iconStart: <Plus size={16} />, iconEnd: <ArrowRight size={16} />, children: "Create event" },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const FullWidth: Story = { args: { fullWidth: true } };

export const LongLabel: Story = {
  args: { children: "Organizza viaggi e eventi con un nome molto lungo che non si spezza mai facilmente" },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Button {...args} />
    </div>
  ),
};
