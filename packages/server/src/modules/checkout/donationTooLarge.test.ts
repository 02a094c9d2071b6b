import { describe, expect, it } from "vitest";
import { eventWithCategory } from "../../test/catalogue";
import { useTestApp } from "../../test/testApp";
import { line, reserve } from "./testFixtures";

const api = useTestApp();

/** A donation of at least 5.00 and a reservation of one unit giving `amount`. */
async function give(amount: number) {
  const { event, addProduct } = await eventWithCategory(api);
  const { product, prices } = await addProduct({
    priceType: "DONATION",
    productType: "GENERAL",
    prices: [{ price: 500 }],
  });
  return reserve(api, event.id, [line(product.id, prices[0]!.id, 1, amount)]);
}

describe("a donation too large to take", () => {
  it.each([999_999_999_999, 1_000_000])(
    "%d is refused as too large, at the amount, saying the most",
    async (amount) => {
      const response = await give(amount);
      const text = await response.text();
      expect(response.status, text).toBe(422);
      const body = JSON.parse(text) as {
        errors: Record<string, string[]>;
        codes: Record<string, Record<string, unknown>[]>;
      };
      expect(body.codes["products.0.quantities.0.price"], text).toEqual([
        { code: "donation_too_large", maximum: 999_999.99, currency: "EUR" },
      ]);
      expect(body.errors["products.0.quantities.0.price"]).toEqual([
        "This amount is too large: give at most 999999.99 EUR.",
      ]);
    },
  );

  it("takes the largest amount there is", async () => {
    expect((await give(999_999.99)).status).toBe(201);
  });
});
