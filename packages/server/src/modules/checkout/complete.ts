import {
  type AskedQuestion,
  cleanAddress,
  type completeOrderSchema,
  type KeptAnswer,
  type QuestionResponse,
  type Reason,
  validateAnswers,
} from "@varco/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Transaction } from "../../db/connect";
import { attendees, orderItems, orders, questionAnswers, questionProducts, questions } from "../../db/schema";
import { randomText } from "../../db/shortId";
import { HttpError } from "../../http/httpError";
import { settingsOfEvent } from "../events/loaders";
import { newTicketSecret } from "../tickets/ticketCode";
import {
  assertBuyerMayChange,
  type BuyerRequest,
  findBuyerOrder,
  lockBuyerOrder,
  type OrderRow,
} from "./buyerOrder";
import { fulfilOrder } from "./fulfil";
import { type OrderMailSender, type SpentMails, sendingSpent, spendOrderMails } from "./mailLimit";
import { checkoutSessionHashOf } from "./session";

export type CompleteBody = z.output<typeof completeOrderSchema>;
type UnitEntry = CompleteBody["products"][number];

export interface CompleteInput extends BuyerRequest {
  body: CompleteBody;
  /** The deployment's terms (runtime config `termsUrl`): when set, the buyer must accept them. */
  termsUrl: string | undefined;
  /** Who checks out, for the limits on the mail a free order sends at once (none when absent). */
  mailSender?: OrderMailSender | undefined;
}

const shortIdAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const publicIdAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** An attendee's capability (`a_` and 13 random letters and digits): its ticket page's address. */
export function newAttendeeShortId(): string {
  return `a_${randomText(shortIdAlphabet, 13)}`;
}

/** The ticket number people read out (`A-` and 7 capital letters). */
export function newAttendeePublicId(): string {
  return `A-${randomText(publicIdAlphabet, 7)}`;
}

type FieldRefusals = Record<string, Reason[]>;

function refuse(refusals: FieldRefusals, path: string, reason: Reason): void {
  const list = refusals[path] ?? [];
  list.push(reason);
  refusals[path] = list;
}

/** One unit of the order: the item it belongs to and, once matched, the body's entry for it. */
interface Unit {
  productId: number;
  priceId: number;
  productType: "TICKET" | "GENERAL";
  entry?: { index: number; value: UnitEntry };
}

interface CheckedDetails {
  orderAnswers: Array<{ questionId: number; answer: KeptAnswer }>;
  units: Array<Unit & { answers: Array<{ questionId: number; answer: KeptAnswer }> }>;
}

/**
 * `PUT public/events/{id}/order/{shortId}`: the buyer's details, each ticket holder's and the
 * answers to the event's questions (docs/rules/questions.md), checked on the server; attendees
 * are created, one per ticket unit. A free order (total 0) completes at once (`fulfilOrder`); a
 * paid one stays RESERVED, awaiting payment. Giving the details again replaces the previous ones.
 *
 * One transaction: the event's stock lock first (the order every checkout transaction locks in),
 * then the order's row, so the state checks and the writes see the same order.
 */
export async function completeOrder(db: Database, input: CompleteInput): Promise<OrderRow> {
  const sessionHash = checkoutSessionHashOf(input.session);
  const spent = await spendMailsOfCompletion(db, input);
  return sendingSpent(spent, () => completeInTransaction(db, input, sessionHash));
}

/**
 * A free order completes, and mails, at once: its mails are counted before its transaction (a
 * limit reached is a 429 and nothing changes). The addresses are the buyer's and each holder's
 * given, unless the holders are copies of the buyer.
 */
async function spendMailsOfCompletion(db: Database, input: CompleteInput): Promise<SpentMails> {
  if (!input.mailSender) return spendOrderMails(undefined, []);
  const order = await findBuyerOrder(db, input);
  if (order.status !== "RESERVED" || order.totalGross !== 0) return spendOrderMails(undefined, []);
  const copies = holdersCopyBuyer(await settingsOfEvent(db, input.eventId));
  return spendOrderMails(input.mailSender, [
    input.body.order.email,
    ...(copies ? [] : input.body.products.map((product) => product.email)),
  ]);
}

