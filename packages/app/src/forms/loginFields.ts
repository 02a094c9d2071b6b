import type { LoginBody } from "@varco/domain";
import type { FormSchema, SchemaIssue } from "./fieldErrors";

/** The shape browsers accept in an email field: something, an @, a domain with a dot. */
const emailShape = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

const issue = (
  field: keyof LoginBody,
  code: "invalid_type" | "invalid_format" | "too_small" | "too_big",
  extra = {},
) => ({ code, path: [field], message: "", ...extra }) as unknown as SchemaIssue;

/**
 * What the sign-in form checks before it sends anything, with the same codes as the domain's
 * `loginSchema` (so the same words on screen): an email that looks like one, a password. The server
 * checks the rest. Not the schema itself, which would bring zod onto the sign-in page, the first one
 * an organiser loads; `loginFields.test.ts` holds the two together.
 */
export const loginFields: FormSchema<LoginBody> = {
  safeParse(values) {
    const { email, password, account_id } = values as Partial<Record<keyof LoginBody, unknown>>;
    const issues: SchemaIssue[] = [];
    if (typeof email !== "string")
      issues.push(issue("email", "invalid_type", { expected: "string", input: email }));
    else if (!emailShape.test(email)) issues.push(issue("email", "invalid_format", { format: "email" }));
    else if (email.length > 255) issues.push(issue("email", "too_big", { origin: "string", maximum: 255 }));
    if (typeof password !== "string")
      issues.push(issue("password", "invalid_type", { expected: "string", input: password }));
    else if (password === "") issues.push(issue("password", "too_small", { origin: "string", minimum: 1 }));
    else if (password.length > 255)
      issues.push(issue("password", "too_big", { origin: "string", maximum: 255 }));
    if (issues.length > 0) return { success: false, error: { issues } };
    return {
      success: true,
      data: { email, password, ...(typeof account_id === "number" ? { account_id } : {}) } as LoginBody,
    };
  },
};
