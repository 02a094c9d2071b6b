import {
  type Attendee,
  type AttendeeStatus,
  attendeeStatuses,
  canTransitionAttendee,
  type createAttendeeSchema,
  currencyMinorDigits,
  exactMinorUnits,
  type patchAttendeeSchema,
  type QuestionResponse,
  type Reason,
  type updateAttendeeSchema,
  validateAnswers,
} from "@varco/domain";
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordActivity } from "../../db/activity";
import type { Executor, Transaction } from "../../db/connect";
import {
  attendees,
  orderItems,
  orders,
  productPrices,
  products,
  questionAnswers,
  questions,
  taxesAndFees,
} from "../../db/schema";
import { type FieldRefusals, HttpError } from "../../http/httpError";
import {
  alphabeticalSort,
  createdSort,
  defineList,
  enumFilter,
  idFilter,
  type ListQuery,
  updatedSort,
} from "../../http/listQuery";
import type { Caller } from "../auth/caller";
import { checkInsOfAttendee } from "../checkIn/attendeeCheckIns";
import { newAttendeePublicId, newAttendeeShortId } from "../checkout/complete";
import { addCompletedOrderToStatistics } from "../checkout/fulfil";
import { newOrderPublicId, newOrderShortId } from "../checkout/reserve";
import { eventPage } from "../events/eventPage";
import { findEvent } from "../events/service";
import { issueOrderInvoice } from "../invoices/issue";
import { queueTicketCancelledNotices } from "../mail/orderNoticeMail";
import { loadQuestions } from "../questions/questionResource";
import { recordNewOrder } from "../sales/orderActivity";
import { lockEventStock, returnUnits, takeUnits } from "../sales/stock";
import { queueAttendeeTicketMail, queueOrderMails } from "../tickets/orderMails";
import { newTicketSecret } from "../tickets/ticketCode";
import { type AttendeeWithOrder, attendeeAnswerResource, attendeeResource } from "./attendeeResource";
import { unitsLeft } from "./attendeeStock";

type CreateBody = z.output<typeof createAttendeeSchema>;
type UpdateBody = z.output<typeof updateAttendeeSchema>;
type PatchBody = z.output<typeof patchAttendeeSchema>;

/**
 * The orders whose attendees organisers see: sold (COMPLETED), sold and awaiting an offline
 * payment, or cancelled. A reservation's attendees (RESERVED, ABANDONED) are nobody's yet.
 */
const visibleOrderStatuses = ["COMPLETED", "CANCELLED", "AWAITING_OFFLINE_PAYMENT"] as const;
/** Orders whose attendees hold units: cancelling one gives its unit back, re-activating takes one. */
const sellingOrderStatuses: readonly string[] = ["COMPLETED", "AWAITING_OFFLINE_PAYMENT"];

const fullName = sql<string>`${attendees.firstName} || ' ' || ${attendees.lastName}`;

/** `GET events/{e}/attendees`: newest first by default; searchable by name, email and ticket or order number. */
export const attendeeList = defineList({
  sorts: {
    created_at: createdSort(attendees.createdAt),
    updated_at: updatedSort(attendees.updatedAt),
    first_name: alphabeticalSort(attendees.firstName, "First name"),
    last_name: alphabeticalSort(attendees.lastName, "Last name"),
    email: alphabeticalSort(attendees.email, "Email"),
    ticket_name: alphabeticalSort(products.title, "Ticket"),
    status: alphabeticalSort(attendees.status, "Status"),
    public_id: alphabeticalSort(attendees.publicId, "Ticket number"),
  },
  defaultSort: "created_at",
  defaultSortDirection: "desc",
  tiebreaker: attendees.id,
  filters: {
    status: enumFilter(attendees.status, attendeeStatuses),
    product_id: idFilter(attendees.productId),
    product_price_id: idFilter(attendees.productPriceId),
    order_id: idFilter(attendees.orderId, ["eq", "in"]),
  },
  search: [
    fullName,
    attendees.lastName,
    attendees.firstName,
    attendees.email,
    attendees.publicId,
    orders.publicId,
  ],
});

const visibleAttendeesOf = (eventId: number): SQL =>
  and(
    eq(attendees.eventId, eventId),
    isNull(attendees.deletedAt),
    inArray(orders.status, [...visibleOrderStatuses]),
  ) as SQL;

