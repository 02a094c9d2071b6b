import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from "./Tabs";

function EventTabs(props: Partial<TabsProps>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Event">
        <Tab id="details">Details</Tab>
        <Tab id="tickets">Tickets</Tab>
        <Tab id="payouts" isDisabled>
          Payouts
        </Tab>
        <Tab id="attendees">Attendees</Tab>
      </TabList>
      <TabPanel id="details">Details panel</TabPanel>
      <TabPanel id="tickets">Tickets panel</TabPanel>
      <TabPanel id="payouts">Payouts panel</TabPanel>
      <TabPanel id="attendees">Attendees panel</TabPanel>
    </Tabs>
  );
}

describe("Tabs", () => {
  itSupportsConformance({
    render: (props) => <EventTabs {...props} />,
    refType: HTMLDivElement,
  });

  it("moves the selection with the arrow keys, skipping disabled tabs", async () => {
    const onSelectionChange = vi.fn();
    render(<EventTabs onSelectionChange={onSelectionChange} />);
    const details = screen.getByRole("tab", { name: "Details" });
    expect(details).toHaveAttribute("aria-selected", "true");
    act(() => details.focus());

    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Tickets" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Tickets panel");

    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Attendees" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Attendees" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Payouts" })).toHaveAttribute("aria-disabled", "true");

    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Tickets" })).toHaveAttribute("aria-selected", "true");
    // react-aria reports the initial selection first, then each move.
    expect(onSelectionChange.mock.calls.map(([key]) => key)).toEqual([
      "details",
      "tickets",
      "attendees",
      "tickets",
    ]);
  });

  it("uses up and down when vertical", async () => {
    render(<EventTabs orientation="vertical" />);
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    act(() => screen.getByRole("tab", { name: "Details" }).focus());
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("tab", { name: "Tickets" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
  });

  it("selects a tab on click but not a disabled one", async () => {
    render(<EventTabs />);
    await userEvent.click(screen.getByRole("tab", { name: "Payouts" }));
    expect(screen.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("tab", { name: "Attendees" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Attendees panel");
  });

  it("renders tabs with href as links", () => {
    render(
      <Tabs selectedKey="/orders">
        <TabList aria-label="Sections">
          <Tab id="/orders" href="/orders">
            Orders
          </Tab>
          <Tab id="/refunds" href="/refunds">
            Refunds
          </Tab>
        </TabList>
        <TabPanel id="/orders">Orders</TabPanel>
        <TabPanel id="/refunds">Refunds</TabPanel>
      </Tabs>,
    );
    const refunds = screen.getByRole("tab", { name: "Refunds" });
    expect(refunds.tagName).toBe("A");
    expect(refunds).toHaveAttribute("href", "/refunds");
  });

  it("gives each variant its own look", () => {
    const { rerender } = render(<EventTabs variant="underline" />);
    const underline = screen.getByRole("tab", { name: "Details" }).className;
    rerender(<EventTabs variant="pills" />);
    expect(screen.getByRole("tab", { name: "Details" }).className).not.toBe(underline);
  });
});
