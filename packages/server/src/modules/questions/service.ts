import {
  choiceQuestionTypes,
  type Question,
  type questionBodySchema,
  type sortQuestionsSchema,
} from "@varco/domain";
import { and, eq, isNull, max, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/connect";
import { lockRowIds } from "../../db/rowLocks";
import { questionAnswers, questionProducts, questions } from "../../db/schema";
import type { FieldRefusals } from "../../http/httpError";
import { HttpError } from "../../http/httpError";
import type { Caller } from "../auth/caller";
import { findEvent } from "../events/service";
import { lockProductsOfEvent } from "../products/productCategoryService";
import { loadQuestions, questionResource } from "./questionResource";

type QuestionInput = z.output<typeof questionBodySchema>;
type SortInput = z.output<typeof sortQuestionsSchema>;

const liveQuestionsOf = (eventId: number) => and(eq(questions.eventId, eventId), isNull(questions.deletedAt));

async function questionAnswer(db: Executor, eventId: number, id: number): Promise<Question> {
  const [loaded] = await loadQuestions(db, eventId, { ids: [id] });
  if (!loaded) throw HttpError.notFound("Question not found");
  return questionResource(loaded);
}

/** `GET events/{e}/questions`: every live question of the event, hidden ones too, in order. */
export async function listQuestions(caller: Caller, eventId: number): Promise<Question[]> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  return (await loadQuestions(caller.db, event.id)).map(questionResource);
}

/** `GET events/{e}/questions/{id}`. */
export async function getQuestion(caller: Caller, eventId: number, id: number): Promise<Question> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  return questionAnswer(caller.db, event.id, id);
}

/**
 * The products a PRODUCT question is asked for must be live products of the same event (422 on
 * `product_ids`), share-locked until the links are written. An ORDER question is asked once per
 * order: it names no products.
 */
async function askedForProducts(tx: Executor, eventId: number, body: QuestionInput): Promise<number[]> {
  if (body.belongs_to !== "PRODUCT") return [];
  return lockProductsOfEvent(tx, eventId, body.product_ids ?? [], "product_ids");
}

function columnsOf(body: QuestionInput) {
  const isChoice = (choiceQuestionTypes as readonly string[]).includes(body.type);
  return {
    title: body.title,
    description: body.description?.trim() || null,
    type: body.type,
    belongsTo: body.belongs_to,
    // Only a choice has options; any sent with another type are dropped.
    options: isChoice ? (body.options ?? []) : null,
    required: body.required,
    isHidden: body.is_hidden,
  };
}

async function linkProducts(tx: Executor, questionId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return;
  await tx.insert(questionProducts).values(productIds.map((productId) => ({ questionId, productId })));
}

/** `POST events/{e}/questions`: last in the event's order. */
export async function createQuestion(
  caller: Caller,
  eventId: number,
  body: QuestionInput,
): Promise<Question> {
  const { db, accountId } = caller;
  const event = await findEvent(db, accountId, eventId);
  const id = await db.transaction(async (tx) => {
    const productIds = await askedForProducts(tx, event.id, body);
    // Two questions added at once may take the same order; the id then decides, so the order
    // stays the same on every read, and a sort gives each its own.
    const [last] = await tx
      .select({ order: max(questions.sortOrder) })
      .from(questions)
      .where(liveQuestionsOf(event.id));
    const [row] = await tx
      .insert(questions)
      .values({ eventId: event.id, ...columnsOf(body), sortOrder: (last?.order ?? 0) + 1 })
      .returning({ id: questions.id });
    if (!row) throw new Error("question insert returned nothing");
    await linkProducts(tx, row.id, productIds);
    return row.id;
  });
  return questionAnswer(db, event.id, id);
}

/** `PUT events/{e}/questions/{id}`: every field, the products replaced. */
export async function updateQuestion(
  caller: Caller,
  eventId: number,
  id: number,
  body: QuestionInput,
): Promise<Question> {
  const { db, accountId } = caller;
  const event = await findEvent(db, accountId, eventId);
  await db.transaction(async (tx) => {
    // The question's row is locked: two PUTs replace its products one after the other, never
    // leaving a mix of both lists.
    const [row] = await lockRowIds(tx, questions, and(liveQuestionsOf(event.id), eq(questions.id, id)));
    if (!row) throw HttpError.notFound("Question not found");
    const productIds = await askedForProducts(tx, event.id, body);
    await tx.update(questions).set(columnsOf(body)).where(eq(questions.id, row.id));
    await tx.delete(questionProducts).where(eq(questionProducts.questionId, row.id));
    await linkProducts(tx, row.id, productIds);
  });
  return questionAnswer(db, event.id, id);
}

/**
 * `DELETE events/{e}/questions/{id}` (soft). Refused (422 on `root`) once anyone has answered it:
 * the answers stay readable on their orders, so the organiser hides it instead.
 */
export async function deleteQuestion(caller: Caller, eventId: number, id: number): Promise<void> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  await caller.db.transaction(async (tx) => {
    // FOR UPDATE conflicts with the key-share lock an answer's insert takes on its question (the
    // foreign key): an answer being written is committed before the answers are counted here.
    const [row] = await lockRowIds(tx, questions, and(liveQuestionsOf(event.id), eq(questions.id, id)));
    if (!row) throw HttpError.notFound("Question not found");
    const [answered] = await tx
      .select({ id: questionAnswers.id })
      .from(questionAnswers)
      .where(eq(questionAnswers.questionId, row.id))
      .limit(1);
    if (answered) throw HttpError.unprocessable({ root: [{ code: "question_has_answers" }] });
    await tx.update(questions).set({ deletedAt: sql`now()` }).where(eq(questions.id, row.id));
  });
}

/**
 * `POST events/{e}/questions/sort`: each question named takes its `order`. Every id must be a live
 * question of the event (422 `question_unknown` on `{index}.id`).
 */
export async function sortQuestions(caller: Caller, eventId: number, body: SortInput): Promise<void> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  await caller.db.transaction(async (tx) => {
    // The event's questions are locked for the whole sort: two sorts at once apply one after the
    // other, never a mix of both orders.
    const rows = await lockRowIds(tx, questions, liveQuestionsOf(event.id));
    const known = new Set(rows.map((row) => row.id));
    const refusals: FieldRefusals = {};
    body.forEach((item, index) => {
      if (!known.has(item.id)) refusals[`${index}.id`] = [{ code: "question_unknown" }];
    });
    if (Object.keys(refusals).length > 0) throw HttpError.unprocessable(refusals);
    for (const item of body) {
      await tx.update(questions).set({ sortOrder: item.order }).where(eq(questions.id, item.id));
    }
  });
}
