import type { Meta, StoryObj } from "@storybook/react-vite";
import { spaceScale } from "../../theme/tokens";
import { Box } from "../Box/Box";
import { Button } from "../Button";
import { Stack } from "../Stack/Stack";
import { Inline } from "./Inline";
import { inlineAlignments, inlineBreakpoints, inlineJustifications } from "./inlineVariants";

const chip = (label: string) => (
  <Box key={label} paddingX="md" paddingY="xs" background="neutralSubtle" radius="full">
    {label}
  </Box>
);

const tags = ["Concerti", "Teatro", "Gite", "Famiglie", "All'aperto", "Gratis", "Weekend", "Cibo e vino"];

const meta = {
  title: "Layout/Inline",
  component: Inline,
  args: { gap: "sm", children: tags.map(chip) },
  argTypes: {
    gap: { control: "select", options: spaceScale },
    align: { control: "inline-radio", options: inlineAlignments },
    justify: { control: "inline-radio", options: inlineJustifications },
    collapseBelow: { control: "inline-radio", options: inlineBreakpoints },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wrapping: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Inline {...args} />
    </div>
  ),
};

export const NoWrap: Story = {
  args: { wrap: false, children: tags.slice(0, 3).map(chip) },
};

export const Justifications: Story = {
  render: (args) => (
    <Stack gap="md">
      {inlineJustifications.map((justify) => (
        <Inline key={justify} {...args} justify={justify} padding="sm" border="default" radius="md">
          {chip(`justify ${justify}`)}
          {chip("secondo")}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Alignments: Story = {
  render: (args) => (
    <Stack gap="md">
      {inlineAlignments.map((align) => (
        <Inline key={align} {...args} align={align} padding="sm" border="default" radius="md">
          <Box padding="xl" background="primarySubtle" radius="sm">{`align ${align}`}</Box>
          {chip("basso")}
        </Inline>
      ))}
    </Stack>
  ),
};

/** Form actions side by side, stacked full width on phones. */
export const CollapsesBelowMedium: Story = {
  args: {
    collapseBelow: "md",
    justify: "end",
    children: [
      <Button key="cancel" variant="outline" tone="neutral">
        Annulla
      </Button>,
      <Button key="save">Salva evento</Button>,
    ],
  },
};

export const CollapsedOnAPhone: Story = {
  ...CollapsesBelowMedium,
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
