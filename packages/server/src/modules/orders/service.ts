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
import {
  type AppliedFilter,
  alphabeticalSort,
  createdSort,
  datetimeFilter,
  defineList,
  enumFilter,
  idFilter,
  type ListQuery,
  pageOf,
  textFilter,
} from "../../http/listQuery";
import type { Caller } from "../auth/caller";
import { eventPage } from "../events/eventPage";
import { findEvent } from "../events/service";
import { creditNotesOf, latestInvoicesOf } from "../invoices/issue";
import { findOrganizer } from "../organizers/service";
import { ticketRefundsOf } from "../sales/ticketRefunds";
import { type AttendeeRow, type OrderItemRow, type OrderRow, orderResource } from "./orderResource";

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
    created_at: createdSort(orders.createdAt),
    first_name: alphabeticalSort(orders.firstName, "First name"),
    last_name: alphabeticalSort(orders.lastName, "Last name"),
    email: alphabeticalSort(orders.email, "Email"),
    total_gross: {
      column: orders.totalGross,
      labels: { asc: "Lowest total first", desc: "Highest total first" },
    },
    public_id: alphabeticalSort(orders.publicId, "Order number"),
  },
  defaultSort: "created_at",
  defaultSortDirection: "desc",
  tiebreaker: orders.id,
  filters: {
    status: enumFilter(orders.status, orderStatuses),
    payment_status: enumFilter(orders.paymentStatus, orderPaymentStatuses),
    refund_status: enumFilter(orders.refundStatus, orderRefundStatuses),
    created_at: datetimeFilter(orders.createdAt),
    product_id: { ...idFilter(orderItems.productId), condition: holdingProduct },
    promo_code: { ...textFilter(orders.promoCode, ["eq", "ne", "in"]), condition: usingPromoCode },
    promo_code_id: idFilter(orders.promoCodeId),
    first_name: textFilter(orders.firstName, ["eq", "ne", "like"]),
    last_name: textFilter(orders.lastName, ["eq", "ne", "like"]),
    email: textFilter(orders.email, ["eq", "ne", "like"]),
    public_id: textFilter(orders.publicId, ["eq", "ne", "like", "in"]),
    currency: textFilter(orders.currency, ["eq", "ne", "in"]),
    event_id: idFilter(orders.eventId),
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
  const invoicesByOrder = await latestInvoicesOf(db, ids);
  return rows.map((order) => ({
    order,
    items: items.get(order.id) ?? [],
    attendees: people.get(order.id) ?? [],
    latestInvoice: invoicesByOrder.get(order.id) ?? null,
  }));
}

/** One page of the managed orders in `scope`, each with its items and attendees. */
async function ordersPage(
  db: Executor,
  list: ListQuery,
  scope: SQL,
): Promise<{ rows: Order[]; total: number }> {
  const { rows, total } = await selectPage(db, orders, list, and(scope, managedStatuses));
  const parts = await partsOf(db, rows);
  return { rows: parts.map(orderResource), total };
}

/** `GET events/{e}/orders`: one page of the event's orders, each with its items and attendees. */
export function listEventOrders(caller: Caller, eventId: number, list: ListQuery, url: URL) {
  return eventPage(caller, eventId, { definition: orderList, list, url }, (event) =>
    ordersPage(caller.db, list, eq(orders.eventId, event.id)),
  );
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
  return pageOf(orderList, list, { ...(await ordersPage(caller.db, list, ofOrganizer)), url });
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

/** An order's full resource: items, attendees, answers, payment, refunds, each ticket's refunds and history (six queries). */
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
  const ticketRefunds = await ticketRefundsOf(db, order.id);
  const creditNotes = await creditNotesOf(db, order.id);
  return orderResource({
    ...(parts ?? { order, items: [], attendees: [] }),
    ticketRefunds,
    detail: {
      answers: answerRows.map(({ answer, question, productTitle, holder: person }) => ({
        ...answer,
        question,
        productTitle,
        attendee: person?.publicId ? person : null,
      })),
      refunds,
      creditNotes,
    },
  });
}

/** `GET events/{e}/orders/{id}`. */
export async function getOrder(caller: Caller, eventId: number, orderId: number): Promise<Order> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  return orderDetail(caller.db, await findOrder(caller.db, event.id, orderId));
}
