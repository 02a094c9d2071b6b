import { type Order, orderSchema, type PublicEvent, publicEventSchema } from "@varco/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/connect";
import { attendees, orderItems, products } from "../../db/schema";
import { nameSchema } from "../../http/openapiSchemas";
import { latestInvoicesOf } from "../invoices/issue";
import { holdsStock } from "../sales/liveReservation";
import { type OrderItemRow, type OrderRow, type OrderRows, orderWireOf } from "../sales/orderWire";
import { ticketRefundsOf } from "../sales/ticketRefunds";
import { ticketCodesOf } from "../tickets/ticketResource";
import { checkoutSessionHash } from "./session";

export type { OrderItemRow, OrderRow, OrderRows } from "../sales/orderWire";

/** What the buyer's pages read of an order (`{ data: … }` of every public order route). */
export type OrderPublic = Order & { locale: string; event?: PublicEvent };

/** The wire schema of `OrderPublic`, for route declarations; the OpenAPI document names it `PublicOrder`. */
export const orderPublicSchema = orderSchema.extend({
  locale: z.string(),
  event: publicEventSchema.optional(),
});
nameSchema("PublicOrder", orderPublicSchema);

/** A ticket's code and QR drawing, added by the tickets module once the order admits. */
export interface AttendeeTicket {
  ticket_code: string;
  qr_code_svg: string;
}

export interface PublicOrderOptions {
  now: Date;
  /** Whether the reader is the checkout session that made the order: only it sees the session. */
  session?: string | undefined;
  /** The public event resource (`?include=event`). */
  event?: PublicEvent | undefined;
  /** By attendee id: each admitting ticket's code and QR (tickets module). */
  tickets?: ReadonlyMap<number, AttendeeTicket> | undefined;
}

/** Statuses after which an attendee's ticket is shown. */
const admittingOrderStatuses = new Set(["COMPLETED", "AWAITING_OFFLINE_PAYMENT"]);

/**
 * An order as its buyer reads it, from its rows: money in decimal major units of its currency, no
 * numeric id, the checkout session only to the session that owns it, tickets once it admits.
 */
export function publicOrderResource(rows: OrderRows, options: PublicOrderOptions): OrderPublic {
  const { order } = rows;
  const owner =
    options.session !== undefined &&
    order.sessionHash !== null &&
    checkoutSessionHash(options.session) === order.sessionHash;
  const admits = admittingOrderStatuses.has(order.status);
  return {
    ...orderWireOf(rows, {
      attendee: (attendee) => {
        const ticket = admits ? options.tickets?.get(attendee.id) : undefined;
        return ticket ? { ticket_code: ticket.ticket_code, qr_code_svg: ticket.qr_code_svg } : {};
      },
    }),
    locale: order.locale,
    reserved_until: order.reservedUntil?.toISOString() ?? null,
    is_expired: order.status === "RESERVED" && !holdsStock(order, options.now),
    is_payment_required: order.totalGross > 0,
    ...(owner && options.session !== undefined ? { session_identifier: options.session } : {}),
    ...(options.event ? { event: options.event } : {}),
  };
}

/** The rows of an order its resource is made from: items, attendees and what came back of each ticket, three queries. */
export async function loadOrderRows(db: Executor, order: OrderRow): Promise<OrderRows> {
  // One after another: `db` may be a transaction, whose queries share one connection.
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const attendeeRows = await db
    .select({ attendee: attendees, productTitle: products.title })
    .from(attendees)
    .innerJoin(products, eq(products.id, attendees.productId))
    .where(and(eq(attendees.orderId, order.id), isNull(attendees.deletedAt)))
    .orderBy(asc(attendees.id));
  return {
    order,
    items,
    attendees: attendeeRows.map(({ attendee, productTitle }) => ({ ...attendee, productTitle })),
    ticketRefunds: await ticketRefundsOf(db, order.id),
    latestInvoice: (await latestInvoicesOf(db, [order.id])).get(order.id) ?? null,
  };
}

/** An order's public resource, read from the database (items and attendees). */
export async function loadPublicOrder(
  db: Executor,
  order: OrderRow,
  options: PublicOrderOptions,
): Promise<OrderPublic> {
  const rows = await loadOrderRows(db, order);
  const tickets = options.tickets ?? (await ticketCodesOf(db, order, rows.attendees));
  return publicOrderResource(rows, { ...options, tickets });
}

/** The order items of several orders, by order id (lists of orders, e.g. a ticket lookup). */
export async function orderItemsByOrder(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, OrderItemRow[]>> {
  const byOrder = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}