/** The attendees with their order, product and price: one query, whatever the number of rows. */
function selectAttendees(db: Executor) {
  return db
    .select({
      attendee: attendees,
      order: orders,
      product: {
        id: products.id,
        title: products.title,
        priceType: products.priceType,
        productType: products.productType,
      },
      price: { id: productPrices.id, label: productPrices.label, price: productPrices.price },
    })
    .from(attendees)
    .innerJoin(orders, eq(orders.id, attendees.orderId))
    .innerJoin(products, eq(products.id, attendees.productId))
    .innerJoin(productPrices, eq(productPrices.id, attendees.productPriceId));
}

/** `GET events/{e}/attendees`: one page, each row with its product, price and order number. */
export function listAttendees(caller: Caller, eventId: number, list: ListQuery, url: URL) {
  return eventPage(caller, eventId, { definition: attendeeList, list, url }, async (event) => {
    const where = and(visibleAttendeesOf(event.id), list.where);
    const [counted] = await caller.db
      .select({ total: count() })
      .from(attendees)
      .innerJoin(orders, eq(orders.id, attendees.orderId))
      .innerJoin(products, eq(products.id, attendees.productId))
      .where(where);
    const rows = await selectAttendees(caller.db)
      .where(where)
      .orderBy(...list.orderBy)
      .limit(list.limit)
      .offset(list.offset);
    return { rows: rows.map(attendeeResource), total: counted?.total ?? 0 };
  });
}

/** One attendee the organiser may see, or 404 (another event's, another account's, a reservation's). */
async function findAttendee(db: Executor, eventId: number, attendeeId: number): Promise<AttendeeWithOrder> {
  const [row] = await selectAttendees(db).where(
    and(visibleAttendeesOf(eventId), eq(attendees.id, attendeeId)),
  );
  if (!row) throw HttpError.notFound();
  return row;
}

/** The attendee with its answers (the questions asked for its product) and its admissions at the door. */
async function detailOf(db: Executor, row: AttendeeWithOrder): Promise<Attendee> {
  const answers = await db
    .select({ answer: questionAnswers, question: questions, productTitle: products.title })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
    .leftJoin(products, eq(products.id, questionAnswers.productId))
    .where(eq(questionAnswers.attendeeId, row.attendee.id))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  return {
    ...attendeeResource(row),
    question_answers: answers.map((answer) => attendeeAnswerResource(answer, row.attendee)),
    check_ins: await checkInsOfAttendee(db, row.attendee.id),
  };
}

/** `GET events/{e}/attendees/{id}`. */
export async function getAttendee(caller: Caller, eventId: number, attendeeId: number): Promise<Attendee> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  return detailOf(caller.db, await findAttendee(caller.db, event.id, attendeeId));
}

function refuse(field: string, reason: Reason): never {
  throw HttpError.unprocessable({ [field]: [reason] });
}

/** `questions.2.response`, `…response.city` for a part of an address, the list for a missing one. */
function answerPath(index: number | null, part: string | undefined): string {
  if (index === null) return "questions";
  return `questions.${index}.response${part ? `.${part}` : ""}`;
}

/**
 * The attendee's answers replaced by `responses`, checked against the visible questions asked for
 * its product as the checkout checks them (docs/rules/questions.md): a 422 names each wrong answer.
 * Answers to hidden questions are kept as they are.
 */
async function replaceAnswers(
  tx: Transaction,
  row: AttendeeWithOrder,
  responses: readonly QuestionResponse[],
): Promise<void> {
  const asked = (await loadQuestions(tx, row.attendee.eventId, { visibleOnly: true })).filter(
    ({ row: question, productIds }) =>
      question.belongsTo === "PRODUCT" && productIds.includes(row.attendee.productId),
  );
  const checked = validateAnswers(
    asked.map(({ row: question }) => ({
      id: question.id,
      type: question.type,
      options: question.options,
      required: question.required,
      is_hidden: question.isHidden,
    })),
    responses,
  );
  if (checked.problems.length > 0) {
    const refusals: FieldRefusals = {};
    for (const problem of checked.problems) {
      const path = answerPath(problem.index, problem.part);
      refusals[path] = [...(refusals[path] ?? []), problem.problem];
    }
    throw HttpError.unprocessable(refusals);
  }
  const askedIds = asked.map(({ row: question }) => question.id);
  if (askedIds.length > 0) {
    await tx
      .delete(questionAnswers)
      .where(
        and(eq(questionAnswers.attendeeId, row.attendee.id), inArray(questionAnswers.questionId, askedIds)),
      );
  }
  if (checked.answers.length > 0) {
    await tx.insert(questionAnswers).values(
      checked.answers.map(({ questionId, answer }) => ({
        questionId,
        orderId: row.attendee.orderId,
        attendeeId: row.attendee.id,
        productId: row.attendee.productId,
        answer,
      })),
    );
  }
}

