import {
  type Order,
  orderPaymentStatuses,
  orderRefundStatuses,
  orderStatuses,
  type Paginated,
} from "@varco/domain";
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/connect";
import {
  attendees,
  events,
  orderItems,
  orderRefunds,
  orders,
  products,
  questionAnswers,
  questions,
} from "../../db/schema";
import { selectPage } from "../../db/selectPage";
import { HttpError } from "../../http/httpError";
import { type AppliedFilter, defineList, type ListQuery, pageOf } from "../../http/listQuery";
import type { Caller } from "../auth/caller";
import { findEvent } from "../events/service";
import { findOrganizer } from "../organizers/service";
import { type AttendeeRow, type OrderItemRow, type OrderRow, orderResource } from "./orderResource";

const datetimeOperators = ["eq", "ne", "lt", "lte", "gt", "gte"] as const;

/** The orders an organiser manages: reservations still in checkout and abandoned ones are not orders yet. */
const managedStatuses = notInArray(orders.status, ["RESERVED", "ABANDONED"]);

/** Orders holding a product (eq) or one of several (in), whatever their price: an `exists` over their items. */
function holdingProduct({ operator, value }: AppliedFilter): SQL {
  const ids = (Array.isArray(value) ? value : [value]).map(Number);
  const held = sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}
    and ${orderItems.productId} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
  return operator === "ne" ? sql`not ${held}` : held;
}

/** Orders that used a code (eq, in) or not (ne), compared as codes are stored: trimmed, lower-case. */
function usingPromoCode({ operator, value }: AppliedFilter): SQL {
  if (value === null) return operator === "eq" ? isNull(orders.promoCode) : isNotNull(orders.promoCode);
  const codes = (Array.isArray(value) ? value : [value]).map((code) => String(code).trim().toLowerCase());
  const used = inArray(orders.promoCode, codes);
  return operator === "ne" ? sql`(${orders.promoCode} is null or not ${used})` : used;
}

/**
 * `GET events/{e}/orders` and `GET organizers/{id}/orders`: Hi.Events' sorts and filters for
 * orders, plus the product an order holds and its promo code; newest first; `query` over the
 * order number, the buyer's name and email.
 */
export const orderList = defineList({
  sorts: {
    created_at: { column: orders.createdAt, labels: { asc: "Oldest first", desc: "Newest first" } },
    first_name: { column: orders.firstName, labels: { asc: "First name A–Z", desc: "First name Z–A" } },
    last_name: { column: orders.lastName, labels: { asc: "Last name A–Z", desc: "Last name Z–A" } },
    email: { column: orders.email, labels: { asc: "Email A–Z", desc: "Email Z–A" } },
    total_gross: {
      column: orders.totalGross,
      labels: { asc: "Lowest total first", desc: "Highest total first" },
    },
    public_id: { column: orders.publicId, labels: { asc: "Order number A–Z", desc: "Order number Z–A" } },
  },
  defaultSort: "created_at",
  defaultSortDirection: "desc",
  tiebreaker: orders.id,
  filters: {
    status: {
      column: orders.status,
      type: { kind: "enum", values: orderStatuses },
      operators: ["eq", "ne", "in"],
    },
    payment_status: {
      column: orders.paymentStatus,
      type: { kind: "enum", values: orderPaymentStatuses },
      operators: ["eq", "ne", "in"],
    },
    refund_status: {
      column: orders.refundStatus,
      type: { kind: "enum", values: orderRefundStatuses },
      operators: ["eq", "ne", "in"],
    },
    created_at: { column: orders.createdAt, type: { kind: "datetime" }, operators: datetimeOperators },
    product_id: {
      column: orderItems.productId,
      type: { kind: "integer" },
      operators: ["eq", "ne", "in"],
      condition: holdingProduct,
    },
    promo_code: {
      column: orders.promoCode,
      type: { kind: "text" },
      operators: ["eq", "ne", "in"],
      condition: usingPromoCode,
    },
    promo_code_id: { column: orders.promoCodeId, type: { kind: "integer" }, operators: ["eq", "ne", "in"] },
    first_name: { column: orders.firstName, type: { kind: "text" }, operators: ["eq", "ne", "like"] },
    last_name: { column: orders.lastName, type: { kind: "text" }, operators: ["eq", "ne", "like"] },
    email: { column: orders.email, type: { kind: "text" }, operators: ["eq", "ne", "like"] },
    public_id: { column: orders.publicId, type: { kind: "text" }, operators: ["eq", "ne", "like", "in"] },
    currency: { column: orders.currency, type: { kind: "text" }, operators: ["eq", "ne", "in"] },
    event_id: { column: orders.eventId, type: { kind: "integer" }, operators: ["eq", "ne", "in"] },
  },
  search: [
    orders.publicId,
    sql`${orders.firstName} || ' ' || ${orders.lastName}`,
    orders.lastName,
    orders.email,
  ],
});

