import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type FieldErrors, fieldErrorsFromZod, isApiError } from "@varco/domain";
import type { ServerErrors } from "@varco/ui";

/** The visible labels of a form's fields, by field name, in the current locale. */
export type FieldLabels = Record<string, string>;

/**
 * The domain's schemas (and so the server's 422 answers) give their reasons in English
 * ("Email is required."): the few shapes they take are said again here in the visitor's language,
 * naming the field by its label on screen. A reason of another shape is shown as it came.
 */
export function translateReason(reason: string, label: string | undefined, i18n: I18n): string {
  const name = label ?? reason.replace(/ (is required|must be|cannot be).*$/u, "");
  if (reason === "The passwords do not match.") return i18n._(msg`The passwords do not match.`);
  if (reason === "An account with this email already exists.")
    return i18n._(msg`An account with this email already exists.`);
  if (/ is required\.$/u.test(reason)) return i18n._(msg`${name} is required.`);
  if (/ must be a valid email address\.$/u.test(reason)) return i18n._(msg`Enter a valid email address.`);
  const atLeast = / must be at least (\d+) characters\.$/u.exec(reason)?.[1];
  if (atLeast) return i18n._(msg`${name} must be at least ${atLeast} characters.`);
  const atMost = / must be at most (\d+) characters\.$/u.exec(reason)?.[1];
  if (atMost) return i18n._(msg`${name} must be at most ${atMost} characters.`);
  return reason;
}

export function translateFieldErrors(errors: FieldErrors, labels: FieldLabels, i18n: I18n): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, reasons]) => [
      field,
      reasons.map((reason) => translateReason(reason, labels[field], i18n)),
    ]),
  );
}

/** A form's entries as strings; empty optional fields are left out so schemas see them as absent. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value === "string" && value !== "") values[name] = value;
  }
  return values;
}

type SchemaError = Parameters<typeof fieldErrorsFromZod>[0];

/** What the form needs of a domain schema (the app does not import zod itself). */
export interface FormSchema<T> {
  safeParse(values: unknown): { success: true; data: T } | { success: false; error: SchemaError };
}

export type Validated<T> = { ok: true; body: T } | { ok: false; errors: ServerErrors };

/** Checks a form's values with the domain schema the server uses too, before anything is sent. */
export function validate<T>(
  schema: FormSchema<T>,
  values: unknown,
  labels: FieldLabels,
  i18n: I18n,
): Validated<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  return {
    ok: false,
    errors: { errors: translateFieldErrors(fieldErrorsFromZod(parsed.error), labels, i18n) },
  };
}

/**
 * What to show for a failed call: a 422's reasons next to their fields, anything else as one
 * message at the top of the form. `messages` words the statuses this form expects (401, 429…).
 */
export function errorsOfFailedCall(
  error: unknown,
  labels: FieldLabels,
  i18n: I18n,
  messages: Partial<Record<number, string>> = {},
): ServerErrors {
  if (isApiError(error)) {
    const known = messages[error.status];
    if (known) return { message: known };
    if (error.isValidationError && Object.keys(error.fieldErrors).length > 0)
      return { errors: translateFieldErrors(error.fieldErrors, labels, i18n) };
    if (error.isNetworkError)
      return { message: i18n._(msg`The server could not be reached. Check your connection and try again.`) };
    if (error.status === 429)
      return { message: i18n._(msg`Too many attempts. Wait a few minutes and try again.`) };
    // The page was opened at an origin the server does not accept (a proxy or setup mistake).
    if (error.code === "cross_origin")
      return {
        message: i18n._(
          msg`The server does not accept requests from the address this page was opened at. Open the app at its usual address, or ask the administrator to allow this one.`,
        ),
      };
  }
  return { message: i18n._(msg`Something went wrong. Try again in a moment.`) };
}
