import { eventAnswer } from "../../test/renderApp";

/** The event as an order's `?include=event` carries it, with the checkout's settings. */
export function checkoutEvent(settings: Record<string, unknown> = {}) {
  return eventAnswer({
    settings: {
      attendee_details_collection_method: "PER_TICKET",
      require_billing_address: false,
      show_marketing_opt_in: false,
      payment_providers: ["OFFLINE"],
      offline_payment_instructions:
        "<p>Pay by bank transfer to <strong>IT60X0542811101000000123456</strong>.</p>",
      order_timeout_in_minutes: 15,
      // Prices without their taxes, which the summary adds line by line.
      price_display_mode: "EXCLUSIVE",
      ...settings,
    },
  });
}

/** A reserved order of two Standard tickets (€10 + 22% VAT each) and a T-shirt. */
export function reservedOrder(
  overrides: Record<string, unknown> = {},
  settings: Record<string, unknown> = {},
) {
  return {
    short_id: "o_abc",
    public_id: "O-7K2M9Q",
    status: "RESERVED",
    payment_status: null,
    refund_status: null,
    currency: "EUR",
    first_name: null,
    last_name: null,
    email: null,
    total_before_additions: 35,
    total_tax: 7.7,
    total_fee: 0,
    total_gross: 42.7,
    taxes_and_fees_rollup: { taxes: [{ name: "IVA", rate: 22, type: "PERCENTAGE", value: 7.7 }], fees: [] },
    reserved_until: new Date(Date.now() + 10 * 60_000).toISOString(),
    is_expired: false,
    is_payment_required: true,
    order_items: [
      {
        product_id: 5,
        product_price_id: 9,
        item_name: "Standard",
        price: 10,
        quantity: 2,
        total_before_additions: 20,
        product_type: "TICKET",
      },
      {
        product_id: 6,
        product_price_id: 11,
        item_name: "T-shirt",
        price: 15,
        quantity: 1,
        total_before_additions: 15,
        product_type: "GENERAL",
      },
    ],
    attendees: [],
    event: checkoutEvent(settings),
    ...overrides,
  };
}

/** The event's questions, one of each type, for the order or for the Standard tickets. */
export function questionsAnswer() {
  const base = { description: null, options: null, required: false, event_id: 7, is_hidden: false };
  return [
    { ...base, id: 1, type: "SINGLE_LINE_TEXT", title: "Company", belongs_to: "ORDER", required: true },
    { ...base, id: 2, type: "MULTI_LINE_TEXT", title: "Anything we should know?", belongs_to: "ORDER" },
    {
      ...base,
      id: 3,
      type: "CHECKBOX",
      title: "Dietary needs",
      belongs_to: "ORDER",
      options: ["Vegan", "Gluten-free"],
    },
    {
      ...base,
      id: 4,
      type: "RADIO",
      title: "How did you hear of us?",
      belongs_to: "ORDER",
      options: ["Friends", "Press"],
    },
    {
      ...base,
      id: 5,
      type: "DROPDOWN",
      title: "T-shirt size",
      belongs_to: "ORDER",
      options: ["S", "M", "L"],
    },
    { ...base, id: 6, type: "DATE", title: "Date of birth", belongs_to: "PRODUCT", product_ids: [5] },
    { ...base, id: 7, type: "ADDRESS", title: "Home address", belongs_to: "ORDER" },
    { ...base, id: 8, type: "SINGLE_LINE_TEXT", title: "Secret", belongs_to: "ORDER", is_hidden: true },
  ];
}
