import type { DataEnvelope } from "../model/list";
import type {
  EditQuestionAnswerBody,
  ExportJob,
  Question,
  QuestionBody,
  SortQuestionsBody,
} from "../model/question";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** Checkout questions and their answers (contract §2.7). */
export function questionsApi(transport: Transport) {
  const one = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Question>>(method, path, { body }));
  return {
    /** Not paginated. */
    list: (eventId: Id) =>
      dataOf(transport.request<DataEnvelope<Question[]>>("GET", apiPath`events/${eventId}/questions`)),
    create: (eventId: Id, body: QuestionBody) => one("POST", apiPath`events/${eventId}/questions`, body),
    get: (eventId: Id, questionId: Id) => one("GET", apiPath`events/${eventId}/questions/${questionId}`),
    update: (eventId: Id, questionId: Id, body: QuestionBody) =>
      one("PUT", apiPath`events/${eventId}/questions/${questionId}`, body),
    delete: (eventId: Id, questionId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/questions/${questionId}`),
    sort: (eventId: Id, body: SortQuestionsBody) =>
      transport.request<void>("POST", apiPath`events/${eventId}/questions/sort`, { body }),
    editAnswer: (eventId: Id, questionId: Id, answerId: Id, body: EditQuestionAnswerBody) =>
      transport.request<void>("PUT", apiPath`events/${eventId}/questions/${questionId}/answers/${answerId}`, {
        body,
      }),
    /** Starts the answers spreadsheet, or (with the job id) asks how it is going. */
    exportAnswers: (eventId: Id, jobUuid?: string) =>
      transport.request<ExportJob>("POST", apiPath`events/${eventId}/questions/answers/export`, {
        body: jobUuid === undefined ? {} : { job_uuid: jobUuid },
      }),
    /** Visible questions of an event, in order, for the checkout. */
    listPublic: (eventId: Id) =>
      dataOf(transport.request<DataEnvelope<Question[]>>("GET", apiPath`public/events/${eventId}/questions`)),
  };
}
