import { eventAnswer, type FakeAnswer, type FakeHandler, fakeApi, userAnswer } from "../../test/renderApp";

/** A product as `GET events/7/product-categories` holds it: Intero, €12.50, 3 of 100 sold. */
export function productAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 31,
    title: "Intero",
    type: "PAID",
    product_type: "TICKET",
    order: 0,
    description: null,
    price: 12.5,
    max_per_order: null,
    min_per_order: null,
    quantity_sold: 3,
    sale_start_date: null,
    sale_end_date: null,
    event_id: 7,
    product_category_id: 21,
    initial_quantity_available: 100,
    hide_before_sale_start_date: false,
    hide_after_sale_end_date: false,
    start_collapsed: false,
    show_quantity_remaining: false,
    hide_when_sold_out: false,
    is_hidden_without_promo_code: false,
    is_hidden: false,
    is_before_sale_start_date: false,
    is_after_sale_end_date: false,
    is_available: true,
    is_sold_out: false,
    is_highlighted: false,
    highlight_message: null,
    taxes_and_fees: [],
    prices: [priceAnswer({ id: 41, price: 12.5 })],
    ...overrides,
  };
}

export function priceAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    label: null,
    price: 10,
    sale_start_date: null,
    sale_end_date: null,
    is_before_sale_start_date: false,
    is_after_sale_end_date: false,
    is_available: true,
    initial_quantity_available: null,
    quantity_sold: 0,
    is_sold_out: false,
    is_hidden: false,
    price_including_taxes_and_fees: 10,
    ...overrides,
  };
}

/** The event's first category, Tickets, empty. */
export function categoryAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 21,
    name: "Tickets",
    description: null,
    is_hidden: false,
    order: 0,
    no_products_message: null,
    products: [],
    ...overrides,
  };
}

/** The event's products, all in its Tickets category, each `[id, title]` or a whole answer's fields. */
export function ticketsAnswer(...products: ([number, string] | Record<string, unknown>)[]): FakeAnswer {
  const answers = products.map((product) =>
    Array.isArray(product) ? productAnswer({ id: product[0], title: product[1] }) : productAnswer(product),
  );
  return { status: 200, body: { data: [categoryAnswer({ products: answers })] } };
}

/** The signed-in organiser and event 7 (with `event`'s fields), and what the screen reads. */
export function eventApi(
  answers: Record<string, FakeHandler | FakeAnswer>,
  event: Record<string, unknown> = {},
) {
  return fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer() } },
    "GET events/7": { status: 200, body: { data: eventAnswer(event) } },
    ...answers,
  });
}
