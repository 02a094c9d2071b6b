import type { PublicTicket } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { attendees, events, orders, productPrices, products } from "../../db/schema";
import { publicEventsWithRelations } from "../events/loaders";
import { taxesAndFeesCharged } from "../products/catalogueReads";
import { unitCostOf } from "../products/productPricing";
import { attendeeWireOf } from "../sales/orderWire";
import { taxAndFeeResource } from "../taxesAndFees/taxAndFeeResource";
import { ticketCodesOf } from "./ticketResource";

/**
 * `GET public/events/{eventId}/attendees/{attendeeShortId}`: one ticket as its holder reads it.
 * The short id is the capability: whoever has the ticket's link sees this ticket, and nothing of
 * the order that would open the others' (not its short id: that is the buyer's link).
 * Undefined (404) for an unknown short id, one of another event, or a deleted event or order.
 * The event is shown whatever its status now: a ticket bought stays readable.
 */
export async function publicTicket(
  db: Database,
  eventId: number,
  attendeeShortId: string,
  view: { appUrl: string; now: Date },
): Promise<PublicTicket | undefined> {
  const [found] = await db
    .select({ attendee: attendees, order: orders, event: events, product: products, price: productPrices })
    .from(attendees)
    .innerJoin(orders, and(eq(orders.id, attendees.orderId), isNull(orders.deletedAt)))
    .innerJoin(events, and(eq(events.id, attendees.eventId), isNull(events.deletedAt)))
    .innerJoin(products, eq(products.id, attendees.productId))
    .innerJoin(productPrices, eq(productPrices.id, attendees.productPriceId))
    .where(
      and(
        eq(attendees.shortId, attendeeShortId),
        eq(attendees.eventId, eventId),
        eq(orders.eventId, eventId),
        isNull(attendees.deletedAt),
      ),
    );
  if (!found) return undefined;
  const { attendee, order, event, product, price } = found;
  const [codes, [publicEvent], charged] = await Promise.all([
    ticketCodesOf(db, order, [attendee]),
    publicEventsWithRelations(db, [event], { appUrl: view.appUrl, now: view.now }),
    taxesAndFeesCharged(db, [product.id]),
  ]);
  const code = codes.get(attendee.id);
  const taxes = charged.map((row) => taxAndFeeResource(row.taxAndFee));
  return {
    ...attendeeWireOf(attendee),
    // Its price as the catalogue lists it, one unit with its taxes and fees: Hi.Events' ticket page
    // finds it in `prices` by the attendee's `product_price_id`.
    product: {
      id: product.id,
      title: product.title,
      product_type: product.productType,
      type: product.priceType,
      prices: [{ id: price.id, label: price.label, ...unitCostOf(product, price, taxes, event.currency) }],
    },
    product_price: { id: price.id, label: price.label },
    ...(code ?? {}),
    order: {
      public_id: order.publicId,
      status: order.status,
      payment_status: order.paymentStatus,
    },
    ...(publicEvent ? { event: publicEvent } : {}),
  };
}
