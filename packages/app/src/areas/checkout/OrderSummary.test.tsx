import { screen } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeApi, renderApp } from "../../test/renderApp";
import { checkoutEvent, reservedOrder } from "./checkout.fixtures";

// The order of checkout.fixtures with SUMMER (25% off the Standard tickets): 2 × €10 became
// 2 × €7.50, so €5.00 less before taxes.
const discounted = (overrides: Record<string, unknown> = {}) => {
  const order = reservedOrder();
  const [standard, tshirt] = order.order_items;
  return {
    ...order,
    promo_code: "SUMMER",
    total_before_additions: 30,
    total_tax: 6.6,
    total_gross: 36.6,
    taxes_and_fees_rollup: { taxes: [{ name: "IVA", rate: 22, type: "PERCENTAGE", value: 6.6 }], fees: [] },
    order_items: [
      {
        ...standard,
        price: 7.5,
        price_before_discount: 10,
        total_before_additions: 15,
        total_before_discount: 20,
      },
      { ...tshirt, price_before_discount: null, total_before_discount: 15 },
    ],
    ...overrides,
  };
};

async function open(step: string, order: Record<string, unknown>) {
  const api = fakeApi({
    "GET public/events/7/order/o_abc": { status: 200, body: { data: order } },
    "GET public/events/7/questions": { status: 200, body: { data: [] } },
  });
  await renderApp(`/checkout/7/o_abc/${step}`, { api });
}

/** The order summary's figures, as "label: value" pairs. */
async function figures() {
  const heading = await screen.findByRole(
    "heading",
    { level: 2, name: "Order summary" },
    { timeout: 10_000 },
  );
  const list = heading.closest("section")!.querySelector("dl")!;
  const terms = [...list.querySelectorAll("dt")].map((term) => term.textContent);
  const values = [...list.querySelectorAll("dd")].map((value) => value.textContent);
  return terms.map((term, index) => `${term}: ${values[index]}`);
}

beforeAll(async () => {
  await Promise.all([
    import("./CheckoutLayout"),
    import("./CheckoutDetailsScreen"),
    import("./CheckoutSummaryScreen"),
  ]);
}, 60_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the order summary of an order bought with a promo code", () => {
  it("names the code and what it took off, between the items at their full price and the subtotal", async () => {
    await open("details", discounted());
    expect(await figures()).toEqual([
      "2 × Standard: €20.00",
      "1 × T-shirt: €15.00",
      "Promo code SUMMER: -€5.00",
      "Subtotal: €30.00",
      "IVA (22%): €6.60",
      "Total: €36.60",
    ]);
  });

  it("shows the same on the summary once the order awaits payment", async () => {
    await open(
      "summary",
      discounted({
        status: "AWAITING_OFFLINE_PAYMENT",
        payment_status: "AWAITING_OFFLINE_PAYMENT",
        email: "giulia@example.com",
        first_name: "Giulia",
        last_name: "Rossi",
        event: checkoutEvent(),
      }),
    );
    expect(await figures()).toContain("Promo code SUMMER: -€5.00");
  });

  it("says a code that took nothing off was applied", async () => {
    const free = discounted({
      order_items: reservedOrder().order_items,
      total_before_additions: 35,
      total_tax: 7.7,
      total_gross: 42.7,
      taxes_and_fees_rollup: reservedOrder().taxes_and_fees_rollup,
    });
    await open("details", free);
    expect(await figures()).toContain("Promo code SUMMER: Applied");
  });

  it("shows no code line for an order without one", async () => {
    await open("details", reservedOrder());
    expect((await figures()).filter((figure) => figure.startsWith("Promo code"))).toEqual([]);
  });
});

describe("the order summary of an event that shows prices with their taxes", () => {
  it("shows each item with its taxes, the code as applied, and the taxes as included in the total", async () => {
    const order = discounted();
    await open("details", {
      ...order,
      event: checkoutEvent({ price_display_mode: "INCLUSIVE" }),
      order_items: order.order_items.map((item) => ({ ...item, total_tax: 3.3, total_gross: 18.3 })),
    });
    expect(await figures()).toEqual([
      "2 × Standard: €18.30",
      "1 × T-shirt: €18.30",
      "Promo code SUMMER: Applied",
      "incl. IVA (22%): €6.60",
      "Total: €36.60",
    ]);
  });
});
