import { questionReads } from "../api/questions";
import { apiPath } from "../api/transport";
import type { Question } from "../model/question";
import { anyOf, type KeyMatcher, nothing, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

/** An event's questions, as organisers and as the checkout (and the public event) see them. */
function eventQuestions(eventId: Id): KeyMatcher {
  return under(apiPath`events/${eventId}/questions`, apiPath`public/events/${eventId}`);
}

export function useQuestions(eventId: Id | undefined, config?: QueryConfig<Question[]>) {
  return useApiRead(
    eventId == null ? null : questionReads.list(eventId),
    (client) => client.questions.list(eventId!),
    config,
  );
}

export function useQuestion(
  eventId: Id | undefined,
  questionId: Id | undefined,
  config?: QueryConfig<Question>,
) {
  return useApiRead(
    eventId == null || questionId == null ? null : questionReads.get(eventId, questionId),
    (client) => client.questions.get(eventId!, questionId!),
    config,
  );
}

export function usePublicQuestions(eventId: Id | undefined, config?: QueryConfig<Question[]>) {
  return useApiRead(
    eventId == null ? null : questionReads.listPublic(eventId),
    (client) => client.questions.listPublic(eventId!),
    config,
  );
}

export function useCreateQuestion() {
  return useApiMutation(
    (client) => client.questions.create,
    ([eventId]) => eventQuestions(eventId),
  );
}

export function useUpdateQuestion() {
  return useApiMutation(
    (client) => client.questions.update,
    ([eventId]) => eventQuestions(eventId),
  );
}

export function useDeleteQuestion() {
  return useApiMutation(
    (client) => client.questions.delete,
    ([eventId]) => eventQuestions(eventId),
  );
}

export function useSortQuestions() {
  return useApiMutation(
    (client) => client.questions.sort,
    ([eventId]) => eventQuestions(eventId),
  );
}

/** Answers show on orders and attendees. */
export function useEditQuestionAnswer() {
  return useApiMutation(
    (client) => client.questions.editAnswer,
    ([eventId]) => anyOf(under(apiPath`events/${eventId}/orders`, apiPath`events/${eventId}/attendees`)),
  );
}

/** Starts (or, given the job id, polls) the answers spreadsheet. */
export function useExportQuestionAnswers() {
  return useApiMutation(
    (client) => client.questions.exportAnswers,
    () => nothing,
  );
}
