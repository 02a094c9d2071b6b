import type { DataEnvelope } from "../model/list";
import type {
  EditQuestionAnswerBody,
  ExportJob,
  Question,
  QuestionBody,
  SortQuestionsBody,
} from "../model/question";
import type { ExportFormat } from "../rules/exportFileName";
import { dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of questions: each one's path, for the client and the hooks' cache keys. */
export const questionReads = {
  /** Not paginated. */
  list: (eventId: Id) => dataRead<Question[]>(apiPath`events/${eventId}/questions`),
  get: (eventId: Id, questionId: Id) =>
    dataRead<Question>(apiPath`events/${eventId}/questions/${questionId}`),
  /** Visible questions of an event, in order, for the checkout. */
  listPublic: (eventId: Id) => dataRead<Question[]>(apiPath`public/events/${eventId}/questions`),
};

/** Checkout questions and their answers. */
export function questionsApi(transport: Transport) {
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Question>>(method, path, { body }));
  return {
    list: (eventId: Id) => transport.read(questionReads.list(eventId)),
    create: (eventId: Id, body: QuestionBody) => one("POST", apiPath`events/${eventId}/questions`, body),
    get: (eventId: Id, questionId: Id) => transport.read(questionReads.get(eventId, questionId)),
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
    /**
     * Starts the answers file, a spreadsheet (XLSX, the default) or a CSV, or (with the job id)
     * asks how it is going.
     */
    exportAnswers: (eventId: Id, jobUuid?: string, format?: ExportFormat) =>
      transport.request<ExportJob>("POST", apiPath`events/${eventId}/questions/answers/export`, {
        body: jobUuid === undefined ? (format ? { format } : {}) : { job_uuid: jobUuid },
      }),
    listPublic: (eventId: Id) => transport.read(questionReads.listPublic(eventId)),
  };
}
