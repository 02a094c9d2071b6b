import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Heading } from "../Heading/Heading";
import { Text } from "../Text/Text";
import { OfferCard } from "./OfferCard";

const meta = {
  title: "Plain HTML/OfferCard",
  component: OfferCard,
  args: {
    as: "div",
    title: (
      <Heading level={3} size="md">
        Festival pass
      </Heading>
    ),
    description: <Text as="p">Tre giorni di concerti nei giardini.</Text>,
    children: (
      <Text weight="bold" size="lg">
        30,00 €
      </Text>
    ),
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Highlighted: Story = {
  args: { highlighted: true, highlight: "Il più conveniente" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Il più conveniente")).toBeVisible();
  },
};

/** As the public event page lists them: items of a list. */
export const InAList: Story = {
  render: (args) => (
    <ul style={{ display: "grid", gap: 16, padding: 0, margin: 0 }}>
      <OfferCard {...args} as="li" />
      <OfferCard {...args} as="li" highlighted highlight="Il più conveniente" />
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(2);
  },
};

/** Folded at first: the title row opens it (a native disclosure: a click, Enter or Space). */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("30,00 €")).not.toBeVisible();
    const summary = canvasElement.querySelector("summary") as HTMLElement;
    await userEvent.click(summary);
    await expect(canvas.getByText("30,00 €")).toBeVisible();
  },
};
