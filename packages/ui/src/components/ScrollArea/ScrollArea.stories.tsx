import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { ScrollArea } from "./ScrollArea";
import { scrollAreaOrientations } from "./scrollAreaVariants";

const guests = Array.from({ length: 40 }, (_, i) => `Ospite ${i + 1} — Biglietto intero`);

const list = (
  <ul style={{ margin: 0, padding: 12 }}>
    {guests.map((guest) => (
      <li key={guest} style={{ paddingBlock: 4 }}>
        {guest}
      </li>
    ))}
  </ul>
);

const meta = {
  title: "Layout/ScrollArea",
  component: ScrollArea,
  args: { "aria-label": "Elenco ospiti", children: list, style: { maxHeight: 200, width: 320 } },
  argTypes: { orientation: { control: "inline-radio", options: scrollAreaOrientations } },
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Elenco ospiti" });
    // A tab stop of its own: the browser then scrolls it with the arrow keys.
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region).toHaveAttribute("tabindex", "0");
  },
};

const dates = Array.from({ length: 12 }, (_, i) => `Data ${i + 1}`);

const wide = (
  <div style={{ display: "flex", gap: 12, padding: 12 }}>
    {dates.map((date) => (
      <div
        key={date}
        style={{ flex: "0 0 140px", height: 80, display: "grid", placeItems: "center", border: "1px solid" }}
      >
        {date}
      </div>
    ))}
  </div>
);

export const Horizontal: Story = {
  args: {
    orientation: "horizontal",
    "aria-label": "Date disponibili",
    children: wide,
    style: { width: 320 },
  },
};

export const Both: Story = {
  args: {
    orientation: "both",
    "aria-label": "Tabella posti",
    style: { width: 320, height: 200 },
    children: (
      <div style={{ width: 800, padding: 12 }}>
        {guests.map((guest) => (
          <div key={guest}>{`${guest} · Fila A · Posto 12 · Settore centrale · Ingresso nord`}</div>
        ))}
      </div>
    ),
  },
};

/** Content that fits: no scrollbars, no tab stop, no region. */
export const ContentFits: Story = {
  args: { children: <p style={{ margin: 12 }}>Un solo ospite.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};

/** Scrollbars appear while scrolling and go 1000 ms after it stops. */
export const ScrollbarsWhileScrolling: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region");
    region.scrollTop = 60;
    fireEvent.scroll(region);
    await expect(region).toHaveAttribute("data-scrollbars", "visible");
    await waitFor(() => expect(region).toHaveAttribute("data-scrollbars", "hidden"), { timeout: 2500 });
  },
};

/** Scrollbars shown, for checking their look. */
export const ScrollbarsShown: Story = {
  args: { hideDelay: 60_000 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region");
    fireEvent.scroll(region);
    await expect(region).toHaveAttribute("data-scrollbars", "visible");
  },
};
