import {
  type Order,
  orderSchema,
  type PublicEvent,
  publicEventSchema,
  type TaxesAndFeesRollup,
} from "@varco/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/connect";
import { attendees, orderItems, type orders, products } from "../../db/schema";
import { moneyOf } from "../events/eventResource";
import { ticketCodesOf } from "../tickets/ticketResource";
import { checkoutSessionHash } from "./session";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type AttendeeRow = typeof attendees.$inferSelect;

/** What the buyer's pages read of an order (`{ data: … }` of every public order route). */
export type OrderPublic = Order & { locale: string; event?: PublicEvent };

/** The wire schema of `OrderPublic`, for route declarations. */
export const orderPublicSchema = orderSchema.extend({
  locale: z.string(),
  event: publicEventSchema.optional(),
});

/** A ticket's code and QR drawing, added by the tickets module once the order admits. */
export interface AttendeeTicket {
  ticket_code: string;
  qr_code_svg: string;
}

export interface OrderRows {
  order: OrderRow;
  items: readonly OrderItemRow[];
  attendees: readonly (AttendeeRow & { productTitle: string })[];
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

/** Stored roll-ups hold minor units; the wire carries major units and a numeric rate. */
export function rollupOf(stored: unknown, currency: string): TaxesAndFeesRollup {
  const lines = (list: unknown) =>
    (Array.isArray(list) ? list : []).map(
      (entry: { name: string; rate?: unknown; type?: string; value: number }) => ({
        name: entry.name,
        ...(entry.rate === undefined ? {} : { rate: Number(entry.rate) }),
        ...(entry.type === undefined ? {} : { type: entry.type }),
        value: moneyOf(Number(entry.value), currency),
      }),
    );
  const rollup = (stored ?? {}) as { taxes?: unknown; fees?: unknown };
  return { taxes: lines(rollup.taxes), fees: lines(rollup.fees) };
}

/** Statuses after which an attendee's ticket is shown. */
const admittingOrderStatuses = new Set(["COMPLETED", "AWAITING_OFFLINE_PAYMENT"]);

/**
 * An order as its buyer reads it, from its rows: money in decimal major units of its currency, no
 * numeric id, the checkout session only to the session that owns it, tickets once it admits.
 */
export function publicOrderResource(rows: OrderRows, options: PublicOrderOptions): OrderPublic {
  const { order } = rows;
  const currency = order.currency;
  const money = (minor: number) => moneyOf(minor, currency);
  const owner =
    options.session !== undefined &&
    order.sessionHash !== null &&
    checkoutSessionHash(options.session) === order.sessionHash;
  const admits = admittingOrderStatuses.has(order.status);
  return {
    short_id: order.shortId,
    public_id: order.publicId,
    status: order.status,
    payment_status: order.paymentStatus,
    refund_status: order.refundStatus,
    payment_provider: order.paymentProvider,
    currency,
    locale: order.locale,
    first_name: order.firstName,
    last_name: order.lastName,
    email: order.email,
    total_before_additions: money(order.totalBeforeAdditions),
    total_tax: money(order.totalTax),
    total_fee: money(order.totalFee),
    total_gross: money(order.totalGross),
    total_refunded: money(order.totalRefunded),
    taxes_and_fees_rollup: rollupOf(order.taxesAndFeesRollup, currency),
    promo_code: order.promoCode,
    reserved_until: order.reservedUntil?.toISOString() ?? null,
    is_expired:
      order.status === "RESERVED" &&
      (order.reservedUntil === null || order.reservedUntil.getTime() <= options.now.getTime()),
    is_payment_required: order.totalGross > 0,
    is_free_order: order.totalGross === 0,
    created_at: order.createdAt.toISOString(),
    ...(owner && options.session !== undefined ? { session_identifier: options.session } : {}),
    order_items: rows.items.map((item) => ({
      product_id: item.productId,
      product_price_id: item.productPriceId,
      item_name: item.itemName,
      price: money(item.price),
      price_before_discount: item.priceBeforeDiscount === null ? null : money(item.priceBeforeDiscount),
      quantity: item.quantity,
      total_before_additions: money(item.totalBeforeAdditions),
      total_before_discount: money((item.priceBeforeDiscount ?? item.price) * item.quantity),
      total_tax: money(item.totalTax),
      total_service_fee: money(item.totalServiceFee),
      total_gross: money(item.totalGross),
      taxes_and_fees_rollup: rollupOf(item.taxesAndFeesRollup, currency),
      product_type: item.productType,
    })),
    attendees: rows.attendees.map((attendee) => {
      const ticket = admits ? options.tickets?.get(attendee.id) : undefined;
      return {
        id: attendee.id,
        short_id: attendee.shortId,
        public_id: attendee.publicId,
        status: attendee.status,
        first_name: attendee.firstName,
        last_name: attendee.lastName,
        email: attendee.email,
        product_id: attendee.productId,
        product_price_id: attendee.productPriceId,
        locale: attendee.locale,
        product: { id: attendee.productId, title: attendee.productTitle },
        ...(ticket ? { ticket_code: ticket.ticket_code, qr_code_svg: ticket.qr_code_svg } : {}),
      };
    }),
    ...(options.event ? { event: options.event } : {}),
  };
}

/** The rows of an order its resource is made from: items and attendees, two queries. */
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
