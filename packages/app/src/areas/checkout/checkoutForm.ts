import {
  type AnswersProblem,
  type AnswerValue,
  ApiError,
  addressParts,
  type CompleteOrderBody,
  isApiError,
  type Order,
  type Question,
  validateAnswers,
} from "@varco/domain";
import type { FormSchema, SchemaIssue } from "../../forms/fieldErrors";

/** A field's value: text, the options ticked, or a box ticked. */
export type CheckoutValue = string | string[] | boolean;
export type CheckoutValues = Record<string, CheckoutValue>;

/** One ticket of the order: one block of details (its holder, its product's questions). */
export interface TicketUnit {
  /** Its place among the tickets: the body's `products.{index}`. */
  index: number;
  productId: number;
  priceId: number;
  title: string;
  /** Which of its product's tickets it is (1, 2…), to tell them apart. */
  ordinal: number;
  /** How many tickets of that product the order has. */
  of: number;
}

/**
 * The order's tickets, unit by unit, in the order's order: every item that is not a GENERAL
 * product (merchandise has no holder).
 */
export function ticketUnitsOf(order: Order): TicketUnit[] {
  const units: TicketUnit[] = [];
  for (const item of order.order_items ?? []) {
    if (item.product_type === "GENERAL") continue;
    for (let unit = 1; unit <= item.quantity; unit += 1)
      units.push({
        index: units.length,
        productId: item.product_id,
        priceId: item.product_price_id ?? 0,
        title: item.item_name,
        ordinal: unit,
        of: item.quantity,
      });
  }
  return units;
}

/** The questions a ticket's block asks: those of its product. */
export function questionsOfUnit(questions: readonly Question[], unit: TicketUnit): Question[] {
  return questions.filter(
    (question) => question.belongs_to === "PRODUCT" && (question.product_ids ?? []).includes(unit.productId),
  );
}

export const orderQuestionsOf = (questions: readonly Question[]) =>
  questions.filter((question) => question.belongs_to === "ORDER");

/** The field of a question's answer in the form: `{owner}.q{id}` (owner `order` or `products.{n}`). */
export const answerField = (owner: string, question: Pick<Question, "id">) => `${owner}.q${question.id}`;

/** What the form starts with for a question (nothing ticked, nothing typed). */
export function blankAnswers(owner: string, question: Question): CheckoutValues {
  const field = answerField(owner, question);
  if (question.type === "CHECKBOX") return { [field]: [] };
  if (question.type === "ADDRESS")
    return Object.fromEntries(addressParts.map((part) => [`${field}.${part}`, ""]));
  return { [field]: "" };
}

/** What the form starts with for a question already answered (`answer`), else blank. */
export function givenAnswers(
  owner: string,
  question: Question,
  answer: AnswerValue | undefined,
): CheckoutValues {
  const blank = blankAnswers(owner, question);
  if (answer === undefined) return blank;
  const field = answerField(owner, question);
  if (question.type === "ADDRESS") {
    const address = typeof answer === "object" && !Array.isArray(answer) ? answer : {};
    return Object.fromEntries(
      addressParts.map((part) => [`${field}.${part}`, (address as Record<string, unknown>)[part] ?? ""]),
    ) as CheckoutValues;
  }
  if (question.type === "CHECKBOX") return { [field]: Array.isArray(answer) ? answer : [String(answer)] };
  return { [field]: Array.isArray(answer) ? answer.join(", ") : typeof answer === "string" ? answer : "" };
}

const textOf = (value: CheckoutValue | undefined) => (typeof value === "string" ? value.trim() : "");

type AddressAnswer = NonNullable<CheckoutBody["order"]["address"]>;

