import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Tab, TabList, TabPanel, Tabs } from "./Tabs";
import { tabsVariants } from "./tabsVariants";

const sections = [
  { id: "details", label: "Details", body: "Name, dates, venue and description of the event." },
  { id: "tickets", label: "Tickets", body: "Ticket types, prices and availability." },
  {
    id: "payouts",
    label: "Payouts",
    body: "Payouts are available once the event is published.",
    disabled: true,
  },
  { id: "attendees", label: "Attendees", body: "Everyone who bought a ticket." },
];

const meta = {
  title: "Data display/Tabs",
  component: Tabs,
  argTypes: {
    variant: { control: "inline-radio", options: tabsVariants },
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Event sections">
        {sections.map((section) => (
          <Tab key={section.id} id={section.id} isDisabled={section.disabled}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.id} id={section.id}>
          <p style={{ margin: 0 }}>{section.body}</p>
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Details" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Tickets" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    // The disabled tab is skipped.
    await expect(canvas.getByRole("tab", { name: "Attendees" })).toHaveAttribute("aria-selected", "true");
  },
};

export const Pills: Story = { args: { variant: "pills", defaultSelectedKey: "tickets" } };

export const Vertical: Story = {
  args: { orientation: "vertical" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Details" }));
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: "Tickets" })).toHaveAttribute("aria-selected", "true");
  },
};

export const VerticalPills: Story = { args: { orientation: "vertical", variant: "pills" } };

export const Disabled: Story = { args: { isDisabled: true } };

/** Tabs as navigation: each tab is a link (href); the selected key follows the current address. */
export const Links: Story = {
  render: (args) => (
    <Tabs {...args} selectedKey="#orders">
      <TabList aria-label="Sales">
        <Tab id="#orders" href="#orders">
          Orders
        </Tab>
        <Tab id="#refunds" href="#refunds">
          Refunds
        </Tab>
        <Tab id="#payouts" href="#payouts">
          Payouts
        </Tab>
      </TabList>
      <TabPanel id="#orders">Orders</TabPanel>
      <TabPanel id="#refunds">Refunds</TabPanel>
      <TabPanel id="#payouts">Payouts</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("tab", { name: "Refunds" })).toHaveAttribute(
      "href",
      "#refunds",
    );
  },
};

/** Many long tabs on a narrow screen scroll sideways. */
export const ManyLongTabs: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Tabs {...args}>
        <TabList aria-label="Long sections">
          {["Informazionigenerali", "Bigliettiepromozioni", "Partecipantieaccrediti", "Rendicontazione"].map(
            (label) => (
              <Tab key={label} id={label}>
                {label}
              </Tab>
            ),
          )}
        </TabList>
        {["Informazionigenerali", "Bigliettiepromozioni", "Partecipantieaccrediti", "Rendicontazione"].map(
          (label) => (
            <TabPanel key={label} id={label}>
              {label}
            </TabPanel>
          ),
        )}
      </Tabs>
    </div>
  ),
};
