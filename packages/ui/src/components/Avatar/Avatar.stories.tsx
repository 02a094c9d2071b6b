import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Avatar } from "./Avatar";
import { avatarSizes, avatarTones } from "./avatarVariants";

/** An inline picture, so stories need no network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#7c5cbf"/><circle cx="40" cy="32" r="14" fill="#f3e8ff"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#f3e8ff"/></svg>',
)}`;

const meta = {
  title: "Data display/Avatar",
  component: Avatar,
  args: { name: "Maria Grazia Rossi" },
  argTypes: {
    size: { control: "inline-radio", options: avatarSizes },
    tone: { control: "select", options: avatarTones },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole("img", { name: "Maria Grazia Rossi" });
    await expect(avatar).toHaveTextContent("MR");
  },
};

export const WithImage: Story = { args: { src: portrait } };

/** A picture that fails to load shows the initials instead. */
export const BrokenImage: Story = {
  // Undecodable image data fails at once, with no network involved.
  args: { name: "Luca Verdi", src: "data:image/png;base64,AAAA" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("img", { name: "Luca Verdi" })).toHaveTextContent("LV"), {
      timeout: 5000,
    });
  },
};

const row = { display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap", marginBottom: 12 } as const;

export const Sizes: Story = {
  render: (args) => (
    <div>
      <div style={row}>
        {avatarSizes.map((size) => (
          <Avatar key={size} {...args} size={size} />
        ))}
      </div>
      <div style={row}>
        {avatarSizes.map((size) => (
          <Avatar key={size} {...args} size={size} src={portrait} />
        ))}
      </div>
    </div>
  ),
};

export const EveryTone: Story = {
  render: (args) => (
    <div style={row}>
      {avatarTones.map((tone) => (
        <Avatar key={tone} {...args} tone={tone} name={`${tone} tone`} />
      ))}
    </div>
  ),
};

/** Names in several scripts; initials never split a character. */
export const InternationalNames: Story = {
  render: (args) => (
    <div style={row}>
      {["Nguyễn Văn An", "王 小明", "Émile Zola", "Ayşe Yılmaz", "👩‍💻 Dev Team", "Anna"].map((name) => (
        <Avatar key={name} {...args} name={name} size="lg" tone="primary" />
      ))}
    </div>
  ),
};
