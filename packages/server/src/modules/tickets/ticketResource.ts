import type { Executor } from "../../db/connect";
import type { attendees, orders } from "../../db/schema";
import { qrCodeSvg } from "./qrCode";
import { type TicketKeys, ticketCodeOf, ticketKeys } from "./ticketCode";

/** A ticket's code and QR drawing, as public answers carry them (`ticket_code`, `qr_code_svg`). */
export interface TicketCode {
  ticket_code: string;
  qr_code_svg: string;
}

type OrderState = Pick<typeof orders.$inferSelect, "status">;
type AttendeeState = Pick<
  typeof attendees.$inferSelect,
  "id" | "status" | "publicId" | "eventId" | "productId"
>;

/** Orders whose tickets are handed out: paid or free (COMPLETED), or to be paid at the door. */
const issuingOrderStatuses: ReadonlySet<string> = new Set(["COMPLETED", "AWAITING_OFFLINE_PAYMENT"]);

/**
 * Whether a ticket (its code and QR) is shown: once its order is COMPLETED or AWAITING_OFFLINE_PAYMENT,
 * and never for a CANCELLED attendee. Whether it admits at the door is check-in's decision (an
 * offline order's ticket only if the event lets unpaid orders in). docs/rules/tickets.md.
 */
export function issuesTicket(order: OrderState, attendee: Pick<AttendeeState, "status">): boolean {
  return issuingOrderStatuses.has(order.status) && attendee.status !== "CANCELLED";
}

/** One attendee's code and its QR code as SVG. */
export async function ticketCodeWithQr(key: TicketKeys, attendee: AttendeeState): Promise<TicketCode> {
  const code = ticketCodeOf(key, attendee);
  return { ticket_code: code, qr_code_svg: await qrCodeSvg(code) };
}

/**
 * The codes of an order's attendees whose tickets are issued (`issuesTicket`), by attendee id;
 * empty (and no key read) when none is.
 */
export async function ticketCodesOf(
  db: Executor,
  order: OrderState,
  rows: readonly AttendeeState[],
): Promise<Map<number, TicketCode>> {
  const issued = rows.filter((row) => issuesTicket(order, row));
  if (issued.length === 0) return new Map();
  const key = await ticketKeys(db);
  return new Map(
    await Promise.all(issued.map(async (row) => [row.id, await ticketCodeWithQr(key, row)] as const)),
  );
}
