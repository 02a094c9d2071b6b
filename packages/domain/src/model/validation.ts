import type { z } from "zod";
import type { FieldCodes, WireReason } from "./reasons";

/** Field errors as the 422 body carries them: dotted paths to reasons. */
export type FieldErrors = Record<string, string[]>;

/** Where an issue about the whole body (no field) is filed. */
export const bodyErrorKey = "root";

type Issue = z.ZodError["issues"][number];

/** Zod's parameters worth sending with its issue codes: only plain values, never the input. */
const issueParams = [
  "origin",
  "minimum",
  "maximum",
  "inclusive",
  "exact",
  "expected",
  "format",
  "divisor",
  "keys",
  "values",
] as const;

function plainValue(value: unknown): unknown {
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value))
    return value.filter((item) => ["string", "number", "boolean"].includes(typeof item) || item === null);
  return ["string", "number", "boolean"].includes(typeof value) ? value : undefined;
}

/**
 * One issue as the `codes` of a 422 carry it: a refinement's reason (its `params`, see
 * `reasonIssue`), else zod's code with its plain parameters; `{ code: "custom" }` for a
 * refinement without a reason. Parse with `{ reportInput: true }` so that `invalid_type` says
 * whether a value was `received` (`"nothing"` or `"value"`).
 */
export function wireReasonOf(issue: Issue): WireReason {
  if (issue.code === "custom") {
    const params = issue.params as Record<string, unknown> | undefined;
    return typeof params?.code === "string" ? { ...params, code: params.code } : { code: "custom" };
  }
  const reason: WireReason = { code: issue.code };
  for (const name of issueParams) {
    const value = plainValue((issue as unknown as Record<string, unknown>)[name]);
    if (value !== undefined) reason[name] = value;
  }
  // Parsed with `reportInput`, a wrong type tells a missing value from another one (never which).
  if (issue.code === "invalid_type" && "input" in issue)
    reason.received = issue.input === undefined || issue.input === null ? "nothing" : "value";
  return reason;
}

const keyOf = (issue: Issue) => (issue.path.length === 0 ? bodyErrorKey : issue.path.map(String).join("."));

/**
 * A failed parse as the 422 says it, by field: the English reasons (`errors`) and, in the same
 * order, their codes (`codes`). A reason given twice for one field is kept once.
 */
export function fieldReasonsFromZod(error: z.ZodError): { errors: FieldErrors; codes: FieldCodes } {
  const errors: FieldErrors = {};
  const codes: FieldCodes = {};
  for (const issue of error.issues) {
    const key = keyOf(issue);
    const reasons = errors[key] ?? [];
    if (reasons.includes(issue.message)) continue;
    reasons.push(issue.message);
    errors[key] = reasons;
    codes[key] = [...(codes[key] ?? []), wireReasonOf(issue)];
  }
  return { errors, codes };
}

/**
 * The `errors` map of a 422 answer from a failed zod parse: `{ "products.0.quantities.1.price_id":
 * ["…"] }`, one entry per field, reasons in the order zod found them.
 */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  return fieldReasonsFromZod(error).errors;
}

/**
 * The whole 422 body: `{ message: "<first reason> (and N more errors)", errors, codes }`, worded as
 * the Hi.Events API words it so existing clients show the same text; `codes` is Varco's own, for
 * clients that say the reasons in their user's language (docs/api/wire.md).
 */
export function unprocessableBodyFromZod(error: z.ZodError): {
  message: string;
  errors: FieldErrors;
  codes: FieldCodes;
} {
  const { errors, codes } = fieldReasonsFromZod(error);
  const reasons = Object.values(errors).flat();
  const [first = "The given data was invalid."] = reasons;
  const more = reasons.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? "" : "s"})` : first;
  return { message, errors, codes };
}