/**
 * `PUT events/{e}/attendees/{id}`: name, email, notes and, when `questions` is given, the answers.
 * The product and price stay what was sold: another one is a 422 on the field (cancel the attendee
 * and add one by hand instead, so units and the order's lines stay in step).
 */
export async function updateAttendee(
  caller: Caller,
  eventId: number,
  attendeeId: number,
  body: UpdateBody,
): Promise<Attendee> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  await caller.db.transaction(async (tx) => {
    const row = await findAttendee(tx, event.id, attendeeId);
    if (body.product_id !== row.attendee.productId) refuse("product_id", { code: "attendee_product_fixed" });
    if (body.product_price_id !== undefined && body.product_price_id !== row.attendee.productPriceId)
      refuse("product_price_id", { code: "attendee_product_fixed" });
    if (body.questions !== undefined) await replaceAnswers(tx, row, body.questions as QuestionResponse[]);
    await tx
      .update(attendees)
      .set({
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        notes: body.notes ?? null,
        updatedAt: caller.now,
      })
      .where(eq(attendees.id, row.attendee.id));
    await recordAttendeeChange(tx, event.id, row.attendee.id, "attendee.updated");
  });
  return detailOf(caller.db, await findAttendee(caller.db, event.id, attendeeId));
}

/** One attendee changed, in the activity log (docs/decisions/0006-event-log.md). */
function recordAttendeeChange(
  tx: Transaction,
  eventId: number,
  attendeeId: number,
  type: "attendee.updated" | "attendee.cancelled",
): Promise<void> {
  return recordActivity(tx, { type, eventId, entity: "attendee", entityIds: [attendeeId] });
}

/** Where a cancelled attendee goes back to: what its order's other tickets are (docs/rules/attendees.md). */
function reactivatedStatusOf(orderStatus: string): AttendeeStatus | undefined {
  if (orderStatus === "COMPLETED") return "ACTIVE";
  if (orderStatus === "AWAITING_OFFLINE_PAYMENT") return "AWAITING_PAYMENT";
  return undefined;
}

/**
 * A status move of one attendee (docs/rules/attendees.md): cancelling gives its unit back,
 * re-activating takes one again when the price and every ACTIVE capacity assignment of its product
 * still have one (422 `capacity_exceeded` on `status` otherwise). Asking for the status it already
 * has changes nothing. Other moves (paying is the order's business) answer 409.
 */
async function moveStatus(
  tx: Transaction,
  eventId: number,
  attendeeId: number,
  target: AttendeeStatus,
  now: Date,
): Promise<void> {
  if (!(await lockEventStock(tx, eventId))) throw HttpError.notFound();
  // Read under the stock lock: every write that moves an attendee or its order takes it first.
  const row = await findAttendee(tx, eventId, attendeeId);
  const { attendee, order } = row;
  if (attendee.status === target) return;
  const unit = [{ priceId: attendee.productPriceId, units: 1 }];

  if (target === "CANCELLED") {
    if (!sellingOrderStatuses.includes(order.status))
      throw new HttpError(409, "The order of this attendee is cancelled.");
    // Safe under the event's stock lock (lockEventStock); the guard moves the attendee, and so
    // returns its unit, once.
    const [moved] = await tx
      .update(attendees)
      .set({ status: "CANCELLED", updatedAt: now })
      .where(and(eq(attendees.id, attendee.id), eq(attendees.status, attendee.status)))
      .returning({ id: attendees.id });
    if (moved) {
      await returnUnits(tx, unit);
      await recordAttendeeChange(tx, eventId, attendee.id, "attendee.cancelled");
      // The holder learns it from us, not at the door.
      await queueTicketCancelledNotices(
        tx,
        order,
        [
          {
            title: row.product.title,
            firstName: attendee.firstName,
            lastName: attendee.lastName,
            publicId: attendee.publicId,
            email: attendee.email,
          },
        ],
        { alsoTheBuyer: true },
      );
    }
    return;
  }

  // Paying is the order's business: only a cancelled attendee is moved back here.
  if (attendee.status !== "CANCELLED")
    throw new HttpError(409, "An attendee becomes active when its order is paid: mark the order as paid.");
  const restored = reactivatedStatusOf(order.status);
  if (!restored || !canTransitionAttendee(attendee.status, restored))
    throw new HttpError(409, "The order of this attendee is cancelled: it cannot be re-activated.");
  // Counted under the event's stock lock: no sale or return can move the counts until commit.
  const left = await unitsLeft(tx, { productId: attendee.productId, priceId: attendee.productPriceId, now });
  if (left < 1) refuse("status", { code: "capacity_exceeded", remaining: 0 });
  // Safe under the event's stock lock (lockEventStock); the guard takes the unit once.
  const [moved] = await tx
    .update(attendees)
    .set({ status: restored, updatedAt: now })
    .where(and(eq(attendees.id, attendee.id), eq(attendees.status, "CANCELLED")))
    .returning({ id: attendees.id });
  if (moved) {
    await takeUnits(tx, unit);
    await recordAttendeeChange(tx, eventId, attendee.id, "attendee.updated");
  }
}

