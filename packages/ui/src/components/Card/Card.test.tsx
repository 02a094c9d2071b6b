import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Card } from "./Card";

describe("Card", () => {
  itSupportsConformance({
    render: (props) => (
      <Card title="Summer festival" {...props}>
        Body
      </Card>
    ),
  });

  it("is a plain section with a heading at the level asked for", () => {
    const { container } = render(
      <Card title="Payouts" titleLevel={3} description="Every Monday">
        Next payout on 3 June
      </Card>,
    );
    expect(container.firstElementChild!.tagName).toBe("SECTION");
    expect(screen.getByRole("heading", { level: 3, name: "Payouts" })).toBeInTheDocument();
    expect(screen.getByText("Every Monday")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("renders header actions and a footer that stay usable", async () => {
    const onClick = vi.fn();
    render(
      <Card
        title="Orders"
        actions={
          <button type="button" onClick={onClick}>
            Export
          </button>
        }
        footer={<span>Updated now</span>}
      >
        12 new orders
      </Card>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByText("Updated now")).toBeInTheDocument();
  });

  it("becomes one link named by its title when given an href", () => {
    render(
      <Card title="Jazz al Castello" href="/events/jazz">
        12 July · 120 tickets left
      </Card>,
    );
    const link = screen.getByRole("link", { name: "Jazz al Castello" });
    expect(link).toHaveAttribute("href", "/events/jazz");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("gives each variant and padding its own class", () => {
    const { container, rerender } = render(<Card variant="outline">x</Card>);
    const outline = container.firstElementChild!.className;
    rerender(<Card variant="elevated">x</Card>);
    const elevated = container.firstElementChild!.className;
    rerender(
      <Card variant="elevated" padding="xl">
        x
      </Card>,
    );
    expect(new Set([outline, elevated, container.firstElementChild!.className]).size).toBe(3);
  });
});
