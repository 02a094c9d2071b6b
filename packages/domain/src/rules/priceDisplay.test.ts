import { describe, expect, it } from "vitest";
import { priceDisplayModeOf, shownPrice } from "./priceDisplay";

describe("how an event shows its prices", () => {
  it("shows a price with its taxes and fees, named as included, unless the event says EXCLUSIVE", () => {
    expect(shownPrice(priceDisplayModeOf({ price_display_mode: "INCLUSIVE" }), 2500, 550)).toEqual({
      amount: 3050,
      charges: "included",
    });
    expect(shownPrice(priceDisplayModeOf({ price_display_mode: "EXCLUSIVE" }), 2500, 550)).toEqual({
      amount: 2500,
      charges: "added",
    });
  });

  it("takes INCLUSIVE, the settings' default, for an event that says nothing", () => {
    expect(priceDisplayModeOf(null)).toBe("INCLUSIVE");
    expect(priceDisplayModeOf({})).toBe("INCLUSIVE");
    expect(priceDisplayModeOf({ price_display_mode: null })).toBe("INCLUSIVE");
  });
});
