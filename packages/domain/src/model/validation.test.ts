import { describe, expect, it } from "vitest";
import { z } from "zod";
import { completeOrderSchema, createOrderSchema } from "./checkout";
import { fieldErrorsFromZod, unprocessableBodyFromZod } from "./validation";

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
