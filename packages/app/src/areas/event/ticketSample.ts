import type { TicketOfOrder } from "../tickets/TicketView";

/** A stand-in code for the designer's previews: the three corner squares every QR code has. */
const sampleQrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><rect width="29" height="29" fill="#fff"/>' +
  '<path d="M2 2h7v7H2zM20 2h7v7h-7zM2 20h7v7H2z" fill="none" stroke="#000" stroke-width="1.5"/>' +
  '<path d="M4 4h3v3H4zM22 4h3v3h-3zM4 22h3v3H4zM12 12h5v5h-5zM20 20h3v3h-3zM24 24h3v3h-3z"/></svg>';

/** The order the sample ticket belongs to. */
export const sampleOrder = { public_id: "O-SAMPLE1", status: "COMPLETED" };

/** The ticket the designer dresses: a holder and a product named in the organiser's language. */
export function sampleTicket(words: { holder: string; product: string }): TicketOfOrder {
  return {
    short_id: "preview",
    public_id: "A-SAMPLE1",
    status: "ACTIVE",
    first_name: words.holder,
    last_name: "",
    product_id: 0,
    product_price_id: 0,
    product: { id: 0, title: words.product, product_type: "TICKET" } as TicketOfOrder["product"],
    product_price: null,
    qr_code_svg: sampleQrSvg,
  };
}
