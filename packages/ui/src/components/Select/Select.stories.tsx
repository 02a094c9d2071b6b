import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { settlePopover } from "../../test/settlePopover";
import { Select } from "./Select";
import { SelectItem, type SelectOption, SelectSection } from "./SelectItem";

const venues: SelectOption[] = [
  { id: "arena", label: "Arena di Verona", description: "Verona · 15,000 seats" },
  { id: "scala", label: "Teatro alla Scala", description: "Milan · 2,030 seats" },
  { id: "fenice", label: "La Fenice", description: "Venice · sold out", isDisabled: true },
  { id: "regio", label: "Teatro Regio" },
  { id: "massimo", label: "Teatro Massimo" },
];

const meta = {
  title: "Forms/Select",
  component: Select,
  args: { label: "Venue", items: venues, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: "Where the event takes place" },
};

export const WithValue: Story = { args: { defaultValue: "scala" } };

export const WithPlaceholder: Story = { args: { placeholder: "Choose a venue" } };

/** Opened from the keyboard; axe checks the open list (it is portalled, hence `screen`). */
export const Open: Story = {
  args: { defaultValue: "scala" },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /Venue/ });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: /Teatro alla Scala/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(listbox).getByRole("option", { name: /Teatro Regio/ })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await settlePopover(listbox);
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole("button", { name: /Venue/ }).focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("scala");
    await expect(within(canvasElement).getByRole("button", { name: /Venue/ })).toHaveTextContent(
      "Teatro alla Scala",
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Choose where the event takes place", isRequired: true },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: "arena" } };

export const WithSections: Story = {
  args: { items: undefined, label: "Ticket type" },
  render: (args) => (
    <Select {...args}>
      <SelectSection title="Seated">
        <SelectItem id="stalls">Stalls</SelectItem>
        <SelectItem id="box" description="Up to 4 people">
          Box
        </SelectItem>
      </SelectSection>
      <SelectSection title="Standing">
        <SelectItem id="pit">Pit</SelectItem>
        <SelectItem id="lawn">Lawn</SelectItem>
      </SelectSection>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Ticket type/ }));
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getAllByRole("group")).toHaveLength(2);
    await settlePopover(listbox);
  },
};

const longWord = "Donaudampfschifffahrtsgesellschaftskapitänskajütenschlüsselanhänger";

export const LongLabelsAndOptions: Story = {
  args: {
    label: `Sala principale per l'evento di inaugurazione della stagione ${longWord}`,
    description: longWord,
    defaultValue: "long",
    items: [
      { id: "long", label: `Teatro ${longWord} con un nome lunghissimo` },
      { id: "desc", label: longWord, description: `${longWord} ${longWord}` },
      ...venues,
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Sala principale/ }));
    await settlePopover(await screen.findByRole("listbox"));
  },
};
