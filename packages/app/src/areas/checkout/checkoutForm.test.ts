import { completeOrderSchema, type Question } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { questionsAnswer, reservedOrder } from "./checkout.fixtures";
import {
  type CheckoutShape,
  type CheckoutValues,
  checkoutBodyOf,
  checkoutSchema,
  formFieldOf,
  ticketUnitsOf,
} from "./checkoutForm";

const questions = questionsAnswer().filter((question) => !question.is_hidden) as Question[];

const shape = (overrides: Partial<CheckoutShape> = {}): CheckoutShape => ({
  units: ticketUnitsOf(reservedOrder() as never),
  questions,
  perTicket: true,
  billingAddress: false,
  marketing: false,
  terms: false,
  ...overrides,
});

/** Everything filled in as a careful buyer would. */
const complete = (): CheckoutValues => ({
  "order.first_name": "Giulia",
  "order.last_name": "Rossi",
  "order.email": "giulia@example.com",
  "order.email_confirmation": "giulia@example.com",
  "order.q1": "Acme",
  "order.q3": ["Vegan"],
  "order.q4": "Friends",
  "order.q5": "M",
  "products.0.first_name": "Marco",
  "products.0.last_name": "Bianchi",
  "products.0.email": "marco@example.com",
  "products.0.q6": "1990-02-28",
  "products.1.first_name": "Sara",
  "products.1.last_name": "Verdi",
  "products.1.email": "sara@example.com",
  "order.accepted_terms": false,
});

/** The refused fields and their codes (a domain reason's code where there is one). */
function refusals(values: CheckoutValues, form = shape()) {
  const parsed = checkoutSchema(form).safeParse(values);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const params = (issue as { params?: { code?: string } }).params;
    return `${issue.path.join(".")}:${params?.code ?? issue.code}`;
  });
}

/** What the domain's schema of the body refuses, named as the form names its fields. */
function schemaRefusals(values: CheckoutValues, form = shape()) {
  const body = checkoutBodyOf(values, form);
  const parsed = completeOrderSchema.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const params = (issue as { params?: { code?: string } }).params;
    return `${formFieldOf(issue.path.join("."), body)}:${params?.code ?? issue.code}`;
  });
}

describe("the checkout's own check of the details, before anything is sent", () => {
  it("lets a complete form through, as the body the server takes", () => {
    expect(refusals(complete())).toEqual([]);
    expect(schemaRefusals(complete())).toEqual([]);
  });

  it.each([
    ["a blank first name", { "order.first_name": "  " }, "order.first_name:too_small"],
    ["a first name over 40 characters", { "order.first_name": "x".repeat(41) }, "order.first_name:too_big"],
    [
      "an email that is not one",
      { "order.email": "giulia@", "order.email_confirmation": "giulia@" },
      "order.email:invalid_format",
    ],
    [
      "a confirmation that differs",
      { "order.email_confirmation": "giulia@example.org" },
      "order.email_confirmation:emails_mismatch",
    ],
    [
      "a holder's name over 100 characters",
      { "products.1.last_name": "x".repeat(101) },
      "products.1.last_name:too_big",
    ],
    ["a holder's email that is not one", { "products.0.email": "marco" }, "products.0.email:invalid_format"],
  ])("refuses %s on its field, as the domain's schema of the body does", (_case, change, expected) => {
    const values = { ...complete(), ...change };
    expect(refusals(values)).toEqual([expected]);
    expect(schemaRefusals(values)).toEqual([expected]);
  });

  it.each([
    ["a required question left blank", { "order.q1": "" }, ["order.q1:answer_required"]],
    ["a choice that is not an option", { "order.q5": "XXL" }, ["order.q5:answer_not_an_option"]],
    ["a date that does not exist", { "products.0.q6": "1990-02-30" }, ["products.0.q6:answer_not_a_date"]],
    [
      "an address without its city and country",
      { "order.q7.address_line_1": "Via Roma 1" },
      ["order.q7.city:too_small"],
    ],
    ["a ticket without its holder", { "products.0.first_name": "" }, ["products.0.first_name:too_small"]],
  ])("refuses %s, as the server's answer rule does", (_case, change, expected) => {
    expect(refusals({ ...complete(), ...change })).toEqual(expected);
  });

  it("asks for each needed part of a required address, and of the billing address when the event wants one", () => {
    const required = questions.map((question) =>
      question.type === "ADDRESS" ? { ...question, required: true } : question,
    );
    expect(refusals(complete(), shape({ questions: required }))).toEqual([
      "order.q7.address_line_1:too_small",
      "order.q7.city:too_small",
      "order.q7.country:too_small",
    ]);
    expect(
      refusals({ ...complete(), "order.address.country": "Italia" }, shape({ billingAddress: true })),
    ).toEqual([
      "order.address.address_line_1:too_small",
      "order.address.city:too_small",
      "order.address.country:invalid_format",
    ]);
  });

  it("asks for the terms when the deployment has some", () => {
    expect(refusals(complete(), shape({ terms: true }))).toEqual(["order.accepted_terms:terms_not_accepted"]);
    expect(refusals({ ...complete(), "order.accepted_terms": true }, shape({ terms: true }))).toEqual([]);
  });
});