/** An address from its fields under `prefix`; undefined when every part is empty. */
function addressOf(values: CheckoutValues, prefix: string): AddressAnswer | undefined {
  const parts = addressParts.map((part) => [part, textOf(values[`${prefix}.${part}`])] as const);
  if (parts.every(([, value]) => value === "")) return undefined;
  return Object.fromEntries(
    parts
      .filter(([, value]) => value !== "")
      .map(([part, value]) => [part, part === "country" ? value.toUpperCase() : value]),
  ) as AddressAnswer;
}

/** The answer of a question as the body carries it, or undefined when the buyer gave none. */
function answerOf(values: CheckoutValues, owner: string, question: Question) {
  const field = answerField(owner, question);
  if (question.type === "ADDRESS") return addressOf(values, field);
  if (question.type === "CHECKBOX") {
    const ticked = values[field];
    return Array.isArray(ticked) && ticked.length > 0 ? ticked : undefined;
  }
  const text = textOf(values[field]);
  return text === "" ? undefined : text;
}

/** The answers of `questions` as a body carries them (`{ question_id, response: { answer } }`), if any. */
export function answersOf(values: CheckoutValues, owner: string, questions: readonly Question[]) {
  const answers = questions.flatMap((question) => {
    const answer = answerOf(values, owner, question);
    return answer === undefined ? [] : [{ question_id: question.id, response: { answer } }];
  });
  return answers.length > 0 ? answers : undefined;
}

/** What the form knows of the event and order to shape the body. */
export interface CheckoutShape {
  units: TicketUnit[];
  questions: Question[];
  /** PER_TICKET: each ticket names its holder; PER_ORDER: the buyer holds them all. */
  perTicket: boolean;
  billingAddress: boolean;
  marketing: boolean;
  terms: boolean;
}

export type CheckoutBody = CompleteOrderBody;

/** The `PUT …/order/{shortId}` body of the form's values. */
export function checkoutBodyOf(values: CheckoutValues, shape: CheckoutShape): CheckoutBody {
  const email = textOf(values["order.email"]);
  return {
    order: {
      first_name: textOf(values["order.first_name"]),
      last_name: textOf(values["order.last_name"]),
      email,
      email_confirmation: textOf(values["order.email_confirmation"]),
      ...(shape.billingAddress ? { address: addressOf(values, "order.address") } : {}),
      questions: answersOf(values, "order", orderQuestionsOf(shape.questions)),
      ...(shape.marketing ? { opted_into_marketing: values["order.opted_into_marketing"] === true } : {}),
      ...(shape.terms ? { accepted_terms: values["order.accepted_terms"] === true } : {}),
    },
    products: shape.units.map((unit) => {
      const owner = `products.${unit.index}`;
      const holderEmail = textOf(values[`${owner}.email`]);
      return {
        product_id: unit.productId,
        product_price_id: unit.priceId,
        ...(shape.perTicket
          ? {
              first_name: textOf(values[`${owner}.first_name`]) || undefined,
              last_name: textOf(values[`${owner}.last_name`]) || undefined,
              email: holderEmail || undefined,
              email_confirmation: holderEmail || undefined,
            }
          : {}),
        questions: answersOf(values, owner, questionsOfUnit(shape.questions, unit)),
      };
    }),
  };
}

/**
 * A field of the body as the form names it: an answer's `{owner}.questions.{n}.response[.answer]`
 * is `{owner}.q{questionId}` (the form asks every question, the body carries only those answered).
 */
export function formFieldOf(field: string, body: CheckoutBody): string {
  const match = /^(order|products\.(\d+))\.(questions\..+)$/u.exec(field);
  if (!match) return field;
  const [, owner = "", unitIndex, rest = ""] = match;
  const answers =
    unitIndex === undefined ? body.order.questions : body.products[Number(unitIndex)]?.questions;
  const renamed = answerFormFieldOf(rest, owner, answers);
  return renamed === rest ? field : renamed;
}

/** A server's refusal with its fields named as the form names them. */
export function withFormFields(error: unknown, body: CheckoutBody): unknown {
  return withRenamedFields(error, (field) => formFieldOf(field, body));
}

