import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { SummaryList } from "./SummaryList";

describe("SummaryList", () => {
  itSupportsConformance({
    render: (props) => <SummaryList {...props} rows={[{ label: "Items (2)", value: "€20.00" }]} />,
    refType: HTMLDListElement,
  });

  it("lists each figure under its name, the total last and set apart", () => {
    const { container } = render(
      <SummaryList
        rows={[
          { label: "Items (2)", value: "€20.00" },
          { label: "Fees", value: "€2.00" },
        ]}
        total={{ label: "Total", value: "€22.00" }}
      />,
    );
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    const values = screen.getAllByRole("definition").map((value) => value.textContent);
    expect(terms).toEqual(["Items (2)", "Fees", "Total"]);
    expect(values).toEqual(["€20.00", "€2.00", "€22.00"]);
    const [items, , total] = screen.getAllByRole("term");
    expect(total!.className).not.toBe(items!.className);
    expect(container.querySelector("dl")).not.toBeNull();
  });
});