/** `PATCH events/{e}/attendees/{id}`: cancel, re-activate, rename or change the email. */
export async function patchAttendee(
  caller: Caller,
  eventId: number,
  attendeeId: number,
  body: PatchBody,
): Promise<Attendee> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  await caller.db.transaction(async (tx) => {
    if (body.status !== undefined) await moveStatus(tx, event.id, attendeeId, body.status, caller.now);
    else await findAttendee(tx, event.id, attendeeId);
    const names = {
      ...(body.first_name === undefined ? {} : { firstName: body.first_name }),
      ...(body.last_name === undefined ? {} : { lastName: body.last_name }),
      ...(body.email === undefined ? {} : { email: body.email }),
    };
    if (Object.keys(names).length > 0) {
      await tx
        .update(attendees)
        .set({ ...names, updatedAt: caller.now })
        .where(eq(attendees.id, attendeeId));
      await recordAttendeeChange(tx, event.id, attendeeId, "attendee.updated");
    }
  });
  return detailOf(caller.db, await findAttendee(caller.db, event.id, attendeeId));
}

/**
 * `POST events/{e}/attendees/{id}/resend-ticket`: the attendee's ticket mail queued again. 409 when
 * it has no ticket to send (cancelled, or its order cancelled).
 */
export async function resendTicket(caller: Caller, eventId: number, attendeeId: number): Promise<void> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const row = await findAttendee(caller.db, event.id, attendeeId);
  const queued = await queueAttendeeTicketMail(caller.db, row.attendee.id);
  if (!queued) throw new HttpError(409, "This attendee has no valid ticket to send.");
}

/** An amount of the wire in minor units of the currency; more decimals than it has is a 422 on `field`. */
function minorOf(amount: number, currency: string, field: string, label: string): number {
  const minor = exactMinorUnits(amount, currency);
  if (minor === null) refuse(field, { code: "too_many_decimals", label, max: currencyMinorDigits(currency) });
  return minor;
}

/**
 * `POST events/{e}/attendees`: someone added by hand at the box office (docs/rules/attendees.md).
 * One transaction under the event's stock lock: the product must be a ticket of the event with a
 * unit left (422 `product_sold_out` on `product_id` otherwise); a COMPLETED order marked as made by
 * hand is written with one line and its attendee, the unit is sold, the event's sales count it,
 * and with `send_confirmation_email` the buyer's confirmation and the ticket are mailed.
 */
