import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Badge } from "./Badge";
import { badgeTones, badgeVariants } from "./badgeVariants";

describe("Badge", () => {
  itSupportsConformance({
    render: (props) => <Badge {...props}>Paid</Badge>,
    refType: HTMLSpanElement,
  });

  it("offers the order-status tones", () => {
    expect(badgeTones).toEqual(expect.arrayContaining(["orange", "red", "teal"]));
  });

  it("is read as its text; the dot and the icon are decorative", () => {
    const { container } = render(
      <>
        <Badge dot>Pending</Badge>
        <Badge icon={<svg data-testid="icon" />}>Refunded</Badge>
      </>,
    );
    expect(screen.getByText("Pending")).toBeInTheDocument();
    expect(screen.getByTestId("icon").parentElement).toHaveAttribute("aria-hidden", "true");
    const dot = container.firstElementChild!.firstElementChild!;
    expect(dot).toHaveAttribute("aria-hidden", "true");
    expect(dot).toBeEmptyDOMElement();
  });

  it("shows the dot instead of the icon when given both", () => {
    render(
      <Badge dot icon={<svg data-testid="icon" />}>
        Paid
      </Badge>,
    );
    expect(screen.queryByTestId("icon")).toBeNull();
  });

  it("gives every tone and variant its own look", () => {
    const { rerender, container } = render(<Badge>x</Badge>);
    const seen = new Set<string>();
    for (const tone of badgeTones) {
      for (const variant of badgeVariants) {
        rerender(
          <Badge tone={tone} variant={variant}>
            x
          </Badge>,
        );
        seen.add(container.firstElementChild!.className);
      }
    }
    expect(seen.size).toBe(badgeTones.length * badgeVariants.length);
  });
});
