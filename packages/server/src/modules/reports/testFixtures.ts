import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  attendees,
  orderItems,
  orders,
  productCategories,
  productPrices,
  products,
  promoCodes,
  questionAnswers,
  questions,
} from "../../db/schema";
import type { TestApp } from "../../test/testApp";
import { newAttendeePublicId, newAttendeeShortId } from "../checkout/complete";
import { newOrderPublicId, newOrderShortId } from "../checkout/reserve";

/**
 * Sales written straight into the tables (as checkout leaves them), so the reports tests state
 * every amount by hand. Money in minor units.
 */

type OrderStatus = (typeof orders.$inferInsert)["status"];

export async function insertProduct(
  api: TestApp,
  eventId: number,
  {
    title,
    price,
    productType = "TICKET",
    sortOrder = 0,
  }: {
    title: string;
    price: number;
    productType?: "TICKET" | "GENERAL";
    sortOrder?: number;
  },
) {
  const [category] = await api.db
    .select()
    .from(productCategories)
    .where(eq(productCategories.eventId, eventId))
    .limit(1);
  const categoryId =
    category?.id ??
    (await api.db.insert(productCategories).values({ eventId, name: "Tickets" }).returning())[0]?.id;
  if (!categoryId) throw new Error("no category");
  const [product] = await api.db
    .insert(products)
    .values({ eventId, productCategoryId: categoryId, title, priceType: "PAID", productType, sortOrder })
    .returning();
  if (!product) throw new Error("product insert returned nothing");
  const [priceRow] = await api.db.insert(productPrices).values({ productId: product.id, price }).returning();
  if (!priceRow) throw new Error("price insert returned nothing");
  return { product, price: priceRow };
}

export async function insertPromoCode(api: TestApp, values: typeof promoCodes.$inferInsert) {
  const [row] = await api.db.insert(promoCodes).values(values).returning();
  if (!row) throw new Error("promo code insert returned nothing");
  return row;
}

export async function insertQuestion(api: TestApp, values: typeof questions.$inferInsert) {
  const [row] = await api.db.insert(questions).values(values).returning();
  if (!row) throw new Error("question insert returned nothing");
  return row;
}

export interface ItemSpec {
  product: {
    product: { id: number; title: string; productType: "TICKET" | "GENERAL" };
    price: { id: number };
  };
  quantity: number;
  /** One unit as charged (after the code). */
  unit: number;
  /** One unit before the code, when the code took something off. */
  before?: number;
  tax?: number;
  fee?: number;
}

export interface OrderSpec {
  eventId: number;
  createdAt: string;
  status: OrderStatus;
  items: ItemSpec[];
  currency?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  promo?: { id: number; code: string };
  refunded?: number;
  paymentStatus?: (typeof orders.$inferInsert)["paymentStatus"];
  rollup?: unknown;
  /** Attendees per TICKET unit get this status (first ones `cancelledAttendees` CANCELLED). */
  attendeeStatus?: "ACTIVE" | "AWAITING_PAYMENT" | "CANCELLED";
  cancelledAttendees?: number;
  /** Answers to order questions: question id → answer. */
  orderAnswers?: Record<number, unknown>;
  /** Answers of every attendee: question id → answer. */
  attendeeAnswers?: Record<number, unknown>;
}

/** One order with its items, its attendees (one per ticket unit) and answers; returns its rows. */
export async function insertOrder(api: TestApp, spec: OrderSpec) {
  const lines = spec.items.map((item) => {
    const beforeAdditions = item.unit * item.quantity;
    const tax = item.tax ?? 0;
    const fee = item.fee ?? 0;
    return { item, beforeAdditions, tax, fee, gross: beforeAdditions + tax + fee };
  });
  const sum = (pick: (line: (typeof lines)[number]) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const createdAt = new Date(spec.createdAt);
  const [order] = await api.db
    .insert(orders)
    .values({
      eventId: spec.eventId,
      shortId: newOrderShortId(),
      publicId: newOrderPublicId(),
      status: spec.status,
      paymentStatus: spec.paymentStatus ?? (spec.status === "COMPLETED" ? "PAYMENT_RECEIVED" : null),
      refundStatus: spec.refunded ? "PARTIALLY_REFUNDED" : null,
      paymentProvider: "STRIPE",
      currency: spec.currency ?? "EUR",
      locale: "it",
      firstName: spec.firstName ?? "Anna",
      lastName: spec.lastName ?? "Rossi",
      email: spec.email ?? `buyer-${randomBytes(4).toString("hex")}@example.test`,
      promoCodeId: spec.promo?.id ?? null,
      promoCode: spec.promo?.code ?? null,
      totalBeforeAdditions: sum((line) => line.beforeAdditions),
      totalTax: sum((line) => line.tax),
      totalFee: sum((line) => line.fee),
      totalGross: sum((line) => line.gross),
      totalRefunded: spec.refunded ?? 0,
      taxesAndFeesRollup: spec.rollup ?? null,
      completedAt: spec.status === "COMPLETED" ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  await api.db.insert(orderItems).values(
    lines.map(({ item, beforeAdditions, tax, fee, gross }) => ({
      orderId: order.id,
      productId: item.product.product.id,
      productPriceId: item.product.price.id,
      itemName: item.product.product.title,
      productType: item.product.product.productType,
      quantity: item.quantity,
      price: item.unit,
      priceBeforeDiscount: item.before ?? null,
      totalBeforeAdditions: beforeAdditions,
      totalTax: tax,
      totalServiceFee: fee,
      totalGross: gross,
      createdAt,
    })),
  );
  const people: (typeof attendees.$inferInsert)[] = [];
  let cancelled = spec.cancelledAttendees ?? 0;
  for (const { item } of lines) {
    if (item.product.product.productType !== "TICKET") continue;
    for (let unit = 0; unit < item.quantity; unit++) {
      const status = cancelled > 0 ? "CANCELLED" : (spec.attendeeStatus ?? "ACTIVE");
      cancelled--;
      people.push({
        orderId: order.id,
        eventId: spec.eventId,
        productId: item.product.product.id,
        productPriceId: item.product.price.id,
        shortId: newAttendeeShortId(),
        publicId: newAttendeePublicId(),
        ticketSecret: randomBytes(16).toString("hex"),
        status,
        firstName: spec.firstName ?? "Anna",
        lastName: `${spec.lastName ?? "Rossi"} ${people.length + 1}`,
        email: order.email ?? "",
        locale: "it",
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  const attendeeRows = people.length > 0 ? await api.db.insert(attendees).values(people).returning() : [];
  const answers: (typeof questionAnswers.$inferInsert)[] = [];
  for (const [questionId, answer] of Object.entries(spec.orderAnswers ?? {})) {
    answers.push({ questionId: Number(questionId), orderId: order.id, answer });
  }
  for (const attendee of attendeeRows) {
    for (const [questionId, answer] of Object.entries(spec.attendeeAnswers ?? {})) {
      answers.push({
        questionId: Number(questionId),
        orderId: order.id,
        attendeeId: attendee.id,
        productId: attendee.productId,
        answer,
      });
    }
  }
  if (answers.length > 0) await api.db.insert(questionAnswers).values(answers);
  return { order, attendees: attendeeRows };
}
