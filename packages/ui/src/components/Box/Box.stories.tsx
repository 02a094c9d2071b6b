import type { Meta, StoryObj } from "@storybook/react-vite";
import { radiusScale, spaceScale } from "../../theme/tokens";
import { Text } from "../Text/Text";
import { Box } from "./Box";
import { boxBackgrounds, boxBorders, boxElements, boxWidths } from "./boxVariants";

const meta = {
  title: "Layout/Box",
  component: Box,
  args: {
    children: "Riepilogo dell'ordine",
    padding: "lg",
    background: "raised",
    border: "default",
    radius: "md",
  },
  argTypes: {
    as: { control: "select", options: boxElements },
    padding: { control: "select", options: spaceScale },
    paddingX: { control: "select", options: spaceScale },
    paddingY: { control: "select", options: spaceScale },
    margin: { control: "select", options: spaceScale },
    background: { control: "select", options: boxBackgrounds },
    radius: { control: "inline-radio", options: radiusScale },
    border: { control: "inline-radio", options: boxBorders },
    width: { control: "select", options: [...boxWidths, "full"] },
    maxWidth: { control: "select", options: boxWidths },
    minWidth: { control: "select", options: boxWidths },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const grid = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: 12,
} as const;

/** Every surface a Box may paint, with default and muted text on it. */
export const Backgrounds: Story = {
  render: (args) => (
    <div style={grid}>
      {boxBackgrounds.map((background) => (
        <Box key={background} {...args} background={background}>
          <strong>{background}</strong>
          <Text as="p">Testo normale</Text>
          <Text as="p" tone="muted">
            Testo secondario
          </Text>
        </Box>
      ))}
    </div>
  ),
};

export const Padding: Story = {
  render: (args) => (
    <div style={grid}>
      {spaceScale.map((step) => (
        <Box key={step} {...args} padding={step}>{`padding ${step}`}</Box>
      ))}
    </div>
  ),
};

export const AxisAndSidePadding: Story = {
  render: (args) => (
    <div style={grid}>
      <Box {...args} padding={undefined} paddingX="xl" paddingY="xs">
        paddingX xl, paddingY xs
      </Box>
      <Box {...args} padding="sm" paddingStart="xxl">
        padding sm, paddingStart xxl
      </Box>
      <Box {...args} padding="sm" paddingBottom="xxxl">
        padding sm, paddingBottom xxxl
      </Box>
    </div>
  ),
};

export const Margin: Story = {
  render: (args) => (
    <Box background="sunken" padding="xs">
      <Box {...args} marginX="xxl" marginY="lg">
        marginX xxl, marginY lg
      </Box>
    </Box>
  ),
};

export const RadiiAndBorders: Story = {
  render: (args) => (
    <div style={grid}>
      {radiusScale.map((radius) => (
        <Box key={radius} {...args} radius={radius} border="strong">{`radius ${radius}, strong border`}</Box>
      ))}
      <Box {...args} border="none">
        no border
      </Box>
    </div>
  ),
};

export const AsSection: Story = {
  args: { as: "section", "aria-label": "Riepilogo", children: "A section landmark named Riepilogo" },
};

export const LongUnbrokenContent: Story = {
  args: {
    children:
      "https://tickets.varco.example/eventi/festival-estate-2025/biglietti/ridotto-under-26-con-consumazione",
    style: { maxWidth: 280, overflowWrap: "anywhere" },
  },
};

/** The width scale: each step as a fixed width, narrowest first. */
export const Widths: Story = {
  render: (args) => (
    <Box>
      {boxWidths.map((width) => (
        <Box key={width} {...args} width={width} marginBottom="sm">{`width ${width}`}</Box>
      ))}
    </Box>
  ),
};

/** A row where boxes share the spare room: equal shares, a double share, and tiles that wrap. */
export const Grow: Story = {
  render: (args) => (
    <Box>
      <Box style={{ display: "flex", gap: 12 }} marginBottom="lg">
        <Box {...args} grow={2}>
          grow 2
        </Box>
        <Box {...args} grow>
          grow
        </Box>
      </Box>
      <Box style={{ display: "flex", flexWrap: "wrap", gap: 12 }}>
        {["Ordini", "Biglietti venduti", "Incasso", "Visite"].map((label) => (
          <Box key={label} {...args} grow minWidth="xs">
            {label}
          </Box>
        ))}
      </Box>
    </Box>
  ),
};

/** A column held to a readable width and centred in the page. */
export const CentredColumn: Story = {
  args: { maxWidth: "lg", width: "full", marginX: "auto", children: "Accedi al tuo account" },
};

/** A photo clipped to the box's rounded corners. */
export const Clipped: Story = {
  args: { clip: true, padding: "none", radius: "xl", children: null },
  render: (args) => (
    <Box {...args} maxWidth="md">
      <Box background="primarySubtle" padding="xl">
        Il contenuto segue gli angoli arrotondati
      </Box>
    </Box>
  ),
};

/** A list laid out as a column of cards, without bullets or indent. */
export const AsList: Story = {
  args: { as: "ul", "aria-label": "Eventi", padding: "none", border: "none", children: null },
  render: (args) => (
    <Box {...args}>
      {["Concerto", "Gita al lago"].map((name) => (
        <Box as="li" key={name} padding="md" border="default" radius="md" marginBottom="sm">
          {name}
        </Box>
      ))}
    </Box>
  ),
};

export const BreakWords: Story = {
  args: {
    children:
      "https://tickets.varco.example/eventi/festival-estate-2025/biglietti/ridotto-under-26-con-consumazione",
    maxWidth: "xs",
    breakWords: true,
  },
};
