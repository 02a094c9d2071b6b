import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { OfferCard } from "./OfferCard";

describe("OfferCard", () => {
  itSupportsConformance({
    render: (props) => (
      <ul>
        <OfferCard {...props} title={<h3>Standard</h3>} />
      </ul>
    ),
    refType: HTMLLIElement,
  });

  it("is a list item with its title, description and content", () => {
    render(
      <ul>
        <OfferCard title={<h3>Standard</h3>} description={<p>Entry to the garden.</p>}>
          <p>€10.00</p>
        </OfferCard>
      </ul>,
    );
    const item = screen.getByRole("listitem");
    expect(within(item).getByRole("heading", { name: "Standard" })).toBeInTheDocument();
    expect(item).toHaveTextContent("StandardEntry to the garden.€10.00");
  });

  it("shows the highlight's message only when highlighted, and looks different then", () => {
    const { rerender, container } = render(<OfferCard as="div" title="Pass" highlight="Best value" />);
    const plain = container.firstElementChild!.className;
    expect(screen.queryByText("Best value")).toBeNull();
    rerender(<OfferCard as="div" title="Pass" highlighted highlight="Best value" />);
    expect(screen.getByText("Best value")).toBeVisible();
    expect(container.firstElementChild!.className).not.toBe(plain);
  });
});
