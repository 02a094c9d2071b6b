import { describe, expect, it } from "vitest";
import type { CapacityAssignment, Product, PromoCode, TaxAndFee } from "../model";
import { orderDisplayStatuses, orderStatuses } from "../model";
import type { PricedProduct } from "./lineTotal";
import { orderStatusTone } from "./orderStatusTone";
import type { SharedCapacity, StockedProduct } from "./productAvailability";
import type { PromoCodeTerms } from "./promoCodeValidity";
import type { TaxOrFee } from "./taxesAndFees";

// The rules describe their inputs structurally; these lines stop compiling (`tsc -b`) the day the
// model's wire types no longer fit them.
type Fits<Model, Rule> = Model extends Rule ? true : never;
const fits = {
  product: true satisfies Fits<Product, PricedProduct>,
  stock: true satisfies Fits<Product, StockedProduct>,
  promoCode: true satisfies Fits<PromoCode, PromoCodeTerms>,
  taxOrFee: true satisfies Fits<TaxAndFee, TaxOrFee>,
  capacity: true satisfies Fits<CapacityAssignment, SharedCapacity>,
};

describe("the model's types fit the rules", () => {
  it("compiles", () => {
    expect(Object.values(fits).every(Boolean)).toBe(true);
  });

  it.each(orderDisplayStatuses.map((status) => [status]))(
    "every displayed status %s has a tone",
    (status) => {
      expect(["orange", "red", "teal"]).toContain(orderStatusTone(status));
    },
  );

  it("the order statuses of the model are the ones the transitions know", async () => {
    const { orderTransitions } = await import("./canTransitionOrder");
    expect(Object.keys(orderTransitions).sort()).toEqual([...orderStatuses].sort());
  });
});
