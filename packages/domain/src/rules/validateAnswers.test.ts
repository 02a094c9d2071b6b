import { describe, expect, it } from "vitest";
import { type AnswersProblem, type AskedQuestion, validateAnswers } from "./validateAnswers";

const question = (id: number, type: string, extra: Partial<AskedQuestion> = {}): AskedQuestion => ({
  id,
  type,
  required: true,
  options: null,
  ...extra,
});

const single = question(1, "SINGLE_LINE_TEXT");
const multi = question(2, "MULTI_LINE_TEXT");
const radio = question(3, "RADIO", { options: ["Veg", "Meat"] });
const dropdown = question(4, "DROPDOWN", { options: ["S", "M", "L"] });
const checkbox = question(5, "CHECKBOX", { options: ["Mon", "Tue", "Wed"] });
const date = question(6, "DATE");
const address = question(7, "ADDRESS");
const optional = question(8, "SINGLE_LINE_TEXT", { required: false });
const hidden = question(9, "SINGLE_LINE_TEXT", { is_hidden: true });

const fullAddress = {
  address_line_1: "Via Roma 1",
  city: "Milano",
  country: "IT",
  zip_or_postal_code: "20100",
};

/** The answer kept for `asked` given `response`, or the problem with it. */
function outcome(asked: AskedQuestion, response: unknown) {
  const result = validateAnswers([asked], [{ question_id: asked.id, response }]);
  const [problem] = result.problems;
  if (problem) return problem.part ? { ...problem.problem, part: problem.part } : problem.problem;
  return result.answers[0]?.answer ?? "not kept";
}

describe("validateAnswers", () => {
  it.each([
    ["text", single, "Ada", "Ada"],
    ["text trimmed", single, "  Ada  ", "Ada"],
    ["text wrapped as { answer }", single, { answer: "Ada" }, "Ada"],
    ["text 255 long", multi, "x".repeat(255), "x".repeat(255)],
    ["text 256 long", multi, "x".repeat(256), { code: "answer_wrong_kind", type: "MULTI_LINE_TEXT" }],
    ["text given a list of two", single, ["a", "b"], { code: "answer_wrong_kind", type: "SINGLE_LINE_TEXT" }],
    ["text given an address", single, fullAddress, { code: "answer_wrong_kind", type: "SINGLE_LINE_TEXT" }],
    ["required text blank", single, "   ", { code: "answer_required" }],
    ["optional text blank", optional, "", "not kept"],
    ["radio option", radio, "Veg", "Veg"],
    ["radio option as a list of one", radio, ["Meat"], "Meat"],
    ["radio not an option", radio, "Fish", { code: "answer_not_an_option" }],
    ["radio two options", radio, ["Veg", "Meat"], { code: "answer_wrong_kind", type: "RADIO" }],
    ["dropdown option", dropdown, "M", "M"],
    ["dropdown not an option", dropdown, "XL", { code: "answer_not_an_option" }],
    ["checkbox several", checkbox, ["Mon", "Wed"], ["Mon", "Wed"]],
    ["checkbox repeated once", checkbox, ["Mon", "Mon"], ["Mon"]],
    ["checkbox one as text", checkbox, "Tue", ["Tue"]],
    ["checkbox one not an option", checkbox, ["Mon", "Sun"], { code: "answer_not_an_option" }],
    ["required checkbox none", checkbox, [], { code: "answer_required" }],
    ["checkbox given an address", checkbox, fullAddress, { code: "answer_wrong_kind", type: "CHECKBOX" }],
    ["date", date, "2026-02-28", "2026-02-28"],
    ["date 29 February of a leap year", date, "2028-02-29", "2028-02-29"],
    ["date 29 February of another year", date, "2026-02-29", { code: "answer_not_a_date" }],
    ["date 31 April", date, "2026-04-31", { code: "answer_not_a_date" }],
    ["date in words", date, "tomorrow", { code: "answer_not_a_date" }],
    ["date given a list", date, ["2026-01-01", "2026-01-02"], { code: "answer_wrong_kind", type: "DATE" }],
    ["address", address, fullAddress, { ...fullAddress, address_line_2: null, state_or_region: null }],
    [
      "address without a city",
      address,
      { ...fullAddress, city: " " },
      { code: "required", label: "City", part: "city" },
    ],
    [
      "address without a country",
      address,
      { ...fullAddress, country: null },
      { code: "required", label: "Country", part: "country" },
    ],
    ["required address left blank", address, { address_line_1: "", city: "" }, { code: "answer_required" }],
    ["address given text", address, "Via Roma 1, Milano", { code: "answer_wrong_kind", type: "ADDRESS" }],
    ["required answer null", single, null, { code: "answer_required" }],
  ])("%s", (_case, asked, response, expected) => {
    expect(outcome(asked, response)).toEqual(expected);
  });

  it("asks for every required visible question the body leaves out, and not for hidden or optional ones", () => {
    const result = validateAnswers([single, optional, hidden, radio], [{ question_id: 3, response: "Veg" }]);
    expect(result.problems).toEqual<AnswersProblem[]>([
      { index: null, questionId: 1, problem: { code: "answer_required" } },
    ]);
    expect(result.answers).toEqual([{ questionId: 3, answer: "Veg" }]);
  });

  it("ignores answers to hidden questions and refuses questions not asked here, by index", () => {
    const result = validateAnswers(
      [optional, hidden],
      [
        { question_id: 9, response: "secret" },
        { question_id: 42, response: "who?" },
        { question_id: 8, response: "kept" },
      ],
    );
    expect(result.answers).toEqual([{ questionId: 8, answer: "kept" }]);
    expect(result.problems).toEqual([{ index: 1, questionId: 42, problem: { code: "question_unknown" } }]);
  });

  it("keeps the first answer to a question given twice", () => {
    const result = validateAnswers(
      [optional],
      [
        { question_id: 8, response: "first" },
        { question_id: 8, response: "second" },
      ],
    );
    expect(result.answers).toEqual([{ questionId: 8, answer: "first" }]);
  });
});
