import { screen, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { fakeApi, renderApp } from "../../test/renderApp";
import { checkoutEvent, reservedOrder } from "./checkout.fixtures";

/** A ticket of the order as its buyer's page reads it. */
const ticket = (shortId: string, firstName: string, status: string, refunded: number) => ({
  id: 0,
  short_id: shortId,
  public_id: `A-${shortId}`,
  status,
  first_name: firstName,
  last_name: "Rossi",
  email: "giulia@example.com",
  locale: "en",
  product_id: 5,
  product_price_id: 9,
  product: { id: 5, title: "Standard" },
  amount_paid: 12.2,
  amount_refunded: refunded,
});

/** The fixtures' order (€42.70), completed, then refunded and with tickets cancelled as told. */
const afterTheSale = (overrides: Record<string, unknown>) =>
  reservedOrder({
    status: "COMPLETED",
    payment_status: "PAYMENT_RECEIVED",
    email: "giulia@example.com",
    first_name: "Giulia",
    last_name: "Rossi",
    reserved_until: null,
    event: checkoutEvent(),
    ...overrides,
  });

async function open(order: Record<string, unknown>) {
  const api = fakeApi({
    "GET public/events/7/order/o_abc": { status: 200, body: { data: order } },
    "GET public/events/7/questions": { status: 200, body: { data: [] } },
  });
  await renderApp("/checkout/7/o_abc/summary", { api });
}

/** A card's figures, as "label: value" pairs. */
async function figuresOf(title: string) {
  const heading = await screen.findByRole("heading", { level: 2, name: title }, { timeout: 10_000 });
  const list = heading.closest("section")!.querySelector("dl")!;
  const terms = [...list.querySelectorAll("dt")].map((term) => term.textContent);
  const values = [...list.querySelectorAll("dd")].map((value) => value.textContent);
  return terms.map((term, index) => `${term}: ${values[index]}`);
}

beforeAll(async () => {
  await Promise.all([import("./CheckoutLayout"), import("./CheckoutSummaryScreen")]);
}, 60_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the buyer's order page after a refund", () => {
  it("shows the refund, the amount refunded, each cancelled ticket and the total as it now stands", async () => {
    await open(
      afterTheSale({
        refund_status: "PARTIALLY_REFUNDED",
        total_refunded: 12.2,
        attendees: [ticket("a_one", "Giulia", "CANCELLED", 12.2), ticket("a_two", "Marco", "ACTIVE", 0)],
      }),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your order is confirmed" }),
    ).toBeInTheDocument();
    expect(await figuresOf("Refunds and cancellations")).toEqual([
      "Refund status: Partially refunded",
      "Amount refunded: €12.20",
      "Standard for Giulia Rossi: Cancelled, €12.20 refunded",
      "Total after refunds: €30.50",
    ]);
    // In the list of tickets, the cancelled one says so; the other does not.
    const tickets = (await screen.findByRole("heading", { level: 2, name: "Tickets" })).closest("section")!;
    const [first, second] = within(tickets).getAllByRole("listitem");
    expect(within(first!).getByText("Cancelled")).toBeInTheDocument();
    expect(within(second!).queryByText("Cancelled")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it("says a fully refunded order was refunded, not confirmed", async () => {
    await open(afterTheSale({ refund_status: "REFUNDED", total_refunded: 42.7 }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your order was refunded" }),
    ).toBeInTheDocument();
    expect(await figuresOf("Refunds and cancellations")).toEqual([
      "Refund status: Refunded",
      "Amount refunded: €42.70",
      "Total after refunds: €0.00",
    ]);
  }, 60_000);

  it("shows no refunds card for an order nothing happened to", async () => {
    await open(afterTheSale({}));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your order is confirmed" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Refunds and cancellations" })).not.toBeInTheDocument();
  }, 60_000);
});
