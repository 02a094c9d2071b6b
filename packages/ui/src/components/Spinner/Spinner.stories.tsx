import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Spinner, spinnerSizeNames, spinnerToneNames } from "./Spinner";

const meta = {
  title: "Feedback/Spinner",
  component: Spinner,
  argTypes: {
    size: { control: "inline-radio", options: spinnerSizeNames },
    tone: { control: "inline-radio", options: spinnerToneNames },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Named in the locale of the story ("Loading" in English).
    await expect(within(canvasElement).getByRole("progressbar", { name: "Loading" })).toBeVisible();
  },
};

export const EverySizeAndTone: Story = {
  render: (args) => (
    <div
      style={{
        display: "grid",
        gap: 16,
        gridTemplateColumns: "repeat(3, max-content)",
        alignItems: "center",
      }}
    >
      {spinnerToneNames.flatMap((tone) =>
        spinnerSizeNames.map((size) => (
          <Spinner
            key={`${tone}-${size}`}
            {...args}
            tone={tone}
            size={size}
            label={`Loading ${tone} ${size}`}
          />
        )),
      )}
    </div>
  ),
};

export const CustomLabel: Story = { args: { label: "Saving the event" } };

/** Decorative: inside a control that already says what is happening. */
export const Decorative: Story = {
  render: (args) => (
    <p>
      <Spinner {...args} label={null} /> Saving…
    </p>
  ),
};
