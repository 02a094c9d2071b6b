import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarPlus, SearchX } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../Button";
import { EmptyState } from "./EmptyState";
import { emptyStateSizes } from "./emptyStateVariants";

const meta = {
  title: "Data display/EmptyState",
  component: EmptyState,
  args: {
    title: "No events yet",
    description: "Create your first event to start selling tickets.",
  },
  argTypes: { size: { control: "inline-radio", options: emptyStateSizes } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const onCreate = fn();

export const WithAction: Story = {
  args: {
    icon: <CalendarPlus size={28} />,
    action: (
      <Button onPress={onCreate} iconStart={<CalendarPlus size={16} />}>
        Create event
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Create event" }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  args: {
    size: "sm",
    icon: <SearchX size={20} />,
    title: "No attendees match “Rossi”",
    description: "Check the spelling or clear the filters.",
  },
};

export const WithoutIcon: Story = { args: { icon: null } };

export const LongText: Story = {
  args: {
    title: "Nessunrisultatoperquestaricercamoltolungaesenzaspazi",
    description: "Proveremoacercareancoraquandoavraiaggiuntoaltrieventiallatuaagenda",
  },
  render: (args) => (
    <div style={{ maxWidth: 260 }}>
      <EmptyState {...args} />
    </div>
  ),
};
