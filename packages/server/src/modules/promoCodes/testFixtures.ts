import { randomUUID } from "node:crypto";
import type { OrderStatus } from "@varco/domain";
import { orderItems, orders, promoCodes } from "../../db/schema";
import type { TestApp } from "../../test/testApp";

/** A promo code row written with Drizzle (discount as stored: minor units or hundredths of a percent). */
export async function insertPromoCode(
  api: TestApp,
  values: Partial<typeof promoCodes.$inferInsert> & { eventId: number; code: string },
) {
  const [row] = await api.db
    .insert(promoCodes)
    .values({ discountType: "NONE", discount: 0, ...values })
    .returning();
  if (!row) throw new Error("promo code insert returned nothing");
  return row;
}

/**
 * An order that used a code, written directly (the checkout is another module): `quantity` units
 * of one price, in the given status; a RESERVED order holds them until `reservedUntil`.
 */
export async function insertOrderWithCode(
  api: TestApp,
  {
    eventId,
    promoCodeId,
    status,
    reservedUntil = null,
    productId,
    priceId,
    quantity = 1,
  }: {
    eventId: number;
    promoCodeId: number;
    status: OrderStatus;
    reservedUntil?: Date | null;
    productId: number;
    priceId: number;
    quantity?: number;
  },
) {
  const [order] = await api.db
    .insert(orders)
    .values({
      eventId,
      shortId: `o_${randomUUID().slice(0, 12)}`,
      publicId: `O-${randomUUID().slice(0, 7).toUpperCase()}`,
      status,
      currency: "EUR",
      locale: "it",
      promoCodeId,
      reservedUntil,
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  await api.db.insert(orderItems).values({
    orderId: order.id,
    productId,
    productPriceId: priceId,
    itemName: "Ticket",
    productType: "TICKET",
    quantity,
    price: 1000,
    totalBeforeAdditions: 1000 * quantity,
    totalGross: 1000 * quantity,
  });
  return order;
}
