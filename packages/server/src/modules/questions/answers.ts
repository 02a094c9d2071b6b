import { type editQuestionAnswerSchema, validateAnswers } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { orders, questionAnswers, questions } from "../../db/schema";
import { type FieldRefusals, HttpError } from "../../http/httpError";
import type { Caller } from "../auth/caller";
import { findEvent } from "../events/service";

type EditAnswerBody = z.output<typeof editQuestionAnswerSchema>;

/**
 * `PUT events/{e}/questions/{q}/answers/{a}`: an organiser corrects one answer, checked as the
 * checkout checks it (docs/rules/questions.md), hidden questions included; an empty answer to a
 * question that is not required removes it. 404 for an answer of another question, event or account.
 */
export async function editQuestionAnswer(
  caller: Caller,
  eventId: number,
  ids: { questionId: number; answerId: number },
  body: EditAnswerBody,
): Promise<void> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  // The answer, its question and its order all of this event (a live question).
  const [found] = await caller.db
    .select({ id: questionAnswers.id, question: questions })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
    .innerJoin(orders, eq(orders.id, questionAnswers.orderId))
    .where(
      and(
        eq(questionAnswers.id, ids.answerId),
        eq(questionAnswers.questionId, ids.questionId),
        eq(questions.eventId, event.id),
        eq(orders.eventId, event.id),
        isNull(questions.deletedAt),
      ),
    );
  if (!found) throw HttpError.notFound();
  const { question } = found;
  const checked = validateAnswers(
    [{ id: question.id, type: question.type, options: question.options, required: question.required }],
    [{ question_id: question.id, response: body.answer }],
  );
  if (checked.problems.length > 0) {
    const refusals: FieldRefusals = {};
    for (const { part, problem } of checked.problems) {
      const path = part ? `answer.${part}` : "answer";
      refusals[path] = [...(refusals[path] ?? []), problem];
    }
    throw HttpError.unprocessable(refusals);
  }
  const [answer] = checked.answers;
  if (answer) {
    await caller.db
      .update(questionAnswers)
      .set({ answer: answer.answer, updatedAt: caller.now })
      .where(eq(questionAnswers.id, found.id));
  } else await caller.db.delete(questionAnswers).where(eq(questionAnswers.id, found.id));
}
