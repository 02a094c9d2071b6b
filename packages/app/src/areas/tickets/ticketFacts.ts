import type { Attendee, PublicEvent, PublicTicket } from "@varco/domain";

/** Whether a ticket admits its holder, and if not, why. */
export type TicketStanding = "valid" | "cancelled" | "awaitingPayment" | "awaitingOfflinePayment";

/**
 * A ticket admits only while it is ACTIVE; a ticket of an order awaiting an offline payment waits
 * for that payment (the organiser may still let it in); any other unpaid ticket does not admit.
 */
export function standingOf(
  attendee: Pick<Attendee, "status">,
  order: { status: string } | undefined,
): TicketStanding {
  if (attendee.status === "CANCELLED" || order?.status === "CANCELLED") return "cancelled";
  if (order?.status === "AWAITING_OFFLINE_PAYMENT") return "awaitingOfflinePayment";
  if (attendee.status === "AWAITING_PAYMENT") return "awaitingPayment";
  return "valid";
}

/** The price's label (a tier's name) from the event's products, when the ticket does not carry it. */
export function priceLabelOf(
  ticket: Pick<PublicTicket, "product_price_id" | "product_price">,
  event: Pick<PublicEvent, "product_categories">,
): string | null {
  if (ticket.product_price) return ticket.product_price.label?.trim() || null;
  for (const category of event.product_categories ?? []) {
    for (const product of category.products ?? []) {
      const price = product.prices?.find((each) => each.id === ticket.product_price_id);
      if (price) return price.label?.trim() || null;
    }
  }
  return null;
}

/** The holder's full name. */
export function holderName(attendee: Pick<Attendee, "first_name" | "last_name">): string {
  return [attendee.first_name, attendee.last_name].filter(Boolean).join(" ").trim();
}

/** The QR code's SVG as an image address. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
