import {
  editQuestionAnswerSchema,
  questionBodySchema,
  questionSchema,
  sortQuestionsSchema,
} from "@varco/domain";
import { z } from "zod";
import { defineRoute, errorBodySchema } from "../../http/route";
import { dataEnvelope, eventIdParams, idParam, invalidInput, member } from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated, optionallyAuthenticated } from "../auth/session";
import { editQuestionAnswer } from "./answers";
import { publicQuestions } from "./publicService";
import {
  createQuestion,
  deleteQuestion,
  getQuestion,
  listQuestions,
  sortQuestions,
  updateQuestion,
} from "./service";

/**
 * The questions an event's checkout asks, as its organisers manage them, and as the checkout reads
 * them. Every organiser route is scoped to the caller's account: another account's event, or an id
 * of another event, answers 404.
 */

const scopeNote = "Another account's event, or an id that is not one of this event's, answers 404.";
const tags = ["questions"];
const questionEnvelope = dataEnvelope(questionSchema);
const questionsEnvelope = z.object({ data: z.array(questionSchema) });
const questionParams = eventIdParams.extend({ question_id: idParam });
const bodyNote =
  "A PRODUCT question is asked once per unit of the products in `product_ids`, which must be products of this event (422 on the field); an ORDER question once per order. `options` are kept only for CHECKBOX, RADIO and DROPDOWN.";

export const listQuestionsRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/questions",
  summary: "The event's questions in their order, hidden ones too (not paginated)",
  description: scopeNote,
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams },
  responses: { 200: questionsEnvelope, ...member },
  handler: async ({ params }, c) => c.json({ data: await listQuestions(callerOf(c), params.event_id) }, 200),
});

export const createQuestionRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/questions",
  summary: "Add a question (last in the event's order)",
  description: `Answers 201. ${bodyNote} ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams, body: questionBodySchema },
  responses: { 201: questionEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await createQuestion(callerOf(c), params.event_id, body) }, 201),
});

export const sortQuestionsRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/questions/sort",
  summary: "Reorder the event's questions",
  description: `A top-level array \`[{ id, order }]\`: each question named takes its order. 422 (\`question_unknown\` on \`{index}.id\`) for an id that is not one of the event's questions. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams, body: sortQuestionsSchema },
  responses: { 204: null, ...invalidInput, ...member },
  async handler({ params, body }, c) {
    await sortQuestions(callerOf(c), params.event_id, body);
    return c.body(null, 204);
  },
});

export const getQuestionRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/questions/:question_id",
  summary: "One question",
  description: `404 \`{ message: "Question not found" }\` otherwise. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: questionParams },
  responses: { 200: questionEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await getQuestion(callerOf(c), params.event_id, params.question_id) }, 200),
});

export const updateQuestionRoute = defineRoute({
  method: "put",
  path: "/events/:event_id/questions/:question_id",
  summary: "Change a question (every field, as on create)",
  description: `${bodyNote} ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: questionParams, body: questionBodySchema },
  responses: { 200: questionEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateQuestion(callerOf(c), params.event_id, params.question_id, body) }, 200),
});

export const deleteQuestionRoute = defineRoute({
  method: "delete",
  path: "/events/:event_id/questions/:question_id",
  summary: "Delete a question",
  description: `422 (\`question_has_answers\` on \`root\`: "hide it instead") once anyone has answered it. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: questionParams },
  responses: { 204: null, ...invalidInput, ...member },
  async handler({ params }, c) {
    await deleteQuestion(callerOf(c), params.event_id, params.question_id);
    return c.body(null, 204);
  },
});

export const publicQuestionsRoute = defineRoute({
  method: "get",
  path: "/public/events/:event_id/questions",
  summary: "The questions the checkout asks, in order",
  description:
    "Hidden questions left out; each with its `order` and the `product_ids` it is asked for. A LIVE event for anyone, any status for its own account (a preview); 404 `{message}` otherwise.",
  tags: [...tags, "public"],
  middleware: [optionallyAuthenticated()],
  request: { params: eventIdParams },
  responses: { 200: questionsEnvelope, 404: errorBodySchema },
  handler: async ({ params }, c) =>
    c.json({ data: await publicQuestions(c.var.db, params.event_id, c.var.auth) }, 200),
});

const editAnswerRoute = (word: "answers" | "answer") =>
  defineRoute({
    method: "put",
    path: `/events/:event_id/questions/:question_id/${word}/:answer_id`,
    summary: "Correct one answer to a question",
    description: `\`answer\`: text, the options chosen, or an address, checked as the checkout checks it (422 on \`answer\`, or \`answer.<part>\` of an address); an empty answer to a question that is not required removes it. Served as \`…/answers/{id}\` and as \`…/answer/{id}\`, the path Hi.Events' web app sends. ${scopeNote}`,
    tags,
    middleware: [authenticated()],
    request: { params: questionParams.extend({ answer_id: idParam }), body: editQuestionAnswerSchema },
    responses: { 204: null, ...invalidInput, ...member },
    async handler({ params, body }, c) {
      await editQuestionAnswer(
        callerOf(c),
        params.event_id,
        { questionId: params.question_id, answerId: params.answer_id },
        body,
      );
      return c.body(null, 204);
    },
  });

export const questionRoutes = [
  editAnswerRoute("answers"),
  editAnswerRoute("answer"),
  listQuestionsRoute,
  createQuestionRoute,
  sortQuestionsRoute,
  getQuestionRoute,
  updateQuestionRoute,
  deleteQuestionRoute,
  publicQuestionsRoute,
];
