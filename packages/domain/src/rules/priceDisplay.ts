/**
 * How an event shows its prices (its settings' `price_display_mode`; docs/rules/prices.md, "How
 * prices are shown"). Taxes and fees are always charged on top of the price; the mode only
 * decides what a buyer reads: `INCLUSIVE`, every amount with its taxes and fees, which are named as
 * included in it; `EXCLUSIVE`, every amount without them, which are named as added to it.
 */
export const priceDisplayModes = ["INCLUSIVE", "EXCLUSIVE"] as const;
export type PriceDisplayMode = (typeof priceDisplayModes)[number];

/** The event's mode; an event that says none shows prices with their taxes and fees (the default). */
export function priceDisplayModeOf(
  settings: { price_display_mode?: string | null | undefined } | null | undefined,
): PriceDisplayMode {
  return settings?.price_display_mode === "EXCLUSIVE" ? "EXCLUSIVE" : "INCLUSIVE";
}

/** What one price, one order line or a whole selection shows, and how its taxes and fees are said. */
export interface ShownPrice {
  amount: number;
  /** `included`: "incl. 5,50 € VAT"; `added`: "plus 5,50 € VAT". */
  charges: "included" | "added";
}

/**
 * The amount shown for `net` (the price without taxes and fees) carrying `charges` (its taxes and
 * fees), in the event's mode. Any unit, as long as both share it (minor units, or the wire's
 * decimal amounts, which the reader's money format then rounds).
 */
export function shownPrice(mode: PriceDisplayMode, net: number, charges: number): ShownPrice {
  return mode === "INCLUSIVE"
    ? { amount: net + charges, charges: "included" }
    : { amount: net, charges: "added" };
}
