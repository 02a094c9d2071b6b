import { and, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { orderRefundAttendees, orderRefunds } from "../../db/schema";

/**
 * Refunds by ticket (docs/rules/orders.md): what each ticket of an order was paid, what of it came
 * back, and how a refund's amount is shared among the tickets it was for.
 */

type ItemRow = { productPriceId: number; productType: string; quantity: number; totalGross: number };
type TicketRow = { id: number; productPriceId: number };

/**
 * What each ticket was paid, in minor units, by attendee id: its line's total (price, taxes and
 * fees, after the promo code) shared evenly among the line's tickets; a remainder that does not
 * share evenly goes a minor unit each to the line's first tickets, so the shares add up to the
 * line's total.
 */
export function ticketPricesOf(
  items: readonly ItemRow[],
  tickets: readonly TicketRow[],
): Map<number, number> {
  const lines = new Map<number, { gross: number; quantity: number }>();
  for (const item of items) {
    if (item.productType !== "TICKET") continue;
    const line = lines.get(item.productPriceId) ?? { gross: 0, quantity: 0 };
    lines.set(item.productPriceId, {
      gross: line.gross + item.totalGross,
      quantity: line.quantity + item.quantity,
    });
  }
  const prices = new Map<number, number>();
  const seen = new Map<number, number>();
  for (const ticket of [...tickets].sort((a, b) => a.id - b.id)) {
    const line = lines.get(ticket.productPriceId);
    if (!line || line.quantity === 0) {
      prices.set(ticket.id, 0);
      continue;
    }
    const index = seen.get(ticket.productPriceId) ?? 0;
    seen.set(ticket.productPriceId, index + 1);
    const share = Math.floor(line.gross / line.quantity);
    prices.set(ticket.id, share + (index < line.gross % line.quantity ? 1 : 0));
  }
  return prices;
}

/**
 * What came back of each ticket of an order, in minor units, by attendee id: its shares of the
 * order's refunds that did not fail (pending ones included: that money is on its way).
 */
export async function ticketRefundsOf(db: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      attendeeId: orderRefundAttendees.attendeeId,
      amount: sql<string>`sum(${orderRefundAttendees.amount})`,
    })
    .from(orderRefundAttendees)
    .innerJoin(orderRefunds, eq(orderRefunds.id, orderRefundAttendees.refundId))
    .where(and(eq(orderRefunds.orderId, orderId), ne(orderRefunds.status, "FAILED")))
    .groupBy(orderRefundAttendees.attendeeId);
  return new Map(rows.map((row) => [Number(row.attendeeId), Number(row.amount)]));
}

/**
 * Shares `amount` among the picked tickets in the order they were picked: each takes up to what
 * it may still get back, until the amount is shared out. The caller checked that the amount is no
 * more than the tickets' total.
 */
export function shareOfTickets(
  amount: number,
  picked: readonly { attendeeId: number; refundable: number }[],
): { attendeeId: number; amount: number }[] {
  let left = amount;
  return picked.map((ticket) => {
    const share = Math.min(left, ticket.refundable);
    left -= share;
    return { attendeeId: ticket.attendeeId, amount: share };
  });
}
