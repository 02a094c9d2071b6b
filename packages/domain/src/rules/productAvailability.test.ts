import { describe, expect, it } from "vitest";
import {
  type AvailabilityContext,
  productAvailability,
  type SaleStatus,
  type SharedCapacity,
  type StockedPrice,
  type StockedProduct,
} from "./productAvailability";

const now = new Date("2026-06-01T12:00:00Z");
const past = "2026-05-01T00:00:00Z";
const future = "2026-07-01T00:00:00Z";

const product = (
  fields: Partial<StockedProduct> = {},
  price: Partial<StockedPrice> = {},
): StockedProduct => ({
  id: 1,
  type: "PAID",
  prices: [{ id: 11, initial_quantity_available: 100, quantity_sold: 10, ...price }],
  ...fields,
});
const tiered = (...prices: Partial<StockedPrice>[]): StockedProduct => ({
  id: 2,
  type: "TIERED",
  prices: prices.map((price, index) => ({ id: 21 + index, initial_quantity_available: null, ...price })),
});
const capacity = (fields: Partial<SharedCapacity>): SharedCapacity => ({
  id: 1,
  capacity: 50,
  used_capacity: 0,
  status: "ACTIVE",
  product_ids: [1],
  ...fields,
});

type Row = [
  string,
  StockedProduct,
  Partial<AvailabilityContext>,
  [SaleStatus, number | null, number, number],
];

