import type { Question } from "@varco/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { products, questionProducts, questions } from "../../db/schema";

export type QuestionRow = typeof questions.$inferSelect;

/** A question with the live products it is asked for. */
export interface LoadedQuestion {
  row: QuestionRow;
  productIds: number[];
}

/**
 * The live questions of an event (only `ids` when given; without hidden ones for the checkout), in
 * their order, each with its live products: two queries whatever their number.
 */
export async function loadQuestions(
  db: Executor,
  eventId: number,
  { ids, visibleOnly = false }: { ids?: readonly number[]; visibleOnly?: boolean } = {},
): Promise<LoadedQuestion[]> {
  const rows = await db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.eventId, eventId),
        isNull(questions.deletedAt),
        visibleOnly ? eq(questions.isHidden, false) : undefined,
        ids === undefined ? undefined : inArray(questions.id, [...ids]),
      ),
    )
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ questionId: questionProducts.questionId, productId: questionProducts.productId })
    .from(questionProducts)
    .innerJoin(products, and(eq(products.id, questionProducts.productId), isNull(products.deletedAt)))
    .where(
      inArray(
        questionProducts.questionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(questionProducts.productId));
  return rows.map((row) => ({
    row,
    productIds: links.filter((link) => link.questionId === row.id).map((link) => link.productId),
  }));
}

/** A question as organisers read it. */
export function questionResource({ row, productIds }: LoadedQuestion): Question {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    options: row.options ?? null,
    required: row.required,
    event_id: row.eventId,
    belongs_to: row.belongsTo,
    is_hidden: row.isHidden,
    order: row.sortOrder,
    product_ids: productIds,
  };
}

/** A question as the checkout reads it: the same without `is_hidden` (hidden ones are not listed). */
export function publicQuestionResource(loaded: LoadedQuestion): Question {
  const { is_hidden: _hidden, ...question } = questionResource(loaded);
  return question;
}