/** Whether ticket holders are copies of the buyer (details asked once per order, or not required). */
function holdersCopyBuyer(settings: Awaited<ReturnType<typeof settingsOfEvent>>): boolean {
  return (
    settings.attendee_details_collection_method === "PER_ORDER" ||
    settings.required_attendee_details === false
  );
}

function completeInTransaction(
  db: Database,
  input: CompleteInput,
  sessionHash: string | undefined,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockBuyerOrder(tx, input);
    assertBuyerMayChange(order, sessionHash, input.now);

    const settings = await settingsOfEvent(tx, input.eventId);
    const copiesOfBuyer = holdersCopyBuyer(settings);

    const checked = await checkDetails(tx, order, input, {
      requireBillingAddress: settings.require_billing_address,
      copiesOfBuyer,
    });

    const buyer = input.body.order;
    // Details given again (the buyer went back a step) replace the previous ones.
    await tx.delete(questionAnswers).where(eq(questionAnswers.orderId, order.id));
    await tx.delete(attendees).where(eq(attendees.orderId, order.id));

    const free = order.totalGross === 0;
    await tx
      .update(orders)
      .set({
        firstName: buyer.first_name,
        lastName: buyer.last_name,
        email: buyer.email,
        address: buyer.address ? cleanAddress(buyer.address) : null,
        optedIntoMarketingAt: buyer.opted_into_marketing ? input.now : null,
        termsAcceptedAt: buyer.accepted_terms ? input.now : null,
        paymentStatus: free ? order.paymentStatus : "AWAITING_PAYMENT",
        updatedAt: input.now,
      })
      .where(eq(orders.id, order.id));

    if (checked.orderAnswers.length > 0) {
      await tx
        .insert(questionAnswers)
        .values(
          checked.orderAnswers.map(({ questionId, answer }) => ({ questionId, orderId: order.id, answer })),
        );
    }
    for (const unit of checked.units) {
      let attendeeId: number | null = null;
      if (unit.productType === "TICKET") {
        const holder = copiesOfBuyer ? undefined : unit.entry?.value;
        const [attendee] = await tx
          .insert(attendees)
          .values({
            orderId: order.id,
            eventId: order.eventId,
            productId: unit.productId,
            productPriceId: unit.priceId,
            shortId: newAttendeeShortId(),
            publicId: newAttendeePublicId(),
            ticketSecret: newTicketSecret(),
            status: "AWAITING_PAYMENT",
            firstName: holder?.first_name ?? buyer.first_name,
            lastName: holder?.last_name ?? buyer.last_name,
            email: holder?.email ?? buyer.email,
            locale: order.locale,
          })
          .returning({ id: attendees.id });
        attendeeId = attendee?.id ?? null;
      }
      if (unit.answers.length > 0) {
        await tx.insert(questionAnswers).values(
          unit.answers.map(({ questionId, answer }) => ({
            questionId,
            orderId: order.id,
            attendeeId,
            productId: unit.productId,
            answer,
          })),
        );
      }
    }

    if (free) {
      await fulfilOrder(tx, order.id, {
        paymentStatus: "NO_PAYMENT_REQUIRED",
        provider: null,
        now: input.now,
      });
    }
    const [updated] = await tx.select().from(orders).where(eq(orders.id, order.id));
    if (!updated) throw new Error("the completed order vanished");
    return updated;
  });
}

/**
 * Everything wrong with the details, as one 422 naming each field: billing address, terms, one
 * entry per ticket unit (or copies of the buyer), holders' names, answers by type.
 */
