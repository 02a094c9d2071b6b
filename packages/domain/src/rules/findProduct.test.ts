import { describe, expect, it } from "vitest";
import { findProduct } from "./findProduct";

const event = {
  product_categories: [
    { products: [{ id: 1, title: "Early bird" }] },
    { products: [] },
    { products: null },
    {
      products: [
        { id: 2, title: "Standard" },
        { id: 3, title: "T-shirt" },
      ],
    },
  ],
};

describe("findProduct", () => {
  it.each([
    [event, 1, "Early bird"],
    [event, 3, "T-shirt"],
    [event, "2", "Standard"],
    [event, 4, undefined],
    [event, "", undefined],
    [{ product_categories: [] }, 1, undefined],
    [{ product_categories: null }, 1, undefined],
    [{}, 1, undefined],
    [null, 1, undefined],
    [undefined, 1, undefined],
  ])("case %#", (source, id, title) => {
    expect(findProduct(source, id)?.title).toBe(title);
  });

  it("returns the product object itself, not a copy", () => {
    expect(findProduct(event, 2)).toBe(event.product_categories[3]?.products?.[0]);
  });
});
