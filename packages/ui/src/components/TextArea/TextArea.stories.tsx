import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TextArea } from "./TextArea";

const meta = {
  title: "Forms/TextArea",
  component: TextArea,
  args: { label: "Event description", onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: "What should guests know?" },
};

/** Typing past the starting rows makes the box taller, up to `maxRows`. */
export const GrowsWithContent: Story = {
  args: { rows: 2, maxRows: 5 },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole("textbox");
    const before = textArea.getBoundingClientRect().height;
    await userEvent.type(textArea, "One{Enter}Two{Enter}Three{Enter}Four");
    await expect(textArea.getBoundingClientRect().height).toBeGreaterThan(before);
    // Past maxRows the box stops growing and its content scrolls.
    await userEvent.type(textArea, "{Enter}Five{Enter}Six{Enter}Seven{Enter}Eight");
    await expect(textArea.scrollHeight).toBeGreaterThan(textArea.clientHeight);
  },
};

export const WithDescription: Story = { args: { description: "Shown on the event page." } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: "Too short", errorMessage: "Write at least 50 characters." },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: "A night of jazz by the lake." } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: "A night of jazz by the lake." } };

export const LongLabel: Story = {
  args: {
    label: "Descrizionedettagliatadellesperienzaperglispettatorichepartecipanoallevento",
    description: "Unaspiegazionelunghissimachenonhaspaziemaiunpuntoincuiandareacapo",
  },
};
