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

  it("starts folded when asked: the title row opens the rest, natively", async () => {
    render(
      <ul>
        <OfferCard collapsed title={<h3>Gift pack</h3>} description={<p>A bag and a pin.</p>}>
          <p>€5.00</p>
        </OfferCard>
      </ul>,
    );
    const summary = screen.getByRole("heading", { name: "Gift pack" }).closest("summary")!;
    const details = summary.closest("details")!;
    expect(details.open).toBe(false);
    summary.click();
    expect(details.open).toBe(true);
    expect(within(details).getByText("€5.00")).toBeInTheDocument();
  });
});
