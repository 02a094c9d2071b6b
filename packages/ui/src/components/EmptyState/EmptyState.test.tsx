import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  itSupportsConformance({
    render: (props) => <EmptyState title="No events" {...props} />,
    refType: HTMLDivElement,
  });

  it("shows a heading, a description and an action", async () => {
    const onClick = vi.fn();
    render(
      <EmptyState
        title="No events yet"
        titleLevel={3}
        description="Create your first event to start selling tickets."
        action={
          <button type="button" onClick={onClick}>
            Create event
          </button>
        }
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "No events yet" })).toBeInTheDocument();
    expect(screen.getByText(/start selling tickets/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create event" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("keeps the title plain text when asked (inside a table)", () => {
    render(<EmptyState title="Nothing to show" titleLevel="none" />);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("Nothing to show")).toBeInTheDocument();
  });

  it("hides the icon from assistive technology and can drop it", () => {
    const { container, rerender } = render(<EmptyState title="Empty" />);
    expect(container.querySelector("svg")!.closest("[aria-hidden]")).not.toBeNull();
    rerender(<EmptyState title="Empty" icon={null} />);
    expect(container.querySelector("svg")).toBeNull();
  });
});
