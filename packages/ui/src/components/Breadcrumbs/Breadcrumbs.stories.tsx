import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Breadcrumb, Breadcrumbs } from "./Breadcrumbs";

const meta = {
  title: "Navigation/Breadcrumbs",
  component: Breadcrumbs,
  args: {
    children: [
      <Breadcrumb key="home" id="home" href="#home">
        Home
      </Breadcrumb>,
      <Breadcrumb key="events" id="events" href="#events">
        Eventi
      </Breadcrumb>,
      <Breadcrumb key="event" id="event">
        Festival d'estate
      </Breadcrumb>,
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation")).toBeVisible();
    await expect(canvas.getByText("Festival d'estate")).toHaveAttribute("aria-current", "page");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Home" })).toHaveFocus();
  },
};

export const TwoLevels: Story = {
  args: {
    children: [
      <Breadcrumb key="home" id="home" href="#home">
        Home
      </Breadcrumb>,
      <Breadcrumb key="settings" id="settings">
        Impostazioni
      </Breadcrumb>,
    ],
  },
};

const crumbs = [
  { id: "home", label: "Home", href: "#home" },
  { id: "orders", label: "Ordini", href: "#orders" },
  { id: "order", label: "Ordine #10293" },
];

/** Items given as data, rendered by a function. */
export const FromItems: Story = {
  render: (args) => (
    <Breadcrumbs aria-label={args["aria-label"]} items={crumbs}>
      {(item) => (
        <Breadcrumb id={item.id} href={item.href}>
          {item.label}
        </Breadcrumb>
      )}
    </Breadcrumbs>
  ),
};

/** Long, unbroken labels wrap instead of overflowing a narrow screen. */
export const LongLabels: Story = {
  args: {
    children: [
      <Breadcrumb key="home" id="home" href="#home">
        Home
      </Breadcrumb>,
      <Breadcrumb key="agency" id="agency" href="#agency">
        AgenziaViaggiERicreazioneDelComuneDiSanGiovanniInPersiceto
      </Breadcrumb>,
      <Breadcrumb key="event" id="event">
        Gita in pullman a Firenze con visita guidata agli Uffizi e pranzo tipico
      </Breadcrumb>,
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <Breadcrumbs {...args} />
    </div>
  ),
};

export const CustomLabel: Story = { args: { "aria-label": "Percorso" } };
