import { eventsPage, type fakeApi } from "../../test/renderApp";
import { categoryAnswer, eventApi } from "./products.fixtures";

/** An order as `GET events/7/orders` answers it: paid by card, two tickets. */
export function orderAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 501,
    short_id: "o_abc",
    public_id: "O-ROSSI01",
    event_id: 7,
    status: "COMPLETED",
    payment_status: "PAYMENT_RECEIVED",
    refund_status: null,
    currency: "EUR",
    first_name: "Marco",
    last_name: "Rossi",
    email: "marco@example.com",
    total_before_additions: 40,
    total_gross: 44,
    total_tax: 4,
    total_fee: 0,
    total_refunded: 0,
    payment_provider: "STRIPE",
    promo_code: null,
    created_at: "2030-07-01T08:15:00Z",
    order_items: [
      {
        id: 1,
        product_id: 31,
        item_name: "Intero",
        price: 20,
        quantity: 2,
        total_before_additions: 40,
        total_gross: 44,
      },
    ],
    attendees: [attendeeAnswer(), attendeeAnswer({ id: 902, first_name: "Anna", public_id: "A-ANNA002" })],
    ...overrides,
  };
}

export function attendeeAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 901,
    order_id: 501,
    product_id: 31,
    product_price_id: 41,
    event_id: 7,
    email: "marco@example.com",
    status: "ACTIVE",
    first_name: "Marco",
    last_name: "Rossi",
    public_id: "A-MARCO01",
    short_id: "a_marco",
    locale: "it",
    product: { id: 31, title: "Intero" },
    created_at: "2030-07-01T08:15:00Z",
    ...overrides,
  };
}

export function productCategoriesAnswer() {
  const product = (id: number, title: string, priceId: number) => ({
    id,
    title,
    type: "PAID",
    product_type: "TICKET",
    description: null,
    price: 20,
    event_id: 7,
    product_category_id: 21,
    prices: [{ id: priceId, label: null, price: 20 }],
  });
  return { data: [categoryAnswer({ products: [product(31, "Intero", 41), product(32, "Ridotto", 42)] })] };
}

/** The signed-in organiser, event 7 and what the sales screens read, plus `more`. */
export function salesApi(more: Parameters<typeof fakeApi>[0] = {}) {
  return eventApi({
    "GET events/7/product-categories": { status: 200, body: productCategoriesAnswer() },
    "GET events/7/promo-codes": { status: 200, body: eventsPage([{ id: 61, code: "ESTATE20" }]) },
    ...more,
  });
}

export { callsTo } from "../../test/openScreen";

/** A page of rows in the list envelope. */
export const pageOf = (rows: Record<string, unknown>[], total = rows.length) => ({
  ...eventsPage(rows),
  meta: { ...eventsPage(rows).meta, total, last_page: Math.max(1, Math.ceil(total / 20)) },
});
