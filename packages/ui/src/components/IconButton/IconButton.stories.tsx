import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pencil, Settings, Trash2 } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { IconButton } from "./IconButton";
import { iconButtonSizes, iconButtonTones, iconButtonVariants } from "./iconButtonVariants";

const glyphPixels = { sm: 16, md: 20, lg: 24 } as const;

const meta = {
  title: "Actions/IconButton",
  component: IconButton,
  args: { "aria-label": "Modifica evento", children: <Pencil size={20} />, onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: iconButtonVariants },
    tone: { control: "inline-radio", options: iconButtonTones },
    size: { control: "inline-radio", options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Modifica evento" }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Solid: Story = { args: { variant: "solid", tone: "primary" } };
export const Outline: Story = { args: { variant: "outline" } };
export const Subtle: Story = { args: { variant: "subtle" } };

const row = { display: "flex", gap: 12, flexWrap: "wrap", alignItems: "center", marginBottom: 12 } as const;

/** Every variant in every tone. */
export const EveryVariantAndTone: Story = {
  render: (args) => (
    <div>
      {iconButtonTones.map((tone) => (
        <div key={tone} style={row}>
          {iconButtonVariants.map((variant) => (
            <IconButton
              key={variant}
              {...args}
              tone={tone}
              variant={variant}
              aria-label={`${variant} ${tone}`}
            >
              <Trash2 size={20} />
            </IconButton>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} variant="outline" aria-label={`Impostazioni ${size}`}>
          <Settings size={glyphPixels[size]} />
        </IconButton>
      ))}
    </div>
  ),
};

export const WithNativeTitle: Story = {
  args: { showTitle: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toHaveAttribute("title", "Modifica evento");
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button")).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: "solid" },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
