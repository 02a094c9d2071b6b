import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { settlePopover } from "../../test/settlePopover";
import { contrastRatio } from "../../theme";
import { ColorField } from "./ColorField";

const meta = {
  title: "Forms/ColorField",
  component: ColorField,
  args: { label: "Primary colour", onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: "Buttons, links and highlights use it", placeholder: "#40296C" },
};

export const WithValue: Story = { args: { defaultValue: "#0E7C86" } };

export const WithoutPicker: Story = { args: { defaultValue: "#C2410C", showPicker: false } };

/** Typing updates the swatch at once; Enter commits the hex value. */
export const TypeAColour: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox");
    await userEvent.type(input, "c2410c{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("#C2410C");
    await expect(input).toHaveValue("#C2410C");
  },
};

/** The picker opened from the keyboard; the hue slider moves with the arrows. */
export const PickerOpen: Story = {
  args: { defaultValue: "#40296C" },
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole("button").focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    const hue = within(dialog).getAllByRole("slider").at(-1)!;
    hue.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onChange).toHaveBeenCalledOnce();
    await settlePopover(dialog);
  },
};

export const ClosePickerWithEscape: Story = {
  args: { defaultValue: "#40296C" },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    await userEvent.click(button);
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A brand colour too pale for white text is refused with a message. */
export const Invalid: Story = {
  args: {
    defaultValue: "#FFF3A3",
    validationBehavior: "aria",
    validate: (hex) =>
      hex && contrastRatio(hex, "#ffffff") < 3 ? "Too pale: text on it would be hard to read" : true,
    errorMessage: (validation) => validation.validationErrors.join(" "),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox");
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

export const Required: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: "Choose your brand's primary colour" },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: "#40296C" } };

export const LongLabel: Story = {
  args: {
    label: "Colore principale del marchio usato per pulsanti, collegamenti ed evidenziazioni",
    description: "Donaudampfschifffahrtsgesellschaftskapitänskajütenschlüsselanhänger",
    defaultValue: "#40296C",
  },
};
