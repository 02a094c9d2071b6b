// Public products of an event as GET public/events/{id} answers them (product_categories), for the
// public page's tests. Prices include a 22% VAT charged on the price plus a €1.00 fee per unit.

const vat = {
  id: 1,
  account_id: 1,
  name: "VAT",
  description: null,
  calculation_type: "PERCENTAGE",
  rate: 22,
  is_active: true,
  is_default: false,
  type: "TAX",
};
const fee = {
  id: 2,
  account_id: 1,
  name: "Booking fee",
  description: null,
  calculation_type: "FIXED",
  rate: 1,
  is_active: true,
  is_default: false,
  type: "FEE",
};

const onSale = {
  sale_start_date: null,
  sale_end_date: null,
  is_before_sale_start_date: false,
  is_after_sale_end_date: false,
  is_available: true,
  is_sold_out: false,
  price_before_discount: null,
  is_discounted: false,
};

function product(fields: Record<string, unknown>) {
  return {
    product_type: "TICKET",
    description: null,
    event_id: 7,
    product_category_id: 1,
    start_collapsed: false,
    is_highlighted: false,
    highlight_message: null,
    min_per_order: 1,
    max_per_order: 10,
    taxes: [],
    ...onSale,
    ...fields,
  };
}

function price(fields: Record<string, unknown>) {
  return { label: null, tax_total: 0, fee_total: 0, ...onSale, ...fields };
}

export const standard = product({
  id: 11,
  title: "Standard",
  type: "PAID",
  price: 10,
  description: "<p>Entry to the <strong>garden</strong> concert.</p>",
  max_per_order: 4,
  taxes: [vat, fee],
  prices: [
    price({ id: 111, price: 10, price_including_taxes_and_fees: 13.42, tax_total: 2.42, fee_total: 1 }),
  ],
});

export const festivalPass = product({
  id: 12,
  title: "Festival pass",
  type: "TIERED",
  is_highlighted: true,
  highlight_message: "Best value",
  max_per_order: 5,
  prices: [
    price({
      id: 121,
      label: "Early bird",
      price: 30,
      price_including_taxes_and_fees: 30,
      quantity_remaining: 3,
    }),
    price({
      id: 122,
      label: "Regular",
      price: 40,
      price_including_taxes_and_fees: 40,
      sale_start_date: "2030-06-01T08:00:00Z",
      is_before_sale_start_date: true,
      is_available: false,
    }),
    price({
      id: 123,
      label: "Last minute",
      price: 50,
      price_including_taxes_and_fees: 50,
      is_sold_out: true,
      is_available: false,
    }),
  ],
});

export const volunteer = product({
  id: 13,
  title: "Volunteer",
  type: "FREE",
  price: 0,
  prices: [price({ id: 131, price: 0, price_including_taxes_and_fees: 0 })],
});

export const donation = product({
  id: 14,
  title: "Support the band",
  type: "DONATION",
  product_type: "GENERAL",
  price: 5,
  prices: [price({ id: 141, price: 5, price_including_taxes_and_fees: 5 })],
});

export const backstage = product({
  id: 15,
  title: "Backstage",
  type: "PAID",
  price: 80,
  sale_end_date: "2030-05-01T10:00:00Z",
  is_after_sale_end_date: true,
  is_available: false,
  prices: [price({ id: 151, price: 80, price_including_taxes_and_fees: 80, is_after_sale_end_date: true })],
});

export const groupTicket = product({
  id: 16,
  title: "Group ticket",
  type: "PAID",
  price: 8,
  min_per_order: 2,
  max_per_order: 6,
  quantity_available: 6,
  prices: [price({ id: 161, price: 8, price_including_taxes_and_fees: 8, quantity_remaining: 6 })],
});

export const soldOutTicket = product({
  id: 17,
  title: "Front row",
  type: "PAID",
  price: 25,
  is_sold_out: true,
  is_available: false,
  prices: [price({ id: 171, price: 25, price_including_taxes_and_fees: 25, is_sold_out: true })],
});

const defaultProducts = [standard, festivalPass, volunteer, donation, backstage, groupTicket, soldOutTicket];

/** `product_categories` of a public event: tickets of every kind, and merchandise still to come. */
export function productCategories(products: Record<string, unknown>[] = defaultProducts) {
  return [
    {
      id: 1,
      name: "Tickets",
      description: null,
      is_hidden: false,
      order: 1,
      no_products_message: null,
      products,
    },
    {
      id: 2,
      name: "Merchandise",
      description: null,
      is_hidden: false,
      order: 2,
      no_products_message: "T-shirts arrive in June.",
      products: [],
    },
  ];
}
