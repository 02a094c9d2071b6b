import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SearchField } from "./SearchField";

const meta = {
  title: "Forms/SearchField",
  component: SearchField,
  args: { label: "Search events", placeholder: "Name, city or venue", onSubmit: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter submits; the clear button (named by react-aria in the locale) empties the field. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("searchbox", { name: "Search events" });
    await userEvent.type(input, "jazz{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith("jazz");
    await userEvent.click(canvas.getByRole("button"));
    await expect(input).toHaveValue("");
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: "lake concert" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("searchbox");
    await userEvent.click(input);
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveValue("");
  },
};

export const WithDescription: Story = { args: { description: "Search by name, city or venue." } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: "j", errorMessage: "Type at least 2 letters." },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: "jazz" } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: "jazz" } };

export const LongLabel: Story = {
  args: {
    label: "Cercatraglieventiiviaggielesperienzedisponibiliinquestastagione",
    defaultValue: "Unaricercalunghissimachenonhaspaziemaiunpuntoincuiandareacapo",
  },
};
