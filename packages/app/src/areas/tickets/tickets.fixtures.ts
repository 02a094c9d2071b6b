/** Answers of the public ticket and order routes, for the ticket pages' tests. */

const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

export function ticketAnswer(event?: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    short_id: "tk7A1b2C",
    public_id: "A-7K2M9Q",
    status: "ACTIVE",
    first_name: "Giulia",
    last_name: "Rossi",
    email: "giulia@example.com",
    locale: "en",
    product_id: 5,
    product_price_id: 9,
    product: { id: 5, title: "Standing", product_type: "TICKET" },
    product_price: { id: 9, label: "Early bird" },
    ticket_code: "tc_3f9a",
    qr_code_svg: qrSvg,
    order: {
      public_id: "O-4HX2PL",
      status: "COMPLETED",
      payment_status: "PAYMENT_RECEIVED",
    },
    ...(event ? { event } : {}),
    ...overrides,
  };
}

export function orderAnswer(overrides: Record<string, unknown> = {}) {
  return {
    short_id: "or7A1b2C",
    public_id: "O-4HX2PL",
    status: "COMPLETED",
    payment_status: "PAYMENT_RECEIVED",
    refund_status: null,
    currency: "EUR",
    first_name: "Giulia",
    last_name: "Rossi",
    email: "giulia@example.com",
    total_before_additions: 20,
    total_gross: 20,
    total_tax: 0,
    total_fee: 0,
    ...overrides,
  };
}

/** An event's ticket logo, and a design that uses it (the designer's tests type it in). */
export const ticketLogo = {
  id: 31,
  type: "TICKET_LOGO",
  url: "https://cdn.example/ticket-logo.png",
  entity_id: 7,
};
export const ticketDesign = {
  enabled: true,
  accent_color: "#AA0000",
  logo_image_id: ticketLogo.id,
  footer_text: "Doors open at 19:00",
  layout_type: "modern",
};
