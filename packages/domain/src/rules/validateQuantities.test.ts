import { describe, expect, it } from "vitest";
import type { AvailabilityContext, SharedCapacity } from "./productAvailability";
import { type CartProduct, type QuantityProblem, validateQuantities } from "./validateQuantities";

const now = new Date("2026-06-01T12:00:00Z");

type CartItem = CartProduct["product"];
const ticket: CartItem = {
  id: 1,
  type: "PAID",
  prices: [{ id: 11, initial_quantity_available: 10, quantity_sold: 7 }],
};
const limited: CartItem = { id: 2, type: "PAID", min_per_order: 2, max_per_order: 4, prices: [{ id: 21 }] };
const upcoming: CartItem = {
  id: 3,
  type: "PAID",
  sale_start_date: "2026-07-01T00:00:00Z",
  prices: [{ id: 31 }],
};
const hidden: CartItem = { id: 4, type: "PAID", is_hidden: true, prices: [{ id: 41 }] };
const donation: CartItem = { id: 5, type: "DONATION", prices: [{ id: 51, price: 5 }] };
const tiers: CartItem = {
  id: 6,
  type: "TIERED",
  max_per_order: 5,
  prices: [
    { id: 61, initial_quantity_available: 3 },
    { id: 62, initial_quantity_available: 10 },
  ],
};
const small: CartItem = {
  id: 7,
  type: "PAID",
  min_per_order: 5,
  prices: [{ id: 71, initial_quantity_available: 3 }],
};
const shared: SharedCapacity = {
  id: 9,
  capacity: 10,
  used_capacity: 0,
  status: "ACTIVE",
  product_ids: [2, 6],
};

const want = (product: CartItem, ...quantities: [number, number, (number | string)?][]): CartProduct => ({
  product,
  quantities: quantities.map(([price_id, quantity, price]) => ({
    price_id,
    quantity,
    ...(price === undefined ? {} : { price }),
  })),
});

describe("validateQuantities", () => {
  it.each<[string, CartProduct[], Partial<AvailabilityContext>, QuantityProblem[]]>([
    ["an empty cart", [], {}, [{ code: "nothing_selected" }]],
    ["only zeros", [want(ticket, [11, 0]), want(limited, [21, 0])], {}, [{ code: "nothing_selected" }]],
    ["a good cart", [want(ticket, [11, 3]), want(limited, [21, 2])], {}, []],
    ["unwanted products are not checked", [want(ticket, [11, 1]), want(hidden, [41, 0])], {}, []],
    [
      "a negative quantity",
      [want(ticket, [11, -1])],
      {},
      [{ code: "invalid_quantity", productId: 1, priceId: 11 }],
    ],
    [
      "a fractional quantity",
      [want(ticket, [11, 1.5])],
      {},
      [{ code: "invalid_quantity", productId: 1, priceId: 11 }],
    ],
    [
      "a price of another product",
      [want(ticket, [21, 1])],
      {},
      [{ code: "unknown_price", productId: 1, priceId: 21 }],
    ],
    [
      "more than is left",
      [want(ticket, [11, 4])],
      {},
      [{ code: "exceeds_remaining", productId: 1, priceId: 11, remaining: 3 }],
    ],
    [
      "more than is left once reservations count",
      [want(ticket, [11, 3])],
      { reservedByPriceId: { 11: 1 } },
      [{ code: "exceeds_remaining", productId: 1, priceId: 11, remaining: 2 }],
    ],
    [
      "sold out",
      [want(ticket, [11, 1])],
      { reservedByPriceId: { 11: 3 } },
      [{ code: "sold_out", productId: 1, priceId: 11 }],
    ],
    [
      "not on sale yet",
      [want(upcoming, [31, 1])],
      {},
      [{ code: "not_available", productId: 3, priceId: 31, status: "not_yet_on_sale" }],
    ],
    [
      "hidden",
      [want(hidden, [41, 1])],
      {},
      [{ code: "not_available", productId: 4, priceId: 41, status: "hidden" }],
    ],
    [
      "below the minimum",
      [want(limited, [21, 1])],
      {},
      [{ code: "below_minimum", productId: 2, minimum: 2 }],
    ],
    [
      "above the maximum",
      [want(limited, [21, 5])],
      {},
      [{ code: "above_maximum", productId: 2, maximum: 4 }],
    ],
    ["the minimum drops to what is left", [want(small, [71, 3])], {}, []],
    [
      "below a dropped minimum",
      [want(small, [71, 2])],
      {},
      [{ code: "below_minimum", productId: 7, minimum: 3 }],
    ],
    [
      "the default maximum of 100",
      [want({ id: 8, type: "PAID", prices: [{ id: 81 }] }, [81, 101])],
      {},
      [{ code: "above_maximum", productId: 8, maximum: 100 }],
    ],
    [
      "tiers add up against the maximum",
      [want(tiers, [61, 3], [62, 3])],
      {},
      [{ code: "above_maximum", productId: 6, maximum: 5 }],
    ],
    ["tiers within their limits", [want(tiers, [61, 2], [62, 3])], {}, []],
    [
      "a tier beyond its own stock",
      [want(tiers, [61, 4], [62, 1])],
      {},
      [{ code: "exceeds_remaining", productId: 6, priceId: 61, remaining: 3 }],
    ],
    [
      "products sharing a capacity fit together",
      [want(limited, [21, 4]), want(tiers, [62, 5])],
      { capacityAssignments: [shared], reservedByCapacityAssignmentId: { 9: 1 } },
      [],
    ],
    [
      "products sharing a capacity overflow it together",
      [want(limited, [21, 4]), want(tiers, [62, 5])],
      { capacityAssignments: [shared], reservedByCapacityAssignmentId: { 9: 2 } },
      [{ code: "capacity_exceeded", capacityAssignmentId: 9, remaining: 8 }],
    ],
    [
      "an inactive capacity does not limit",
      [want(limited, [21, 4]), want(tiers, [62, 5])],
      { capacityAssignments: [{ ...shared, capacity: 1, status: "INACTIVE" }] },
      [],
    ],
    ["a donation at the minimum", [want(donation, [51, 1, "5.00"])], {}, []],
    ["a donation above the minimum", [want(donation, [51, 1, 20])], {}, []],
    [
      "a donation below the minimum",
      [want(donation, [51, 1, "4.99"])],
      {},
      [{ code: "below_donation_minimum", productId: 5, priceId: 51, minimum: 5 }],
    ],
    ["a donation of the most one unit may give", [want(donation, [51, 1, "999999.99"])], {}, []],
    [
      "a donation past the most one unit may give",
      [want(donation, [51, 1, 999_999_999_999])],
      {},
      [{ code: "above_donation_maximum", productId: 5, priceId: 51, maximum: 999_999.99 }],
    ],
  ])("%s", (_case, cart, context, problems) => {
    expect(validateQuantities(cart, { now, ...context })).toEqual(problems);
  });
});
