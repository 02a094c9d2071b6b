import { addressPart } from "./addressLines";

/**
 * A checkout question as the rule needs it. `type` is one of the model's question types
 * (ADDRESS, SINGLE_LINE_TEXT, MULTI_LINE_TEXT, CHECKBOX, RADIO, DROPDOWN, DATE).
 */
export interface AskedQuestion {
  id: number;
  type: string;
  options?: readonly string[] | null;
  required: boolean;
  is_hidden?: boolean | null;
}

/** One entry of a body's `questions`: the answer itself, or wrapped as `{ answer }`. */
export interface QuestionResponse {
  question_id: number;
  response: unknown;
}

/** An ADDRESS answer as it is kept: every part trimmed, blank parts null. */
export interface AddressAnswer {
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  state_or_region: string | null;
  zip_or_postal_code: string | null;
  country: string | null;
}

/** What is stored: text (a DATE as `YYYY-MM-DD`), the chosen options, or an address. */
export type KeptAnswer = string | string[] | AddressAnswer;

export type AnswerProblem =
  | { code: "answer_required" }
  | { code: "answer_not_an_option" }
  | { code: "answer_wrong_kind"; type: string }
  | { code: "answer_not_a_date" }
  | { code: "question_unknown" }
  /** A required part of an ADDRESS answer is missing (`part` names it). */
  | { code: "required"; label: string };

export interface AnswersProblem {
  /**
   * Index of the response in the body's `questions`; null for a required question the body does
   * not mention at all.
   */
  index: number | null;
  questionId: number;
  /** A part of the answer the problem is about (an ADDRESS answer's `city`, say). */
  part?: keyof AddressAnswer;
  problem: AnswerProblem;
}

export interface ValidatedAnswers {
  /** The answers to keep: visible questions, not empty, in the order they were given. */
  answers: Array<{ questionId: number; answer: KeptAnswer }>;
  problems: AnswersProblem[];
}

/** Free-text answers are at most this long. */
export const maxAnswerLength = 255;

/**
 * The parts of a postal address after its venue, in order: a billing address, an ADDRESS
 * question's answer, and after a venue an event's or an organiser's place.
 */
export const addressParts = [
  "address_line_1",
  "address_line_2",
  "city",
  "state_or_region",
  "zip_or_postal_code",
  "country",
] as const satisfies readonly (keyof AddressAnswer)[];

/** The parts an ADDRESS answer must have once any part is given, with their English names. */
const requiredAddressParts = {
  address_line_1: "Address line 1",
  city: "City",
  country: "Country",
} as const;

type Checked = { value: KeptAnswer | null } | { problem: AnswerProblem; part?: keyof AddressAnswer };

/**
 * The answers of one asker (the order, or one unit of a product) checked against the questions
 * asked of it (docs/rules/questions.md): each answer fits its question's type (text of at most
 * 255 characters, options only from the question's, several only for CHECKBOX, a DATE a real
 * calendar date, an ADDRESS with its line 1, city and country), every required visible question is
 * answered, and a question that is not asked of this asker is refused. Hidden questions are not
 * asked: their answers are ignored. Empty answers to optional questions are not kept.
 */
export function validateAnswers(
  questions: readonly AskedQuestion[],
  responses: readonly QuestionResponse[] | null | undefined,
): ValidatedAnswers {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answers: ValidatedAnswers["answers"] = [];
  const problems: AnswersProblem[] = [];
  const seen = new Set<number>();

  (responses ?? []).forEach((entry, index) => {
    const question = byId.get(entry.question_id);
    if (!question) {
      problems.push({ index, questionId: entry.question_id, problem: { code: "question_unknown" } });
      return;
    }
    if (question.is_hidden || seen.has(question.id)) return;
    seen.add(question.id);
    const checked = checkAnswer(question, unwrap(entry.response));
    if ("problem" in checked) {
      problems.push({
        index,
        questionId: question.id,
        ...(checked.part ? { part: checked.part } : {}),
        problem: checked.problem,
      });
    } else if (checked.value !== null) {
      answers.push({ questionId: question.id, answer: checked.value });
    } else if (question.required) {
      problems.push({ index, questionId: question.id, problem: { code: "answer_required" } });
    }
  });

  for (const question of questions) {
    if (question.required && !question.is_hidden && !seen.has(question.id)) {
      problems.push({ index: null, questionId: question.id, problem: { code: "answer_required" } });
    }
  }
  return { answers, problems };
}

/** `{ answer: x }` → `x`; anything else is the answer itself. */
function unwrap(response: unknown): unknown {
  if (isRecord(response) && Object.hasOwn(response, "answer")) return response.answer;
  return response;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One answer against its question: its kept value (null when empty) or why it is refused. */
function checkAnswer(question: AskedQuestion, answer: unknown): Checked {
  const wrongKind = { problem: { code: "answer_wrong_kind", type: question.type } } as const;
  if (answer === null || answer === undefined) return { value: null };
  switch (question.type) {
    case "SINGLE_LINE_TEXT":
    case "MULTI_LINE_TEXT": {
      const text = singleText(answer);
      if (text === undefined || text.length > maxAnswerLength) return wrongKind;
      return { value: text.trim() === "" ? null : text.trim() };
    }
    case "RADIO":
    case "DROPDOWN": {
      const choice = singleText(answer);
      if (choice === undefined) return wrongKind;
      if (choice.trim() === "") return { value: null };
      return isOption(question, choice) ? { value: choice } : { problem: { code: "answer_not_an_option" } };
    }
    case "CHECKBOX": {
      const chosen = typeof answer === "string" ? [answer] : answer;
      if (!Array.isArray(chosen) || !chosen.every((item) => typeof item === "string")) return wrongKind;
      const picked = [...new Set(chosen.filter((item) => item.trim() !== ""))];
      if (!picked.every((item) => isOption(question, item)))
        return { problem: { code: "answer_not_an_option" } };
      return { value: picked.length ? picked : null };
    }
    case "DATE": {
      const text = singleText(answer);
      if (text === undefined) return wrongKind;
      if (text.trim() === "") return { value: null };
      return isCalendarDate(text.trim())
        ? { value: text.trim() }
        : { problem: { code: "answer_not_a_date" } };
    }
    case "ADDRESS":
      return checkAddress(answer, wrongKind);
    default:
      return wrongKind;
  }
}

/** A string, or a list holding exactly one (as some forms send a single choice); else undefined. */
function singleText(answer: unknown): string | undefined {
  if (typeof answer === "string") return answer;
  if (Array.isArray(answer) && answer.length === 1 && typeof answer[0] === "string") return answer[0];
  if (Array.isArray(answer) && answer.length === 0) return "";
  return undefined;
}

function isOption(question: AskedQuestion, choice: string): boolean {
  return (question.options ?? []).includes(choice);
}

/** `YYYY-MM-DD` naming a day that exists (no 31 February). */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function checkAddress(answer: unknown, wrongKind: Checked): Checked {
  if (!isRecord(answer)) return wrongKind;
  const address = {} as AddressAnswer;
  for (const part of addressParts) {
    const value = answer[part];
    if (value !== undefined && value !== null && typeof value !== "string") return wrongKind;
    if (typeof value === "string" && value.length > maxAnswerLength) return wrongKind;
    address[part] = addressPart(value as string | null | undefined);
  }
  if (addressParts.every((part) => address[part] === null)) return { value: null };
  for (const [part, label] of Object.entries(requiredAddressParts) as [
    keyof typeof requiredAddressParts,
    string,
  ][]) {
    if (address[part] === null) return { problem: { code: "required", label }, part };
  }
  return { value: address };
}
