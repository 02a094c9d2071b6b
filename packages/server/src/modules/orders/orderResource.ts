import type {
  AnswerValue,
  CreditNoteSummary,
  Order,
  OrderHistoryEntry,
  OrderPayment,
  OrderRefund,
  QuestionAnswer,
} from "@varco/domain";
import type { orderRefunds, questionAnswers, questions } from "../../db/schema";
import { moneyOf } from "../../http/money";
import { attendeeOrganiserFieldsOf, textOfAnswer } from "../attendees/attendeeResource";
import { type OrderRow, type OrderRows, orderWireOf } from "../sales/orderWire";
import { refundableNow, refundStandingFrom } from "../sales/refunds";

export type { AttendeeRow, OrderItemRow, OrderRow } from "../sales/orderWire";
export type RefundRow = typeof orderRefunds.$inferSelect;
export type AnswerRow = typeof questionAnswers.$inferSelect & {
  question: typeof questions.$inferSelect;
  productTitle: string | null;
  attendee: { firstName: string; lastName: string; publicId: string } | null;
};

/** What an order's organiser resource is made of: the order, its items and attendees, and for the detail the rest. */
export interface OrderParts extends OrderRows {
  detail?: {
    answers: readonly AnswerRow[];
    refunds: readonly RefundRow[];
    creditNotes: readonly CreditNoteSummary[];
  };
}

function answerResource(row: AnswerRow, eventId: number): QuestionAnswer {
  return {
    question_answer_id: row.id,
    question_id: row.questionId,
    product_id: row.productId,
    product_title: row.productTitle,
    title: row.question.title,
    question_required: row.question.required,
    question_description: row.question.description,
    question_type: row.question.type,
    question_options: row.question.options ?? null,
    answer: row.answer as AnswerValue,
    text_answer: textOfAnswer(row.answer as AnswerValue),
    order_id: row.orderId,
    event_id: eventId,
    belongs_to: row.question.belongsTo,
    attendee_id: row.attendeeId,
    first_name: row.attendee?.firstName ?? null,
    last_name: row.attendee?.lastName ?? null,
    attendee_public_id: row.attendee?.publicId ?? null,
  };
}

function paymentsOf(order: OrderRow): OrderPayment[] {
  if (!order.paymentProvider) return [];
  return [
    {
      provider: order.paymentProvider,
      status: order.paymentStatus,
      amount: moneyOf(order.totalGross, order.currency),
      stripe_payment_intent_id: order.stripePaymentIntentId,
      paid_at: paidAtOf(order)?.toISOString() ?? null,
    },
  ];
}

/** When the money arrived: marked by the organiser (offline), or when the card payment completed the order. */
function paidAtOf(order: OrderRow): Date | null {
  if (order.paidAt) return order.paidAt;
  return order.paymentStatus === "PAYMENT_RECEIVED" && order.paymentProvider === "STRIPE"
    ? order.completedAt
    : null;
}

function refundResource(refund: RefundRow, currency: string): OrderRefund {
  return {
    id: refund.id,
    amount: moneyOf(refund.amount, currency),
    status: refund.status,
    provider: refund.stripeRefundId ? "STRIPE" : "OFFLINE",
    reason: refund.reason,
    created_at: refund.createdAt.toISOString(),
  };
}

/** The order's moments, oldest first, from the timestamps it keeps and its refunds. */
function historyOf(order: OrderRow, refunds: readonly RefundRow[]): OrderHistoryEntry[] {
  const entries: (OrderHistoryEntry & { time: number })[] = [];
  const add = (kind: OrderHistoryEntry["kind"], at: Date | null, amount?: number) => {
    if (at)
      entries.push({
        kind,
        at: at.toISOString(),
        time: at.getTime(),
        ...(amount === undefined ? {} : { amount }),
      });
  };
  add("CREATED", order.createdAt);
  add("COMPLETED", order.completedAt);
  add("PAID", paidAtOf(order));
  add("CANCELLED", order.cancelledAt);
  for (const refund of refunds)
    if (refund.status !== "FAILED") add("REFUNDED", refund.createdAt, moneyOf(refund.amount, order.currency));
  return entries.sort((a, b) => a.time - b.time).map(({ time: _time, ...entry }) => entry);
}

/** An order as its organisers read it: money in decimal major units of its currency. */
export function orderResource(parts: OrderParts): Order {
  const { order, detail } = parts;
  const currency = order.currency;
  const free = order.totalGross === 0;
  return {
    id: order.id,
    event_id: order.eventId,
    ...orderWireOf(parts, {
      item: (item) => ({ id: item.id, order_id: item.orderId }),
      attendee: attendeeOrganiserFieldsOf,
    }),
    is_partially_refunded: order.totalRefunded > 0 && order.totalRefunded < order.totalGross,
    is_fully_refunded: !free && order.totalRefunded >= order.totalGross,
    is_manually_created: order.isManuallyCreated,
    address: (order.address as Order["address"]) ?? null,
    notes: order.notes,
    ...(detail
      ? {
          question_answers: detail.answers.map((row) => answerResource(row, order.eventId)),
          payments: paymentsOf(order),
          refunds: detail.refunds.map((refund) => refundResource(refund, currency)),
          refundable_amount: moneyOf(refundableNow(refundStandingFrom(order, detail.refunds)), currency),
          history: historyOf(order, detail.refunds),
          credit_notes: [...detail.creditNotes],
        }
      : {}),
  };
}
