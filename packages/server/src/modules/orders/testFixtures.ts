import { randomBytes } from "node:crypto";
import type { OrderPaymentStatus, OrderStatus } from "@varco/domain";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { attendees, orderItems, orders, productPrices } from "../../db/schema";
import { randomText } from "../../db/shortId";
import { bearer, jsonBody } from "../../test/accounts";
import type { StripeStandIn } from "../../test/stripeStandIn";
import type { TestApp } from "../../test/testApp";
import { consumeOrderStock, lockEventStock, returnUnits } from "../sales/stock";
import { insertCategory, insertProduct } from "../storefront/testFixtures";
import { ticketedEvent } from "../tickets/testFixtures";
import { newTicketSecret } from "../tickets/ticketCode";

const lower = "abcdefghijklmnopqrstuvwxyz0123456789";
const upper = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A live event selling Stalls (25.00, 10 places) and a printed Programme (5.00, 20 copies, no
 * attendee), written with Drizzle: the orders tests start where a checkout ends.
 */
export async function salesEvent(api: TestApp, title = "Aida in the Park") {
  const fixture = await ticketedEvent(api, title);
  await api.db
    .update(productPrices)
    .set({ initialQuantityAvailable: 10 })
    .where(eq(productPrices.id, fixture.price.id));
  const category = await insertCategory(api, fixture.event.id, { name: "Extras" });
  const programme = await insertProduct(api, {
    eventId: fixture.event.id,
    categoryId: category.id,
    title: "Programme",
    productType: "GENERAL",
    prices: [{ price: 500, initialQuantityAvailable: 20 }],
  });
  const programmePrice = programme.prices[0];
  if (!programmePrice) throw new Error("no programme price");
  return { ...fixture, programme: programme.product, programmePrice };
}

export type SalesEvent = Awaited<ReturnType<typeof salesEvent>>;

export interface SaleFixture {
  status?: Extract<OrderStatus, "COMPLETED" | "AWAITING_OFFLINE_PAYMENT" | "RESERVED" | "CANCELLED">;
  paymentStatus?: OrderPaymentStatus;
  provider?: "STRIPE" | "OFFLINE";
  tickets?: number;
  programmes?: number;
  buyer?: { firstName: string; lastName: string; email: string };
  locale?: string;
  promoCode?: string | null;
  stripePaymentIntentId?: string | null;
  createdAt?: Date;
}

/**
 * An order that sold its units as a checkout does (`consumeOrderStock`): `tickets` Stalls, each
 * with its attendee, and `programmes` Programmes. Completed and paid by card unless told.
 */