/** The items and attendees of several orders: two queries, whatever the number of orders. */
async function partsOf(db: Executor, rows: readonly OrderRow[]) {
  const ids = rows.map((row) => row.id);
  const items = new Map<number, OrderItemRow[]>();
  const people = new Map<number, AttendeeRow[]>();
  if (ids.length > 0) {
    // One after another: `db` may be a transaction, whose queries share one connection.
    const itemRows = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id));
    for (const item of itemRows) items.set(item.orderId, [...(items.get(item.orderId) ?? []), item]);
    const attendeeRows = await db
      .select({ attendee: attendees, productTitle: products.title })
      .from(attendees)
      .innerJoin(products, eq(products.id, attendees.productId))
      .where(and(inArray(attendees.orderId, ids), isNull(attendees.deletedAt)))
      .orderBy(asc(attendees.id));
    for (const { attendee, productTitle } of attendeeRows)
      people.set(attendee.orderId, [...(people.get(attendee.orderId) ?? []), { ...attendee, productTitle }]);
  }
  return rows.map((order) => ({
    order,
    items: items.get(order.id) ?? [],
    attendees: people.get(order.id) ?? [],
  }));
}

async function pageOfOrders(db: Executor, list: ListQuery, scope: SQL, url: URL): Promise<Paginated<Order>> {
  const { rows, total } = await selectPage(db, orders, list, and(scope, managedStatuses));
  const parts = await partsOf(db, rows);
  return pageOf(orderList, list, { rows: parts.map(orderResource), total, url });
}

/** `GET events/{e}/orders`: one page of the event's orders, each with its items and attendees. */
export async function listEventOrders(
  caller: Caller,
  eventId: number,
  list: ListQuery,
  url: URL,
): Promise<Paginated<Order>> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  return pageOfOrders(caller.db, list, eq(orders.eventId, event.id), url);
}

/** `GET organizers/{id}/orders`: the orders of every live event of the organiser. */
export async function listOrganizerOrders(
  caller: Caller,
  organizerId: number,
  list: ListQuery,
  url: URL,
): Promise<Paginated<Order>> {
  const organizer = await findOrganizer(caller.db, caller.accountId, organizerId);
  const ofOrganizer = sql`${orders.eventId} in (select ${events.id} from ${events}
    where ${events.organizerId} = ${organizer.id} and ${events.accountId} = ${caller.accountId}
    and ${events.deletedAt} is null)`;
  return pageOfOrders(caller.db, list, ofOrganizer, url);
}

/** One of the event's managed orders, or 404 (another event's, another account's, a reservation). */
export async function findOrder(db: Executor, eventId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.eventId, eventId), managedStatuses));
  if (!row) throw HttpError.notFound("Order not found");
  return row;
}

/** An order's full resource: items, attendees, answers, payment, refunds and history (five queries). */
export async function orderDetail(db: Executor, order: OrderRow): Promise<Order> {
  const [parts] = await partsOf(db, [order]);
  const holder = alias(attendees, "holder");
  const answerRows = await db
    .select({
      answer: questionAnswers,
      question: questions,
      productTitle: products.title,
      holder: { firstName: holder.firstName, lastName: holder.lastName, publicId: holder.publicId },
    })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
    .leftJoin(products, eq(products.id, questionAnswers.productId))
    .leftJoin(holder, eq(holder.id, questionAnswers.attendeeId))
    .where(and(eq(questionAnswers.orderId, order.id), isNull(questionAnswers.deletedAt)))
    .orderBy(asc(questions.sortOrder), asc(questionAnswers.id));
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id))
    .orderBy(asc(orderRefunds.id));
  return orderResource({
    ...(parts ?? { order, items: [], attendees: [] }),
    detail: {
      answers: answerRows.map(({ answer, question, productTitle, holder: person }) => ({
        ...answer,
        question,
        productTitle,
        attendee: person?.publicId ? person : null,
      })),
      refunds,
    },
  });
}

/** `GET events/{e}/orders/{id}`. */
export async function getOrder(caller: Caller, eventId: number, orderId: number): Promise<Order> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  return orderDetail(caller.db, await findOrder(caller.db, event.id, orderId));
}
