import { describe, expect, it } from "vitest";
import { z } from "zod";
import { completeOrderSchema, createOrderSchema } from "./checkout";
import { englishOf, isReasonCode, type Reason, reasonCodes } from "./reasons";
import { taxAndFeeBodySchema } from "./taxAndFee";
import { fieldErrorsFromZod, fieldReasonsFromZod, unprocessableBodyFromZod } from "./validation";

function errorOf(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the input to be refused");
  return result.error;
}

describe("fieldErrorsFromZod", () => {
  it("keys reasons by dotted path, nested arrays included", () => {
    const error = errorOf(createOrderSchema, {
      products: [
        {
          product_id: 1,
          quantities: [
            { price_id: 2, quantity: 1 },
            { price_id: "x", quantity: -1 },
          ],
        },
      ],
    });
    expect(fieldErrorsFromZod(error)).toEqual({
      "products.0.quantities.1.price_id": ["Price must be a number."],
      "products.0.quantities.1.quantity": ["Quantity must be at least 0."],
    });
  });

  it("gathers several reasons for one field, once each", () => {
    const schema = z.object({ code: z.string().min(5, "Too short.").regex(/^\d+$/, "Digits only.") });
    expect(fieldErrorsFromZod(errorOf(schema, { code: "ab" }))).toEqual({
      code: ["Too short.", "Digits only."],
    });
  });

  it("files an issue about the whole body under root", () => {
    const schema = z.object({ a: z.number().optional() }).refine((body) => body.a !== undefined, "Give a.");
    expect(fieldErrorsFromZod(errorOf(schema, {}))).toEqual({ root: ["Give a."] });
  });

  it("puts a cross-field check on the field it concerns", () => {
    const error = errorOf(completeOrderSchema, {
      order: {
        first_name: "Ada",
        last_name: "Rossi",
        email: "ada@example.com",
        email_confirmation: "ada@example.it",
      },
      products: [],
    });
    expect(fieldErrorsFromZod(error)).toEqual({
      "order.email_confirmation": ["The email addresses do not match."],
    });
  });
});

describe("unprocessableBodyFromZod", () => {
  it.each([
    [{ a: "", b: "" }, "A is required. (and 1 more error)"],
    [{ a: "", b: "", c: "" }, "A is required. (and 2 more errors)"],
    [{ a: "x", b: "" }, "B is required."],
  ])("%j → %s", (input, message) => {
    const schema = z.object({
      a: z.string().min(1, "A is required."),
      b: z.string().min(1, "B is required."),
      c: z.string().min(1, "C is required.").optional(),
    });
    const body = unprocessableBodyFromZod(errorOf(schema, input));
    expect(body.message).toBe(message);
    expect(body.errors).toEqual(fieldErrorsFromZod(errorOf(schema, input)));
  });
});

describe("the codes of a 422", () => {
  it("say zod's checks by issue code and plain parameters, never repeating the value sent", () => {
    const schema = z.object({
      name: z.string().min(3, "Name is too short."),
      email: z.email("Not an email."),
      count: z.number().max(10, "Too many."),
    });
    const { errors, codes } = fieldReasonsFromZod(errorOf(schema, { name: "ab", email: "x", count: 11 }));
    expect(errors).toEqual({ name: ["Name is too short."], email: ["Not an email."], count: ["Too many."] });
    expect(codes).toEqual({
      name: [{ code: "too_small", origin: "string", minimum: 3, inclusive: true }],
      email: [{ code: "invalid_format", origin: "string", format: "email" }],
      count: [{ code: "too_big", origin: "number", maximum: 10, inclusive: true }],
    });
    expect(JSON.stringify(codes)).not.toContain("ab");
  });

  it("say a schema's own rule by its reason, with the same English as before", () => {
    const error = errorOf(taxAndFeeBodySchema, {
      name: "VAT",
      type: "TAX",
      calculation_type: "PERCENTAGE",
      rate: 120,
      is_active: true,
      is_default: false,
    });
    expect(fieldReasonsFromZod(error)).toEqual({
      errors: { rate: ["A percentage rate must be at most 100."] },
      codes: { rate: [{ code: "rate_over_100" }] },
    });
  });

  it("keep each code beside its text when a text is given twice", () => {
    const schema = z.object({ a: z.string().min(5, "Bad.").regex(/^\d+$/, "Bad.").max(1, "Other.") });
    expect(fieldReasonsFromZod(errorOf(schema, { a: "ab" }))).toEqual({
      errors: { a: ["Bad.", "Other."] },
      codes: {
        a: [
          { code: "too_small", origin: "string", minimum: 5, inclusive: true },
          { code: "too_big", origin: "string", maximum: 1, inclusive: true },
        ],
      },
    });
  });

  it("file a rule without a reason as custom, so a client shows its text", () => {
    const schema = z.object({ a: z.number() }).refine(() => false, { path: ["a"], message: "No." });
    expect(unprocessableBodyFromZod(errorOf(schema, { a: 1 })).codes).toEqual({ a: [{ code: "custom" }] });
  });
});

describe("the English of every reason", () => {
  it.each([
    [{ code: "end_before_start" }, "The end date cannot be before the start date."],
    [
      { code: "account_not_verified", subject: "event" },
      "Confirm your email address before changing the status of an event.",
    ],
    [
      { code: "file_too_large", label: "Image", max_bytes: 5 * 1024 * 1024 },
      "The file must be at most 5 MB.",
    ],
    [
      { code: "image_too_small", min_width: 600, min_height: 50, width: 10, height: 20 },
      "The image must be at least 600 × 50 pixels; this one is 10 × 20.",
    ],
    [
      { code: "filter_operator_not_offered", field: "email", operator: "", values: ["eq", "in"] },
      "email cannot be filtered this way; choose one of: eq, in.",
    ],
    [
      { code: "unstorable_text", label: "Title", problem: "nul" },
      "Title contains characters that cannot be saved.",
    ],
  ] satisfies [Reason, string][])("%j → %s", (reason, english) => {
    expect(englishOf(reason)).toBe(english);
  });

  it("is there for every code, and every code is known", () => {
    expect(reasonCodes.length).toBeGreaterThan(50);
    expect(reasonCodes.every(isReasonCode)).toBe(true);
    expect(isReasonCode("too_small")).toBe(false);
  });
});
