import type { OrderPaymentStatus, OrderStatus } from "@varco/domain";
import { eq } from "drizzle-orm";
import { attendees, events, orderItems, orders } from "../../db/schema";
import { randomText } from "../../db/shortId";
import type { TestApp } from "../../test/testApp";
import { insertCategory, insertProduct, liveEvent } from "../storefront/testFixtures";
import { newTicketSecret } from "./ticketCode";

const lower = "abcdefghijklmnopqrstuvwxyz0123456789";
const upper = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A live event in Rome (its venue set) selling "Stalls" at 25.00 with a tier "Front row", written
 * with Drizzle: the tickets tests start where a checkout ends.
 */
export async function ticketedEvent(api: TestApp, title = "Aida in the Park") {
  const fixture = await liveEvent(api, title);
  const startDate = new Date("2031-07-14T18:30:00Z");
  const endDate = new Date("2031-07-14T21:00:00Z");
  await api.db
    .update(events)
    .set({
      startDate,
      endDate,
      locationDetails: {
        venue_name: "Arena di Verona",
        address_line_1: "Piazza Bra 1",
        city: "Verona",
        zip_or_postal_code: "37121",
        country: "IT",
      },
    })
    .where(eq(events.id, fixture.event.id));
  const category = await insertCategory(api, fixture.event.id);
  const { product, prices } = await insertProduct(api, {
    eventId: fixture.event.id,
    categoryId: category.id,
    title: "Stalls",
    priceType: "TIERED",
    prices: [{ price: 2500, label: "Front row" }],
  });
  const price = prices[0];
  if (!price) throw new Error("no price");
  return { ...fixture, startDate, endDate, product, price };
}

export type TicketedEvent = Awaited<ReturnType<typeof ticketedEvent>>;

export interface OrderFixture {
  status?: OrderStatus;
  paymentStatus?: OrderPaymentStatus | null;
  locale?: string;
  buyer?: { firstName: string; lastName: string; email: string };
  holders?: {
    firstName: string;
    lastName: string;
    email: string;
    status?: "ACTIVE" | "CANCELLED" | "AWAITING_PAYMENT";
  }[];
  promoCode?: string | null;
  /** One unit, minor units (25.00 unless given). */
  price?: number;
  tax?: number;
  fee?: number;
}

/** An order of `holders.length` units of the event's Stalls, with its attendees. */
export async function insertOrder(api: TestApp, event: TicketedEvent, fixture: OrderFixture = {}) {
  const buyer = fixture.buyer ?? { firstName: "Maria", lastName: "Rossi", email: "maria@example.com" };
  const holders = fixture.holders ?? [{ ...buyer }];
  const price = fixture.price ?? 2500;
  const tax = fixture.tax ?? 0;
  const fee = fixture.fee ?? 0;
  const quantity = holders.length;
  const rollup = {
    taxes: tax ? [{ name: "IVA", rate: 22, type: "PERCENTAGE", value: tax * quantity }] : [],
    fees: fee ? [{ name: "Booking fee", rate: 1.5, type: "FIXED", value: fee * quantity }] : [],
  };
  const [order] = await api.db
    .insert(orders)
    .values({
      eventId: event.event.id,
      shortId: `o_${randomText(lower, 13)}`,
      publicId: `O-${randomText(upper, 7)}`,
      status: fixture.status ?? "COMPLETED",
      paymentStatus: fixture.paymentStatus === undefined ? "PAYMENT_RECEIVED" : fixture.paymentStatus,
      paymentProvider: fixture.status === "AWAITING_OFFLINE_PAYMENT" ? "OFFLINE" : "STRIPE",
      currency: "EUR",
      locale: fixture.locale ?? "en",
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: buyer.email,
      promoCode: fixture.promoCode ?? null,
      totalBeforeAdditions: price * quantity,
      totalTax: tax * quantity,
      totalFee: fee * quantity,
      totalGross: (price + tax + fee) * quantity,
      taxesAndFeesRollup: rollup,
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  await api.db.insert(orderItems).values({
    orderId: order.id,
    productId: event.product.id,
    productPriceId: event.price.id,
    itemName: "Stalls - Front row",
    productType: "TICKET",
    quantity,
    price,
    priceBeforeDiscount: fixture.promoCode ? price + 500 : null,
    totalBeforeAdditions: price * quantity,
    totalTax: tax * quantity,
    totalServiceFee: fee * quantity,
    totalGross: (price + tax + fee) * quantity,
    taxesAndFeesRollup: rollup,
  });
  const attendeeRows = await api.db
    .insert(attendees)
    .values(
      holders.map((holder) => ({
        orderId: order.id,
        eventId: event.event.id,
        productId: event.product.id,
        productPriceId: event.price.id,
        shortId: `a_${randomText(lower, 13)}`,
        publicId: `A-${randomText(upper, 7)}`,
        ticketSecret: newTicketSecret(),
        status: holder.status ?? "ACTIVE",
        firstName: holder.firstName,
        lastName: holder.lastName,
        email: holder.email,
        locale: fixture.locale ?? "en",
      })),
    )
    .returning();
  return { order, attendees: attendeeRows };
}