export async function soldOrder(api: TestApp, event: SalesEvent, fixture: SaleFixture = {}) {
  const status = fixture.status ?? "COMPLETED";
  const tickets = fixture.tickets ?? 2;
  const programmes = fixture.programmes ?? 0;
  const buyer = fixture.buyer ?? { firstName: "Maria", lastName: "Rossi", email: "maria@example.com" };
  const awaiting = status === "AWAITING_OFFLINE_PAYMENT";
  const provider = fixture.provider ?? (awaiting ? "OFFLINE" : "STRIPE");
  const total = tickets * 2500 + programmes * 500;
  const [order] = await api.db
    .insert(orders)
    .values({
      eventId: event.event.id,
      shortId: `o_${randomText(lower, 13)}`,
      publicId: `O-${randomText(upper, 7)}`,
      status,
      paymentStatus: fixture.paymentStatus ?? (awaiting ? "AWAITING_OFFLINE_PAYMENT" : "PAYMENT_RECEIVED"),
      paymentProvider: provider,
      currency: "EUR",
      locale: fixture.locale ?? "en",
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: buyer.email,
      promoCode: fixture.promoCode ?? null,
      totalBeforeAdditions: total,
      totalGross: total,
      completedAt: status === "COMPLETED" ? (fixture.createdAt ?? new Date()) : null,
      reservedUntil: status === "RESERVED" ? new Date(Date.now() + 10 * 60_000) : null,
      stripePaymentIntentId:
        fixture.stripePaymentIntentId === undefined && provider === "STRIPE"
          ? `pi_${randomText(lower, 20)}`
          : (fixture.stripePaymentIntentId ?? null),
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  const items = [
    ...(tickets > 0
      ? [
          {
            orderId: order.id,
            productId: event.product.id,
            productPriceId: event.price.id,
            itemName: "Stalls - Front row",
            productType: "TICKET" as const,
            quantity: tickets,
            price: 2500,
            totalBeforeAdditions: 2500 * tickets,
            totalGross: 2500 * tickets,
          },
        ]
      : []),
    ...(programmes > 0
      ? [
          {
            orderId: order.id,
            productId: event.programme.id,
            productPriceId: event.programmePrice.id,
            itemName: "Programme",
            productType: "GENERAL" as const,
            quantity: programmes,
            price: 500,
            totalBeforeAdditions: 500 * programmes,
            totalGross: 500 * programmes,
          },
        ]
      : []),
  ];
  if (items.length > 0) await api.db.insert(orderItems).values(items);
  const attendeeRows =
    tickets === 0
      ? []
      : await api.db
          .insert(attendees)
          .values(
            Array.from({ length: tickets }, (_, index) => ({
              orderId: order.id,
              eventId: event.event.id,
              productId: event.product.id,
              productPriceId: event.price.id,
              shortId: `a_${randomText(lower, 13)}`,
              publicId: `A-${randomText(upper, 7)}`,
              ticketSecret: newTicketSecret(),
              status: awaiting ? ("AWAITING_PAYMENT" as const) : ("ACTIVE" as const),
              firstName: index === 0 ? buyer.firstName : `Guest${index}`,
              lastName: buyer.lastName,
              email: buyer.email,
              locale: fixture.locale ?? "en",
            })),
          )
          .returning();
  if (status === "COMPLETED" || awaiting) await api.db.transaction((tx) => consumeOrderStock(tx, order.id));
  return { order, attendees: attendeeRows };
}

/** `quantity_sold` of a price now. */
export async function sold(api: TestApp, priceId: number): Promise<number> {
  const [row] = await api.db
    .select({ sold: productPrices.quantitySold })
    .from(productPrices)
    .where(eq(productPrices.id, priceId));
  return row?.sold ?? 0;
}

/** An organiser's request with a JSON body. */
export function postAs(token: string, body: unknown = {}): RequestInit {
  const json = jsonBody(body);
  return { ...json, headers: { ...(json.headers as Record<string, string>), ...bearer(token).headers } };
}

export function getAs(token: string): RequestInit {
  return bearer(token);
}

/** Cancels one attendee as the attendees module does: its own unit back, under the stock lock. */
export async function cancelAttendeeDirectly(api: TestApp, attendeeId: number, priceId: number) {
  const [row] = await api.db.select().from(attendees).where(eq(attendees.id, attendeeId));
  if (!row) throw new Error("no attendee");
  await api.db.transaction(async (tx) => {
    await lockEventStock(tx, row.eventId);
    await tx.update(attendees).set({ status: "CANCELLED" }).where(eq(attendees.id, attendeeId));
    await returnUnits(tx, [{ priceId, units: 1 }]);
  });
}

/** Card payments set up for a test file, Stripe's API at the stand-in once it listens (`STRIPE_API_URL`). */
export function cardPaymentEnv(): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_varco123456",
    STRIPE_WEBHOOK_SECRET: "whsec_varcoTestSecret123",
    APP_CARD_PAYMENT_PUBLISHABLE_KEY: "pk_test_varco123456",
  };
}

/** An order paid by card: its PaymentIntent succeeded at the stand-in. */
export async function cardOrder(
  api: TestApp,
  stripe: StripeStandIn,
  event: SalesEvent,
  fixture: SaleFixture = {},
) {
  const sale = await soldOrder(api, event, fixture);
  const id = sale.order.stripePaymentIntentId ?? "";
  stripe.intents.set(id, {
    id,
    object: "payment_intent",
    amount: sale.order.totalGross,
    amount_received: sale.order.totalGross,
    currency: "eur",
    status: "succeeded",
    client_secret: `${id}_secret`,
    metadata: { order_id: String(sale.order.id) },
    automatic_payment_methods: { enabled: true },
  });
  return sale;
}

/** Stripe's webhook telling, as a new event, that `refund` is now `status`: the webhook's answer. */
export async function stripeRefundUpdate(
  api: TestApp,
  env: Record<string, string>,
  refund: object,
  status: string,
): Promise<Response> {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(10).toString("hex")}`,
    object: "event",
    type: "refund.updated",
    api_version: "2025-01-27.acacia",
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...refund, status } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: env.STRIPE_WEBHOOK_SECRET ?? "",
  });
  return api.request("/api/public/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}