async function checkDetails(
  tx: Transaction,
  order: OrderRow,
  input: CompleteInput,
  rules: { requireBillingAddress: boolean; copiesOfBuyer: boolean },
): Promise<CheckedDetails> {
  const refusals: FieldRefusals = {};
  const buyer = input.body.order;
  if (rules.requireBillingAddress && !buyer.address) {
    refuse(refusals, "order.address", { code: "required", label: "Billing address" });
  }
  if (input.termsUrl && buyer.accepted_terms !== true) {
    refuse(refusals, "order.accepted_terms", { code: "terms_not_accepted" });
  }

  const items = await tx
    .select({
      productId: orderItems.productId,
      priceId: orderItems.productPriceId,
      productType: orderItems.productType,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const units: Unit[] = items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => ({
      productId: item.productId,
      priceId: item.priceId,
      productType: item.productType,
    })),
  );

  // Each entry takes the first unit of its product and price that has none yet.
  let mismatch = false;
  input.body.products.forEach((value, index) => {
    const unit = units.find(
      (candidate) =>
        !candidate.entry &&
        candidate.productId === value.product_id &&
        candidate.priceId === value.product_price_id,
    );
    if (unit) unit.entry = { index, value };
    else mismatch = true;
  });
  const ticketsWithout = units.filter((unit) => unit.productType === "TICKET" && !unit.entry);
  if (ticketsWithout.length > 0 && !(rules.copiesOfBuyer && ticketsWithout.length === countTickets(units))) {
    mismatch = true;
  }
  if (mismatch) refuse(refusals, "products", { code: "attendees_mismatch" });

  if (!rules.copiesOfBuyer) {
    for (const unit of units) {
      if (unit.productType !== "TICKET" || !unit.entry) continue;
      const { index, value } = unit.entry;
      if (!value.first_name)
        refuse(refusals, `products.${index}.first_name`, { code: "required", label: "First name" });
      if (!value.last_name)
        refuse(refusals, `products.${index}.last_name`, { code: "required", label: "Last name" });
      if (!value.email) refuse(refusals, `products.${index}.email`, { code: "required", label: "Email" });
    }
  }

  const asked = await questionsOf(tx, order.eventId);
  const orderCheck = validateAnswers(asked.order, buyer.questions as QuestionResponse[] | undefined);
  for (const problem of orderCheck.problems) {
    refuse(refusals, answerPath("order.questions", problem.index, problem.part), problem.problem);
  }

  const checkedUnits: CheckedDetails["units"] = [];
  let unitWithoutAnswers = false;
  for (const unit of units) {
    const forProduct = asked.byProduct.get(unit.productId) ?? [];
    const entry = unit.entry;
    const result = validateAnswers(forProduct, entry?.value.questions as QuestionResponse[] | undefined);
    if (entry) {
      for (const problem of result.problems) {
        refuse(
          refusals,
          answerPath(`products.${entry.index}.questions`, problem.index, problem.part),
          problem.problem,
        );
      }
    } else if (result.problems.length > 0) {
      unitWithoutAnswers = true;
    }
    checkedUnits.push({ ...unit, answers: result.answers });
  }
  if (unitWithoutAnswers) refuse(refusals, "products", { code: "answer_required" });

  if (Object.keys(refusals).length > 0) throw HttpError.unprocessable(refusals);
  return { orderAnswers: orderCheck.answers, units: checkedUnits };
}

function countTickets(units: readonly Unit[]): number {
  return units.filter((unit) => unit.productType === "TICKET").length;
}

/** `order.questions.2.response`, `…response.city` for a part of an address, the list for a missing one. */
function answerPath(list: string, index: number | null, part: string | undefined): string {
  if (index === null) return list;
  return `${list}.${index}.response${part ? `.${part}` : ""}`;
}

/** The event's questions: ORDER ones, and PRODUCT ones by the products they are asked for. */
async function questionsOf(
  tx: Transaction,
  eventId: number,
): Promise<{ order: AskedQuestion[]; byProduct: Map<number, AskedQuestion[]> }> {
  const rows = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.eventId, eventId), isNull(questions.deletedAt)))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  const asked = (row: (typeof rows)[number]): AskedQuestion => ({
    id: row.id,
    type: row.type,
    options: row.options,
    required: row.required,
    is_hidden: row.isHidden,
  });
  const productQuestionIds = rows.filter((row) => row.belongsTo === "PRODUCT").map((row) => row.id);
  const links = productQuestionIds.length
    ? await tx.select().from(questionProducts).where(inArray(questionProducts.questionId, productQuestionIds))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byProduct = new Map<number, AskedQuestion[]>();
  for (const row of rows) {
    if (row.belongsTo !== "PRODUCT") continue;
    for (const link of links) {
      if (link.questionId !== row.id) continue;
      const question = byId.get(link.questionId);
      if (!question) continue;
      byProduct.set(link.productId, [...(byProduct.get(link.productId) ?? []), asked(question)]);
    }
  }
  return { order: rows.filter((row) => row.belongsTo === "ORDER").map(asked), byProduct };
}
