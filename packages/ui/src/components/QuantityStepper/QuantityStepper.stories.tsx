import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { QuantityStepper, type QuantityStepperProps } from "./QuantityStepper";

const meta = {
  title: "Plain HTML/QuantityStepper",
  component: QuantityStepper,
  args: {
    label: "Quantità di Ingresso",
    decrementLabel: "Uno in meno: Quantità di Ingresso",
    incrementLabel: "Uno in più: Quantità di Ingresso",
    value: 0,
    min: 0,
    max: 3,
    onChange: () => {},
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The caller keeps the quantity and what is being typed, as the public event page does. */
function Kept(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  const [text, setText] = useState<string | null>(null);
  return (
    <QuantityStepper
      {...props}
      value={value}
      text={text}
      onChange={(next, typed) => {
        setText(typed ?? null);
        setValue(Number.isNaN(next) ? 0 : Math.min(Math.max(next, 0), props.max ?? 3));
      }}
      onBlur={() => setText(null)}
    />
  );
}

export const Default: Story = {
  render: (args) => <Kept {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole("button", { name: "Uno in più: Quantità di Ingresso" });
    await expect(canvas.getByRole("button", { name: "Uno in meno: Quantità di Ingresso" })).toBeDisabled();
    for (let step = 0; step < 3; step += 1) await userEvent.click(more);
    await expect(canvas.getByRole("spinbutton", { name: "Quantità di Ingresso" })).toHaveValue(3);
    await expect(more).toBeDisabled();
  },
};

export const Disabled: Story = { args: { value: 2, disabled: true } };

/** From nothing straight to an order's minimum of 4. */
export const WithAMinimum: Story = {
  args: {
    max: 10,
    next: (value, direction) => (direction > 0 ? (value === 0 ? 4 : value + 1) : value <= 4 ? 0 : value - 1),
  },
  render: (args) => <Kept {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Uno in più: Quantità di Ingresso" }));
    await expect(canvas.getByRole("spinbutton")).toHaveValue(4);
  },
};
