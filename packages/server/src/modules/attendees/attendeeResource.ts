import { type AddressParts, type Attendee, formatAddress, type QuestionAnswer } from "@varco/domain";
import type { attendees, orders, productPrices, products, questionAnswers, questions } from "../../db/schema";
import { moneyOf } from "../../http/money";
import { attendeeWireOf } from "../sales/orderWire";

type AttendeeRow = typeof attendees.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type ProductRow = Pick<typeof products.$inferSelect, "id" | "title" | "priceType" | "productType">;
type PriceRow = Pick<typeof productPrices.$inferSelect, "id" | "label" | "price">;

/** An attendee as one list row or detail reads it: the attendee with its order, product and price. */
export interface AttendeeWithOrder {
  attendee: AttendeeRow;
  order: OrderRow;
  product: ProductRow;
  price: PriceRow;
}

/** What organisers read of an attendee beyond what its ticket shows: its order, event, notes, dates. */
export function attendeeOrganiserFieldsOf(attendee: AttendeeRow) {
  return {
    order_id: attendee.orderId,
    event_id: attendee.eventId,
    notes: attendee.notes,
    created_at: attendee.createdAt.toISOString(),
    updated_at: attendee.updatedAt.toISOString(),
  } satisfies Partial<Attendee>;
}

/** An attendee as organisers read it, with its product, price (tier) and a summary of its order. */
export function attendeeResource({ attendee, order, product, price }: AttendeeWithOrder): Attendee {
  return {
    ...attendeeWireOf(attendee),
    ...attendeeOrganiserFieldsOf(attendee),
    product: {
      id: product.id,
      title: product.title,
      type: product.priceType,
      product_type: product.productType,
    },
    product_price: { id: price.id, label: price.label, price: moneyOf(price.price, order.currency) },
    order: {
      id: order.id,
      short_id: order.shortId,
      public_id: order.publicId,
      status: order.status,
      payment_status: order.paymentStatus,
      first_name: order.firstName,
      last_name: order.lastName,
      email: order.email,
      currency: order.currency,
      total_gross: moneyOf(order.totalGross, order.currency),
      is_manually_created: order.isManuallyCreated,
      created_at: order.createdAt.toISOString(),
    },
  };
}

type AnswerValue = QuestionAnswer["answer"];

/** An answer as one line of text: options joined, an address on one line. */
export function textOfAnswer(answer: AnswerValue): string {
  if (typeof answer === "string") return answer;
  if (Array.isArray(answer)) return answer.join(", ");
  if (!answer || typeof answer !== "object") return "";
  return formatAddress(answer as AddressParts);
}

/** One of the attendee's answers, with its question, as the wire's QuestionAnswer. */
export function attendeeAnswerResource(
  {
    answer,
    question,
    productTitle,
  }: {
    answer: typeof questionAnswers.$inferSelect;
    question: typeof questions.$inferSelect;
    productTitle: string | null;
  },
  attendee: AttendeeRow,
): QuestionAnswer {
  const value = answer.answer as AnswerValue;
  return {
    question_answer_id: answer.id,
    question_id: question.id,
    product_id: answer.productId,
    product_title: productTitle,
    title: question.title,
    question_required: question.required,
    question_description: question.description,
    question_type: question.type,
    question_options: question.options ?? null,
    answer: value,
    text_answer: textOfAnswer(value),
    order_id: answer.orderId,
    event_id: question.eventId,
    belongs_to: question.belongsTo,
    attendee_id: attendee.id,
    first_name: attendee.firstName,
    last_name: attendee.lastName,
    attendee_public_id: attendee.publicId,
  };
}