describe("productAvailability", () => {
  it.each<Row>([
    // [case, product, context, [status, remaining, min per order, max per order]]
    ["unlimited stock", product({}, { initial_quantity_available: null }), {}, ["available", null, 1, 100]],
    ["stock less sold", product(), {}, ["available", 90, 1, 90]],
    ["live reservations hold stock", product(), { reservedByPriceId: { 11: 5 } }, ["available", 85, 1, 85]],
    [
      "sold out",
      product({}, { initial_quantity_available: 10, quantity_sold: 10 }),
      {},
      ["sold_out", 0, 0, 0],
    ],
    [
      "sold out while others hold the rest",
      product({}, { initial_quantity_available: 10, quantity_sold: 8 }),
      { reservedByPriceId: { 11: 2 } },
      ["sold_out", 0, 0, 0],
    ],
    [
      "oversold data never goes negative",
      product({}, { initial_quantity_available: 10, quantity_sold: 12 }),
      {},
      ["sold_out", 0, 0, 0],
    ],
    [
      "sold out and hidden when sold out",
      product({ hide_when_sold_out: true }, { initial_quantity_available: 0 }),
      {},
      ["hidden", 0, 0, 0],
    ],
    ["no prices is sold out", product({ prices: [] }), {}, ["sold_out", 0, 0, 0]],
    // sale window: the product's and the price's must both be open
    ["before the sale starts", product({ sale_start_date: future }), {}, ["not_yet_on_sale", 90, 1, 90]],
    [
      "before the sale starts, hidden until then",
      product({ sale_start_date: future, hide_before_sale_start_date: true }),
      {},
      ["hidden", 0, 0, 0],
    ],
    ["after the sale ends", product({ sale_end_date: past }), {}, ["sale_ended", 90, 1, 90]],
    [
      "after the sale ends, hidden after",
      product({ sale_end_date: past, hide_after_sale_end_date: true }),
      {},
      ["hidden", 0, 0, 0],
    ],
    [
      "inside the window",
      product({ sale_start_date: past, sale_end_date: future }),
      {},
      ["available", 90, 1, 90],
    ],
    [
      "the start instant is on sale",
      product({ sale_start_date: "2026-06-01T12:00:00Z" }),
      {},
      ["available", 90, 1, 90],
    ],
    [
      "the end instant is still on sale",
      product({ sale_end_date: "2026-06-01T12:00:00Z" }),
      {},
      ["available", 90, 1, 90],
    ],
    [
      "zoneless wire dates are UTC",
      product({ sale_start_date: "2026-06-01 12:30:00" }),
      {},
      ["not_yet_on_sale", 90, 1, 90],
    ],
    [
      "not on sale yet wins over sold out",
      product({ sale_start_date: future }, { initial_quantity_available: 0 }),
      {},
      ["not_yet_on_sale", 0, 0, 0],
    ],
    [
      "hide flags only hide for their own reason",
      product({ sale_end_date: past, hide_before_sale_start_date: true, hide_when_sold_out: true }),
      {},
      ["sale_ended", 90, 1, 90],
    ],
    // hidden products
    ["hidden", product({ is_hidden: true }), {}, ["hidden", 0, 0, 0]],
    ["promo-only without a code", product({ is_hidden_without_promo_code: true }), {}, ["hidden", 0, 0, 0]],
    [
      "promo-only with a valid code",
      product({ is_hidden_without_promo_code: true }),
      { promoCode: { discount_type: "PERCENTAGE", discount: 10 } },
      ["available", 90, 1, 90],
    ],
    [
      "promo-only with an access code (NONE)",
      product({ is_hidden_without_promo_code: true }),
      { promoCode: { discount_type: "NONE", discount: 0, applicable_product_ids: [1] } },
      ["available", 90, 1, 90],
    ],
    [
      "promo-only with an expired code",
      product({ is_hidden_without_promo_code: true }),
      { promoCode: { discount_type: "NONE", expiry_date: past } },
      ["hidden", 0, 0, 0],
    ],
    [
      "promo-only with a used-up code",
      product({ is_hidden_without_promo_code: true }),
      { promoCode: { discount_type: "NONE", max_allowed_usages: 3, order_usage_count: 3 } },
      ["hidden", 0, 0, 0],
    ],
    [
      "promo-only with a code for another product",
      product({ is_hidden_without_promo_code: true }),
      { promoCode: { discount_type: "NONE", applicable_product_ids: [9] } },
      ["hidden", 0, 0, 0],
    ],
    [
      "hidden stays hidden with a code",
      product({ is_hidden: true }),
      { promoCode: { discount_type: "NONE" } },
      ["hidden", 0, 0, 0],
    ],
    // shared capacity: the tightest limit wins
    [
      "capacity tighter than stock",
      product(),
      { capacityAssignments: [capacity({ used_capacity: 45 })] },
      ["available", 5, 1, 5],
    ],
    [
      "capacity held by reservations",
      product(),
      { capacityAssignments: [capacity({ used_capacity: 45 })], reservedByCapacityAssignmentId: { 1: 5 } },
      ["sold_out", 0, 0, 0],
    ],
    [
      "stock tighter than capacity",
      product({}, { initial_quantity_available: 12 }),
      { capacityAssignments: [capacity({ used_capacity: 0 })] },
      ["available", 2, 1, 2],
    ],
    [
      "inactive capacity is ignored",
      product(),
      { capacityAssignments: [capacity({ used_capacity: 50, status: "INACTIVE" })] },
      ["available", 90, 1, 90],
    ],
    [
      "unlimited capacity is ignored",
      product(),
      { capacityAssignments: [capacity({ capacity: null, used_capacity: 500 })] },
      ["available", 90, 1, 90],
    ],
    [
      "capacity of other products is ignored",
      product(),
      { capacityAssignments: [capacity({ used_capacity: 50, product_ids: [9] })] },
      ["available", 90, 1, 90],
    ],
    [
      "capacity naming products as objects",
      product(),
      { capacityAssignments: [capacity({ used_capacity: 48, product_ids: null, products: [{ id: 1 }] })] },
      ["available", 2, 1, 2],
    ],
    [
      "the tightest of several capacities",
      product(),
      {
        capacityAssignments: [
          capacity({ id: 1, used_capacity: 40 }),
          capacity({ id: 2, capacity: 20, used_capacity: 17 }),
        ],
      },
      ["available", 3, 1, 3],
    ],
    // per-order limits: 1 to 100 unless set, never more than what is left
    ["configured limits", product({ min_per_order: 2, max_per_order: 6 }), {}, ["available", 90, 2, 6]],
    ["0 means the defaults", product({ min_per_order: 0, max_per_order: 0 }), {}, ["available", 90, 1, 90]],
    [
      "the default maximum is 100",
      product({}, { initial_quantity_available: 500 }),
      {},
      ["available", 490, 1, 100],
    ],
    [
      "the minimum drops to what is left",
      product({ min_per_order: 5 }, { initial_quantity_available: 13 }),
      {},
      ["available", 3, 3, 3],
    ],
    [
      "the minimum drops to the smallest capacity",
      product({ min_per_order: 4 }),
      { capacityAssignments: [capacity({ capacity: 2 })] },
      ["available", 2, 2, 2],
    ],
    [
      "a minimum above the maximum is capped",
      product({ min_per_order: 8, max_per_order: 4 }),
      {},
      ["available", 90, 4, 4],
    ],
    // tiered products are judged price by price
    [
      "tiered: one tier sold out, another available",
      tiered({ initial_quantity_available: 5, quantity_sold: 5 }, { initial_quantity_available: 20 }),
      {},
      ["available", 20, 1, 20],
    ],
    [
      "tiered: one tier unlimited",
      tiered({ initial_quantity_available: 5 }, {}),
      {},
      ["available", null, 1, 100],
    ],
    [
      "tiered: early bird ended, next tier not started",
      tiered({ sale_end_date: past }, { sale_start_date: future }),
      {},
      ["not_yet_on_sale", null, 1, 100],
    ],
    [
      "tiered: one sold out, one ended",
      tiered({ initial_quantity_available: 0 }, { sale_end_date: past }),
      {},
      ["sold_out", null, 1, 100],
    ],
    [
      "tiered: all ended",
      tiered({ sale_end_date: past }, { sale_end_date: past }),
      {},
      ["sale_ended", null, 1, 100],
    ],
    [
      "tiered: hidden tiers do not count",
      tiered({ is_hidden: true, initial_quantity_available: 50 }, { initial_quantity_available: 4 }),
      {},
      ["available", 4, 1, 4],
    ],
    ["tiered: every tier hidden", tiered({ is_hidden: true }, { is_hidden: true }), {}, ["hidden", 0, 0, 0]],
  ])("%s", (_case, item, context, [status, remaining, minPerOrder, maxPerOrder]) => {
    const result = productAvailability(item, { now, ...context });
    expect({
      status: result.status,
      remaining: result.remaining,
      minPerOrder: result.minPerOrder,
      maxPerOrder: result.maxPerOrder,
    }).toEqual({
      status,
      remaining,
      minPerOrder,
      maxPerOrder,
    });
  });

  it("reports each tier with its own status and stock, shared capacity included", () => {
    const item = tiered(
      { initial_quantity_available: 10, quantity_sold: 10 },
      { initial_quantity_available: 30, sale_start_date: future },
      { initial_quantity_available: 30 },
    );
    const result = productAvailability(item, {
      now,
      capacityAssignments: [capacity({ capacity: 25, used_capacity: 0, product_ids: [2] })],
    });
    expect(result.prices).toEqual([
      { priceId: 21, status: "sold_out", remaining: 0 },
      { priceId: 22, status: "not_yet_on_sale", remaining: 25 },
      { priceId: 23, status: "available", remaining: 25 },
    ]);
    expect(result.remaining).toBe(25);
  });

  it("a tier's window sits inside the product's", () => {
    const item: StockedProduct = { ...tiered({ sale_start_date: past }), sale_end_date: past };
    expect(productAvailability(item, { now }).prices[0]?.status).toBe("sale_ended");
  });
});
