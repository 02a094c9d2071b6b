import type { z } from "zod";

/** Field errors as the 422 body carries them: dotted paths to reasons. */
export type FieldErrors = Record<string, string[]>;

/** Where an issue about the whole body (no field) is filed. */
export const bodyErrorKey = "root";

/**
 * The `errors` map of a 422 answer from a failed zod parse: `{ "products.0.quantities.1.price_id":
 * ["…"] }`, one entry per field, reasons in the order zod found them.
 */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? bodyErrorKey : issue.path.map(String).join(".");
    const reasons = errors[key] ?? [];
    if (!reasons.includes(issue.message)) reasons.push(issue.message);
    errors[key] = reasons;
  }
  return errors;
}

/**
 * The whole 422 body: `{ message: "<first reason> (and N more errors)", errors }`, worded as the
 * Hi.Events API words it so existing clients show the same text.
 */
export function unprocessableBodyFromZod(error: z.ZodError): { message: string; errors: FieldErrors } {
  const errors = fieldErrorsFromZod(error);
  const reasons = Object.values(errors).flat();
  const [first = "The given data was invalid."] = reasons;
  const more = reasons.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? "" : "s"})` : first;
  return { message, errors };
}