/**
 * The field of a body's answer (`questions.{n}.response[.answer][.{part}]`) as the form names it
 * (`{owner}.q{questionId}[.{part}]`); another field as it is.
 */
export function answerFormFieldOf(
  field: string,
  owner: string,
  answers: readonly { question_id: number }[] | undefined,
): string {
  const match = /^questions\.(\d+)(?:\.response)?(?:\.answer)?(?:\.(.+))?$/u.exec(field);
  const questionId = match ? answers?.[Number(match[1])]?.question_id : undefined;
  if (!match || questionId === undefined) return field;
  return `${owner}.q${questionId}${match[2] ? `.${match[2]}` : ""}`;
}

/** A server's refusal (422) with each field it names renamed by `rename`; another error as it is. */
export function withRenamedFields(error: unknown, renamed: (field: string) => string): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const rename = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).map(([field, value]) => [renamed(field), value]));
  const answer = (error.body ?? {}) as { codes?: Record<string, unknown> };
  return new ApiError({
    status: error.status,
    message: error.message,
    method: error.method,
    path: error.path,
    fieldErrors: rename(error.fieldErrors),
    body: { ...answer, ...(answer.codes ? { codes: rename(answer.codes) } : {}) },
  });
}

/** The shape browsers accept in an email field: something, an @, a domain with a dot. */
const emailShape = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

const at = (path: string) => path.split(".");

const required = (path: string): SchemaIssue =>
  ({
    code: "too_small",
    origin: "string",
    minimum: 1,
    inclusive: true,
    path: at(path),
    message: "",
  }) as SchemaIssue;

const tooLong = (path: string, maximum: number): SchemaIssue =>
  ({
    code: "too_big",
    origin: "string",
    maximum,
    inclusive: true,
    path: at(path),
    message: "",
  }) as SchemaIssue;

const badFormat = (path: string, format: string): SchemaIssue =>
  ({ code: "invalid_format", format, path: at(path), message: "" }) as SchemaIssue;

const reason = (path: string, params: { code: string } & Record<string, unknown>): SchemaIssue =>
  ({ code: "custom", path: at(path), message: "", params }) as SchemaIssue;

/** A name, required, at most `max` characters once trimmed. */
function checkName(issues: SchemaIssue[], path: string, value: string, max: number) {
  if (value === "") issues.push(required(path));
  else if (value.length > max) issues.push(tooLong(path, max));
}

/** An email, required, that looks like one, at most `max` characters. */
function checkEmail(issues: SchemaIssue[], path: string, value: string, max: number) {
  if (value === "") issues.push(required(path));
  else if (!emailShape.test(value)) issues.push(badFormat(path, "email"));
  else if (value.length > max) issues.push(tooLong(path, max));
}

/** The billing address: line 1, city and a two-letter country needed; each part within its length. */
function checkBillingAddress(issues: SchemaIssue[], values: CheckoutValues) {
  const limits = {
    address_line_1: 255,
    address_line_2: 255,
    city: 85,
    state_or_region: 255,
    zip_or_postal_code: 20,
  } as const;
  for (const [part, max] of Object.entries(limits)) {
    const path = `order.address.${part}`;
    const value = textOf(values[path]);
    if (value === "" && (part === "address_line_1" || part === "city")) issues.push(required(path));
    else if (value.length > max) issues.push(tooLong(path, max));
  }
  const country = textOf(values["order.address.country"]);
  if (country === "") issues.push(required("order.address.country"));
  else if (!/^[A-Za-z]{2}$/u.test(country)) issues.push(badFormat("order.address.country", "regex"));
}

/**
 * A problem the domain's answer rule found, as the form's refusals of the fields that hold it: an
 * ADDRESS left blank is refused on each part it needs (the question itself has no field).
 */
