import { reasonIssue, type UnstorableProblem } from "@varco/domain";
import type { z } from "zod";

/**
 * Text the database cannot store as sent: PostgreSQL refuses U+0000 in `text` and `jsonb`, and
 * refuses a lone surrogate's escape in `jsonb` (in `text` the driver would silently turn it into
 * U+FFFD, storing something else than what was sent). The route layer checks every string of
 * every input (body, form, query, path) with this, so no route reaches the database with one.
 */
export function unstorableTextIssues(value: unknown, path: (string | number)[] = []): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const visit = (item: unknown, at: (string | number)[]) => {
    if (typeof item === "string") {
      const problem = unstorableTextProblem(item);
      if (problem)
        issues.push({
          code: "custom",
          path: at,
          ...reasonIssue({ code: "unstorable_text", label: labelOfPath(at), problem }),
          input: item,
        });
    } else if (Array.isArray(item)) {
      for (const [index, element] of item.entries()) visit(element, [...at, index]);
    } else if (typeof item === "object" && item !== null) {
      for (const [key, field] of Object.entries(item)) {
        const keyProblem = unstorableTextProblem(key);
        if (keyProblem) {
          issues.push({
            code: "custom",
            path: at,
            ...reasonIssue({ code: "unstorable_field_name", problem: keyProblem }),
            input: key,
          });
        } else visit(field, [...at, key]);
      }
    }
  };
  visit(value, path);
  return issues;
}

/** A UTF-16 half without its other half: no Unicode character, so no UTF-8 either. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is Unicode text (`String.prototype.isWellFormed`, outside our TypeScript lib). */
export function isWellFormed(text: string): boolean {
  return !loneSurrogate.test(text);
}

/** Why this text cannot be stored, or undefined when it can. */
export function unstorableTextProblem(text: string): UnstorableProblem | undefined {
  if (text.includes("\u0000")) return "nul";
  if (loneSurrogate.test(text)) return "surrogate";
  return undefined;
}

/** `title` → `Title`, `location_details.city_name` → `City name`, `products.0` → `Products`. */
export function labelOfPath(path: readonly (string | number)[]): string {
  const field = [...path].reverse().find((segment): segment is string => typeof segment === "string");
  if (field === undefined) return "The body";
  const words = field.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