export async function createAttendee(caller: Caller, eventId: number, body: CreateBody): Promise<Attendee> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const currency = event.currency;
  const now = caller.now;
  const attendeeId = await caller.db.transaction(async (tx) => {
    if (!(await lockEventStock(tx, event.id))) throw HttpError.notFound();
    const [product] = await tx
      .select()
      .from(products)
      .where(
        and(eq(products.id, body.product_id), eq(products.eventId, event.id), isNull(products.deletedAt)),
      );
    if (!product) refuse("product_id", { code: "products_not_of_event" });
    if (product.productType !== "TICKET") refuse("product_id", { code: "product_not_a_ticket" });
    const [price] = await tx
      .select()
      .from(productPrices)
      .where(
        and(
          eq(productPrices.id, body.product_price_id),
          eq(productPrices.productId, product.id),
          isNull(productPrices.deletedAt),
        ),
      );
    if (!price) refuse("product_price_id", { code: "price_not_of_product" });

    const given = body.taxes_and_fees ?? [];
    const taxRows = given.length
      ? await tx
          .select()
          .from(taxesAndFees)
          .where(
            and(
              eq(taxesAndFees.accountId, caller.accountId),
              isNull(taxesAndFees.deletedAt),
              inArray(
                taxesAndFees.id,
                given.map((line) => line.tax_or_fee_id),
              ),
            ),
          )
      : [];
    const lines = given.map((line, index) => {
      const row = taxRows.find((candidate) => candidate.id === line.tax_or_fee_id);
      if (!row) refuse(`taxes_and_fees.${index}.tax_or_fee_id`, { code: "tax_or_fee_unknown" });
      return {
        row,
        amount: minorOf(line.amount, currency, `taxes_and_fees.${index}.amount`, "Amount"),
      };
    });
    const paid = minorOf(body.amount_paid, currency, "amount_paid", "Amount paid");

    // Counted under the event's stock lock: the unit checked here is sold below, before commit.
    const left = await unitsLeft(tx, { productId: product.id, priceId: price.id, now });
    if (left < 1) refuse("product_id", { code: "product_sold_out" });

    const rollupOf = (type: "TAX" | "FEE") =>
      lines
        .filter((line) => line.row.type === type)
        .map((line) => ({
          name: line.row.name,
          rate: line.row.rate,
          type: line.row.calculationType,
          // Minor units, as the checkout's rollups keep them.
          value: line.amount,
        }));
    const totalTax = lines
      .filter((line) => line.row.type === "TAX")
      .reduce((sum, line) => sum + line.amount, 0);
    const totalFee = lines
      .filter((line) => line.row.type === "FEE")
      .reduce((sum, line) => sum + line.amount, 0);
    const rollup = { taxes: rollupOf("TAX"), fees: rollupOf("FEE") };
    const totalGross = paid + totalTax + totalFee;
    const lastName = body.last_name ?? "";

    const [order] = await tx
      .insert(orders)
      .values({
        eventId: event.id,
        shortId: newOrderShortId(),
        publicId: newOrderPublicId(),
        status: "COMPLETED",
        paymentStatus: totalGross > 0 ? "PAYMENT_RECEIVED" : "NO_PAYMENT_REQUIRED",
        paymentProvider: totalGross > 0 ? "OFFLINE" : null,
        currency,
        locale: body.locale,
        firstName: body.first_name,
        lastName,
        email: body.email,
        totalBeforeAdditions: paid,
        totalTax,
        totalFee,
        totalGross,
        taxesAndFeesRollup: rollup,
        completedAt: now,
        paidAt: totalGross > 0 ? now : null,
        isManuallyCreated: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error("order insert returned nothing");
    await tx.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      productPriceId: price.id,
      itemName:
        product.priceType === "TIERED" && price.label ? `${product.title} - ${price.label}` : product.title,
      productType: product.productType,
      quantity: 1,
      price: paid,
      totalBeforeAdditions: paid,
      totalTax,
      totalServiceFee: totalFee,
      totalGross,
      taxesAndFeesRollup: rollup,
    });
    const [attendee] = await tx
      .insert(attendees)
      .values({
        orderId: order.id,
        eventId: event.id,
        productId: product.id,
        productPriceId: price.id,
        shortId: newAttendeeShortId(),
        publicId: newAttendeePublicId(),
        ticketSecret: newTicketSecret(),
        status: "ACTIVE",
        firstName: body.first_name,
        lastName,
        email: body.email,
        locale: body.locale,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: attendees.id });
    if (!attendee) throw new Error("attendee insert returned nothing");
    // Safe under the event's stock lock (lockEventStock): the unit counted above is sold here.
    await takeUnits(tx, [{ priceId: price.id, units: 1 }]);
    await addCompletedOrderToStatistics(tx, order, now);
    await issueOrderInvoice(tx, order.id, now);
    if (body.send_confirmation_email) await queueOrderMails(tx, order.id, { organizerCopy: false });
    await recordNewOrder(tx, order);
    return attendee.id;
  });
  return detailOf(caller.db, await findAttendee(caller.db, event.id, attendeeId));
}