function answerIssues(owner: string, question: Question | undefined, problem: AnswersProblem): SchemaIssue[] {
  const field = answerField(owner, { id: problem.questionId });
  const { code } = problem.problem;
  if (code === "answer_required" && question?.type === "ADDRESS")
    return ["address_line_1", "city", "country"].map((part) => required(`${field}.${part}`));
  if (code === "required") return [required(`${field}.${problem.part ?? "address_line_1"}`)];
  return [reason(problem.part ? `${field}.${problem.part}` : field, problem.problem)];
}

/** The answers' refusals by the domain's answer rule, on the form's fields of `owner`. */
export function answerRefusals(
  values: CheckoutValues,
  owner: string,
  questions: readonly Question[],
): SchemaIssue[] {
  const responses = answersOf(values, owner, questions) ?? [];
  return validateAnswers(questions, responses).problems.flatMap((problem) =>
    answerIssues(
      owner,
      questions.find((question) => question.id === problem.questionId),
      problem,
    ),
  );
}

/**
 * The form's check, made before anything is sent, with the refusals the server would give (the
 * same codes, so the same words on screen): the buyer's names and email (the confirmation equal
 * to it), each ticket's holder when tickets are named, the billing address when the event asks
 * for one, every answer by the domain's answer rule (required questions, options, dates, address
 * parts), and the terms when there are some. Written without the domain's zod schema of the body,
 * which would double the weight of the page; `checkoutForm.test.ts` holds the two together.
 */
export function checkoutSchema(shape: CheckoutShape): FormSchema<CheckoutBody> {
  return {
    safeParse(values) {
      const given = values as CheckoutValues;
      const body = checkoutBodyOf(given, shape);
      const issues: SchemaIssue[] = [];
      const { order } = body;
      checkName(issues, "order.first_name", order.first_name, 40);
      checkName(issues, "order.last_name", order.last_name, 40);
      checkEmail(issues, "order.email", order.email, 255);
      if (order.email !== "" && order.email !== order.email_confirmation)
        issues.push(reason("order.email_confirmation", { code: "emails_mismatch" }));
      if (shape.billingAddress) checkBillingAddress(issues, given);
      const ask = (owner: string, questions: readonly Question[]) =>
        issues.push(...answerRefusals(given, owner, questions));
      ask("order", orderQuestionsOf(shape.questions));
      for (const unit of shape.units) {
        const owner = `products.${unit.index}`;
        if (shape.perTicket) {
          checkName(issues, `${owner}.first_name`, textOf(given[`${owner}.first_name`]), 100);
          checkName(issues, `${owner}.last_name`, textOf(given[`${owner}.last_name`]), 100);
          checkEmail(issues, `${owner}.email`, textOf(given[`${owner}.email`]), 100);
        }
        ask(owner, questionsOfUnit(shape.questions, unit));
      }
      if (shape.terms && given["order.accepted_terms"] !== true)
        issues.push(reason("order.accepted_terms", { code: "terms_not_accepted" }));
      return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: body };
    },
  };
}

type PersonField = "first_name" | "last_name" | "email";

/**
 * The check of a buyer's short form (their name and email, or an email alone) as the server
 * checks it: required, within 255 characters, an email that looks like one. Written out rather
 * than the domain's schema so a page the server draws does not carry the schema library.
 */
export function personSchema<Field extends PersonField>(
  fields: readonly Field[],
): FormSchema<Record<Field, string>> {
  return {
    safeParse(values) {
      const given = values as Partial<Record<Field, unknown>>;
      const body = Object.fromEntries(
        fields.map((field) => [field, textOf(given[field] as CheckoutValue)]),
      ) as Record<Field, string>;
      const issues: SchemaIssue[] = [];
      for (const field of fields)
        if (field === "email") checkEmail(issues, field, body[field], 255);
        else checkName(issues, field, body[field], 255);
      return issues.length === 0 ? { success: true, data: body } : { success: false, error: { issues } };
    },
  };
}
