import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { settlePopover } from "../../test/settlePopover";
import type { SelectOption } from "../Select";
import { ComboBox, ComboBoxItem } from "./ComboBox";

const cities: SelectOption[] = [
  { id: "rome", label: "Roma", description: "Lazio" },
  { id: "milan", label: "Milano", description: "Lombardia" },
  { id: "turin", label: "Torino", description: "Piemonte" },
  { id: "naples", label: "Napoli", description: "Campania" },
  { id: "venice", label: "Venezia", description: "Veneto", isDisabled: true },
  { id: "bologna", label: "Bologna" },
];

const meta = {
  title: "Forms/ComboBox",
  component: ComboBox,
  args: { label: "Departure city", items: cities, onChange: fn(), onInputChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: "Type to filter the cities we depart from", placeholder: "e.g. Roma" },
};

export const WithValue: Story = { args: { defaultValue: "turin" } };

/** Typing filters the open list; axe checks the open state. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox", { name: "Departure city" });
    await userEvent.type(input, "no");
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(2);
    await expect(args.onInputChange).toHaveBeenLastCalledWith("no");
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(listbox).getByRole("option", { name: /Milano/ })).toHaveAttribute("data-focused");
    await settlePopover(listbox);
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox", { name: "Departure city" });
    await userEvent.type(input, "tor");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("turin");
    await expect(input).toHaveValue("Torino");
  },
};

export const NoResults: Story = {
  args: { noResults: "Non partiamo da questa città" },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole("combobox"), "Oslo");
    await settlePopover(await screen.findByText("Non partiamo da questa città"));
  },
};

export const CustomValue: Story = {
  args: { allowsCustomValue: true, description: "Any city: we will check it for you" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox");
    await userEvent.type(input, "Bari");
    await userEvent.tab();
    await expect(input).toHaveValue("Bari");
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: "Choose where the trip departs from" },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: "rome" } };

export const WithItemChildren: Story = {
  args: { items: undefined, label: "Region" },
  render: (args) => (
    <ComboBox {...args}>
      <ComboBoxItem id="lazio">Lazio</ComboBoxItem>
      <ComboBoxItem id="umbria" description="Perugia, Assisi">
        Umbria
      </ComboBoxItem>
      <ComboBoxItem id="marche">Marche</ComboBoxItem>
    </ComboBox>
  ),
};

const longWord = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch";

export const LongLabelsAndOptions: Story = {
  args: {
    label: `Città di partenza per il viaggio organizzato di fine stagione ${longWord}`,
    items: [
      { id: "long", label: longWord, description: `${longWord} ${longWord}` },
      { id: "phrase", label: "Reggio nell'Emilia, stazione Mediopadana dell'alta velocità" },
      ...cities,
    ],
  },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole("combobox").focus();
    await userEvent.keyboard("{ArrowDown}");
    await settlePopover(await screen.findByRole("listbox"));
  },
};
