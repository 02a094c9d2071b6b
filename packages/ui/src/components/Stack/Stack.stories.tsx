import type { Meta, StoryObj } from "@storybook/react-vite";
import { spaceScale } from "../../theme/tokens";
import { Box } from "../Box/Box";
import { Stack } from "./Stack";
import { stackAlignments, stackJustifications } from "./stackVariants";

const item = (label: string) => (
  <Box key={label} padding="sm" background="primarySubtle" radius="sm">
    {label}
  </Box>
);

const meta = {
  title: "Layout/Stack",
  component: Stack,
  args: { gap: "md", align: "stretch", children: ["Nome", "Data", "Luogo"].map(item) },
  argTypes: {
    gap: { control: "select", options: spaceScale },
    align: { control: "inline-radio", options: stackAlignments },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Gaps: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 24, flexWrap: "wrap", alignItems: "flex-start" }}>
      {spaceScale.map((gap) => (
        <Stack key={gap} {...args} gap={gap} aria-label={`gap ${gap}`}>
          {item(`gap ${gap}`)}
          {item("secondo")}
        </Stack>
      ))}
    </div>
  ),
};

export const Alignments: Story = {
  render: (args) => (
    <Stack gap="lg">
      {stackAlignments.map((align) => (
        <Stack key={align} {...args} align={align} padding="sm" border="default" radius="md">
          {item(`align ${align}`)}
          {item("un elemento più lungo")}
        </Stack>
      ))}
    </Stack>
  ),
};

/** A column taller than its children, spreading them out; a loading area centres its spinner this way. */
export const Justifications: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 24, flexWrap: "wrap" }}>
      {stackJustifications.map((justify) => (
        <Stack
          key={justify}
          {...args}
          justify={justify}
          padding="sm"
          border="default"
          radius="md"
          style={{ height: 200 }}
        >
          {item(`justify ${justify}`)}
          {item("secondo")}
        </Stack>
      ))}
    </div>
  ),
};

export const AsList: Story = {
  args: {
    as: "ul",
    "aria-label": "Passaggi",
    padding: "none",
    children: ["Scegli i biglietti", "Inserisci i dati", "Paga"].map((step) => <li key={step}>{step}</li>),
  },
};

export const WithBoxProps: Story = {
  args: { padding: "lg", background: "sunken", radius: "lg", border: "default" },
};
