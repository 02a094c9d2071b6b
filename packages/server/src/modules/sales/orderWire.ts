import type { Attendee, InvoiceSummary, Order, OrderItem, TaxesAndFeesRollup } from "@varco/domain";
import type { attendees, orderItems, orders } from "../../db/schema";
import { moneyOf } from "../../http/money";
import { ticketPricesOf } from "./ticketRefunds";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type AttendeeRow = typeof attendees.$inferSelect & { productTitle: string };

/** An order with its items and its attendees (each with its product's title). */
export interface OrderRows {
  order: OrderRow;
  items: readonly OrderItemRow[];
  attendees: readonly AttendeeRow[];
  /**
   * What came back of each ticket, by attendee id (`ticketRefundsOf`): read for an order's detail,
   * whose attendees then say what they were paid and what came back.
   */
  ticketRefunds?: ReadonlyMap<number, number>;
  /** The order's invoice (`latest_invoice`), when its readers load it; none otherwise. */
  latestInvoice?: InvoiceSummary | null;
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

/**
 * A ticket holder as every reader of their ticket or order sees them: numbers, status, name,
 * email, language, and the product and price they hold (by id).
 */
export function attendeeWireOf(attendee: typeof attendees.$inferSelect) {
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
  } satisfies Partial<Attendee>;
}

/** What a reader adds to each item and each attendee beyond what every reader sees. */
export interface OrderWireExtras {
  item?: (item: OrderItemRow) => Partial<OrderItem>;
  attendee?: (attendee: AttendeeRow) => Partial<Attendee>;
}

/**
 * An order as both its buyer and its organisers read it: its numbers, statuses, buyer, totals in
 * decimal major units of its currency, its items and its attendees. Each reader's resource adds
 * its own fields (the organiser's ids, notes and refunds; the buyer's reservation and tickets).
 */
export function orderWireOf(rows: OrderRows, extras: OrderWireExtras = {}) {
  const { order, ticketRefunds } = rows;
  const currency = order.currency;
  const money = (minor: number) => moneyOf(minor, currency);
  const ticketPrices = ticketRefunds ? ticketPricesOf(rows.items, rows.attendees) : undefined;
  const moneyOfTicket = (attendeeId: number) =>
    ticketPrices
      ? {
          amount_paid: money(ticketPrices.get(attendeeId) ?? 0),
          amount_refunded: money(ticketRefunds?.get(attendeeId) ?? 0),
        }
      : {};
  return {
    short_id: order.shortId,
    public_id: order.publicId,
    status: order.status,
    payment_status: order.paymentStatus,
    refund_status: order.refundStatus,
    payment_provider: order.paymentProvider,
    currency,
    first_name: order.firstName,
    last_name: order.lastName,
    email: order.email,
    total_before_additions: money(order.totalBeforeAdditions),
    total_tax: money(order.totalTax),
    total_fee: money(order.totalFee),
    total_gross: money(order.totalGross),
    total_refunded: money(order.totalRefunded),
    is_free_order: order.totalGross === 0,
    taxes_and_fees_rollup: rollupOf(order.taxesAndFeesRollup, currency),
    promo_code: order.promoCode,
    latest_invoice: rows.latestInvoice ?? null,
    created_at: order.createdAt.toISOString(),
    order_items: rows.items.map(
      (item): OrderItem => ({
        ...extras.item?.(item),
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
      }),
    ),
    attendees: rows.attendees.map(
      (attendee): Attendee => ({
        ...attendeeWireOf(attendee),
        product: { id: attendee.productId, title: attendee.productTitle },
        ...moneyOfTicket(attendee.id),
        ...extras.attendee?.(attendee),
      }),
    ),
  } satisfies Order;
}
