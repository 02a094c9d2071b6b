import type { Meta, StoryObj } from "@storybook/react-vite";
import { Text } from "./Text";
import { textElements, textSizes, textTones, textWeights } from "./textVariants";

const meta = {
  title: "Typography/Text",
  component: Text,
  args: { children: "Il pagamento è stato ricevuto: riceverai i biglietti via email." },
  argTypes: {
    as: { control: "inline-radio", options: textElements },
    size: { control: "inline-radio", options: textSizes },
    tone: { control: "inline-radio", options: textTones },
    weight: { control: "inline-radio", options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div>
      {textTones.map((tone) => (
        <Text key={tone} {...args} as="p" tone={tone}>{`${tone}: ${String(args.children)}`}</Text>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div>
      {textSizes.map((size) => (
        <Text key={size} {...args} as="p" size={size}>{`${size}: Biglietti disponibili`}</Text>
      ))}
    </div>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <div>
      {textWeights.map((weight) => (
        <Text key={weight} {...args} as="p" weight={weight}>{`${weight}: Biglietti disponibili`}</Text>
      ))}
    </div>
  ),
};

export const Paragraph: Story = { args: { as: "p", size: "md" } };

export const Truncated: Story = {
  args: {
    truncate: true,
    children: "Gita in pullman a Firenze con visita guidata agli Uffizi, pranzo tipico e rientro in serata",
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Text {...args} />
    </div>
  ),
};

export const LongUnbrokenWord: Story = {
  args: { as: "p", children: "https://tickets.varco.example/eventi/festival-estate-2025/ridotto-under-26" },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Text {...args} />
    </div>
  ),
};
