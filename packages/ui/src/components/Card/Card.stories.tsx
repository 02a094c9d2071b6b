import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge } from "../Badge";
import { Card } from "./Card";
import { cardVariants } from "./cardVariants";

const meta = {
  title: "Data display/Card",
  component: Card,
  args: {
    title: "Jazz al Castello",
    description: "Sabato 12 luglio · Castello di Udine",
    children: "120 of 400 tickets left. Doors open at 20:30.",
  },
  argTypes: { variant: { control: "inline-radio", options: cardVariants } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Jazz al Castello" })).toBeVisible();
  },
};
export const Elevated: Story = { args: { variant: "elevated" } };
export const Subtle: Story = { args: { variant: "subtle" } };

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Badge tone="teal" dot>
        On sale
      </Badge>
    ),
    footer: <a href="#orders">See orders</a>,
  },
};

/**
 * On a phone, actions that do not fit beside the title wrap under it: the title keeps its width
 * instead of being squeezed to a letter a line.
 */
export const ActionsWrapOnAPhone: Story = {
  args: {
    title: "Biglietti",
    description: "Scegli il biglietto per la serata.",
    actions: (
      <>
        <button type="button">Aggiungi un prodotto</button>
        <button type="button">Modifica</button>
        <button type="button">Elimina</button>
      </>
    ),
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Card {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector("section") as HTMLElement;
    const heading = within(canvasElement).getByRole("heading", { name: "Biglietti" });
    // The heading is as wide as the card's content, and nothing spills out of the card.
    await expect(heading.getBoundingClientRect().width).toBeGreaterThan(200);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const BodyOnly: Story = { args: { title: undefined, description: undefined, padding: "md" } };

/** The whole card is one link, named by its title. */
export const AsLink: Story = {
  args: { href: "#jazz", variant: "elevated" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Jazz al Castello" })).toHaveAttribute(
      "href",
      "#jazz",
    );
  },
};

export const EveryVariantAndPadding: Story = {
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 16 }}>
      {cardVariants.flatMap((variant) =>
        (["sm", "lg", "xl"] as const).map((padding) => (
          <Card
            key={`${variant}-${padding}`}
            {...args}
            variant={variant}
            padding={padding}
            title={`${variant} ${padding}`}
          />
        )),
      )}
    </div>
  ),
};

export const LongContent: Story = {
  args: {
    title: "Festivalinternazionaledellamusicaedelleartiperformativecontemporanee",
    description: "Unaserieinfinitadiconcertispettacolieworkshopperognietà",
    children: "Unbrokenbodytextthatkeepsgoingwithoutanyspacesatalltotestwrapping",
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Card {...args} />
    </div>
  ),
};
